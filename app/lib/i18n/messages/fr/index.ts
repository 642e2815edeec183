// Every word of the interface in French, one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';
import type { Messages } from '../types';

export const fr = {
  common,
  language,
} satisfies Messages;
