// Every word of the interface in French, one module per domain (docs/decisions/203).
import { common } from './common';
import type { Messages } from '../types';

export const fr = {
  common,
} satisfies Messages;
