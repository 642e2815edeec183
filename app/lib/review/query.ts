// Does a query string look like a review request (spec §2)? Links in review emails and widgets
// carry a fera* parameter, an action/open parameter valued like "write_review", a token-like
// review parameter, or a bare `token`.
const REVIEW_ACTION = /^(?:(?:write|leave|open|submit|show|add|new|post)_)?reviews?(?:_(?:modal|form|popup))?$/;
const TOKEN_NAME = /^(?:review|rating|rvw|fera|feedback)[_-]?token$/i;

const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '_');

export function isReviewRequest(search: URLSearchParams): boolean {
  for (const [name, value] of search) {
    const key = name.toLowerCase();
    if (key.startsWith('fera')) return true;
    if ((key === 'action' || key === 'open') && REVIEW_ACTION.test(normalise(value))) return true;
    if (key === 'token' && value.trim() !== '') return true;
    if (TOKEN_NAME.test(name) && value.trim() !== '') return true;
  }
  return false;
}
