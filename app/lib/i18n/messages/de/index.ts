// Every word of the interface in German (Swiss spelling: ss, never ß), one module per domain (docs/decisions/203).
import { chat } from './chat';
import { common } from './common';
import { search } from './search';
import type { Messages } from '../types';

export const de = {
  chat,
  common,
  search,
} satisfies Messages;
