// Every word of the interface in French, one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';
import { cards } from './cards';
import { content } from './content';
import { home } from './home';
import { listing } from './listing';
import type { Messages } from '../types';

export const fr = {
  common,
  language,
  cards,
  content,
  home,
  listing,
} satisfies Messages;
