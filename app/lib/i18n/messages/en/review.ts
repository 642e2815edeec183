// Reviews: the product page's section and the /review page around the widget.
export const review = {
  title: 'Reviews',
  rated: 'Rated {average} out of 5',
  countOne: '({count} review)',
  countOther: '({count} reviews)',
  loadHere: 'Played with it? Tell other players what you think.',
  write: 'Write a review',
  consent: 'Reviews come from our review service and are shown only with your consent.',
  allow: 'Allow review cookies and show reviews',
  pageTitle: 'Write a review',
  thanks: 'Thank you for taking the time to tell other players about your gear.',
  thanksFor: 'Thank you for taking the time to tell other players about your gear ({product}).',
  /** Before the address, while the widget may still load. */
  widgetFallback: 'The review form loads here. If it does not appear, write to',
  /** Before the address, when no review form is configured. */
  byEmail: 'Send us your review by e-mail to',
  /** After the address. */
  published: 'and we will publish your review.',
  emailSubject: 'Review',
} as const;
