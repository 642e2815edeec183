// Every word of the interface in English, one module per domain (docs/decisions/203).
import { chat } from './chat';
import { common } from './common';
import { search } from './search';

export const en = {
  chat,
  common,
  search,
} as const;
