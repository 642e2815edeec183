// Every word of the interface in German (Swiss spelling: ss, never ß), one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';
import { cards } from './cards';
import { content } from './content';
import { home } from './home';
import { listing } from './listing';
import type { Messages } from '../types';

export const de = {
  common,
  language,
  cards,
  content,
  home,
  listing,
} satisfies Messages;
