// Every word of the interface in English, one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';

export const en = {
  common,
  language,
} as const;
