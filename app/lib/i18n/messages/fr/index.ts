// Every word of the interface in French, one module per domain (docs/decisions/203).
import { chat } from './chat';
import { common } from './common';
import { search } from './search';
import type { Messages } from '../types';

export const fr = {
  chat,
  common,
  search,
} satisfies Messages;
