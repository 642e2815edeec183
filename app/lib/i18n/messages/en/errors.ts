// The error pages React renders (spec §2, §8): titles by status and the words of a failure that
// has no message of its own. The spec's English stays word for word.
export const errors = {
  notFound: 'Page Not Found',
  serverError: 'Internal Server Error',
  unavailable: 'Service Unavailable',
  tooMany: 'Too Many Requests',
  somethingWrong: 'Something went wrong on our side. Please try again in a moment.',
  /** The request's id, to quote when reporting the error (docs/operations.md). */
  reference: 'Reference: {reference}',
  /** The 404 page's search of the catalogue (its landmark's name). */
  searchShop: 'Search the shop',
} as const;
