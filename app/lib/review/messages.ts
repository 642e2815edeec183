// The review page's words around its e-mail way in: with the widget configured the form loads in
// place (the e-mail is the fallback); without it (spec §1) the e-mail is the way, said as such.
export const REVIEW_EMAIL = 'hello@sharkblades.ch';

export const REVIEW_PAGE = {
  /** Before the address, while the widget may still load. */
  widgetFallback: 'The review form loads here. If it does not appear, write to',
  /** Before the address, when no review form is configured. */
  byEmail: 'Send us your review by e-mail to',
  /** After the address. */
  published: 'and we will publish your review.',
} as const;
