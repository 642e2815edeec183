// Every word of the interface in English, one module per domain (docs/decisions/203).
import { common } from './common';

export const en = {
  common,
} as const;
