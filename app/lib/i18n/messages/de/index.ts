// Every word of the interface in German (Swiss spelling: ss, never ß), one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';
import type { Messages } from '../types';

export const de = {
  common,
  language,
} satisfies Messages;
