// What the chat renders: a question and the answer derived for it from the shop's own content.
export interface ChatLink {
  url: string;
  title: string;
}

export interface ChatAnswer {
  /** Sentences taken from the index or the shop's rules, never written freely. */
  text: string;
  /** The page the answer comes from (null for "don't know"). */
  source: ChatLink | null;
  /** Further ways on: the contact page and e-mail for "don't know", My Orders for orders. */
  links: ChatLink[];
  kind: 'passage' | 'price' | 'klarna' | 'shipping' | 'office' | 'orders' | 'unknown' | 'unavailable';
}

export interface ChatTurn {
  question: string;
  answer: ChatAnswer;
}

export interface ChatData {
  turns: ChatTurn[];
  errors?: string[];
}
