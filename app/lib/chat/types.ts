// What the chat renders: a question and the answer derived for it from the shop's own content.
import type { Messages } from '~/lib/i18n/messages/types';

/** The chat's interface words in the page's language (the /help loader and the root hand them over). */
export type ChatWords = Messages['chat']['ui'];
export interface ChatLink {
  url: string;
  title: string;
}

export interface ChatAnswer {
  /** The catalogue's fixed phrases filled with the shop's facts, or sentences of its own pages. */
  text: string;
  /** The page the answer comes from (null for "don't know"). */
  source: ChatLink | null;
  /** Further ways on: the contact page and e-mail for "don't know", My Orders for orders. */
  links: ChatLink[];
  kind:
    | 'passage'
    | 'price'
    | 'klarna'
    | 'shipping'
    | 'office'
    | 'orders'
    | 'sizing'
    | 'product'
    | 'returns'
    | 'unknown'
    | 'unavailable';
}

export interface ChatTurn {
  question: string;
  answer: ChatAnswer;
}

export interface ChatData {
  turns: ChatTurn[];
  words?: ChatWords;
  errors?: string[];
}
