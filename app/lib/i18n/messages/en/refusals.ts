// Server-worded refusals: the worker's own documents (app/refusals.server.ts) by status and the 500
// page with its reference, in the language of the request's path (the JSON API keeps the English
// ones); the 404 messages routes throw (app/lib/http/not-found.server.ts). The spec's English stays.
export const refusals = {
  400: { title: 'Bad Request', message: 'The request could not be read.' },
  403: { title: 'Forbidden', message: 'This form was sent from another site. Nothing was changed.' },
  404: { title: 'Not Found', message: 'There is no page at this address. Nothing was changed.' },
  405: { title: 'Method Not Allowed', message: 'This page cannot take that request.' },
  413: { title: 'Payload Too Large', message: 'The request is too large.' },
  415: { title: 'Unsupported Media Type', message: 'Send a form or JSON.' },
  429: { title: 'Too Many Requests', message: 'Too many requests. Please try again in a moment.' },
  500: {
    title: 'Internal Server Error',
    message: 'Something went wrong on our side. Please try again. Reference: {reference}',
  },
  /** An unmatched route (non-fatal in the spec's terms). */
  pageNotFound: 'Page not found: {path}',
  /** A route whose parameters fail validation (fatal in the spec's terms). */
  invalidRoute: 'Page Not Found: {path}',
  /** The general refusal of too many requests (a page's form, a data request). */
  rateLimited: 'Too many requests. Please try again in a moment.',
} as const;
