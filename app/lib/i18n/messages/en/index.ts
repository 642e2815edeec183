// Every word of the interface in English, one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';
import { cards } from './cards';
import { content } from './content';
import { home } from './home';
import { listing } from './listing';

export const en = {
  common,
  language,
  cards,
  content,
  home,
  listing,
} as const;
