// Shopify's answer to a page cursor it cannot place is a GraphQL error ("Invalid cursor"): bad
// input from the URL, a 400, never an outage. Hydrogen returns such errors beside partial data
// (`errors`), or throws when there is no data (the errors then in the thrown error's cause).
import type { PageQuery } from './query';

function errorText(error: unknown): string {
  if (Array.isArray(error)) return error.map(errorText).join(' ');
  if (!(error instanceof Error)) return String(error);
  let cause = '';
  try {
    cause = JSON.stringify(error.cause) ?? '';
  } catch {
    // A cause that cannot be serialised says nothing useful here.
  }
  return `${error.message} ${cause}`;
}

/** True when `error` (thrown, or an answer's `errors`) is Shopify refusing the cursor this request sent. */
export function isInvalidCursor(error: unknown, cursor: string | null): boolean {
  return cursor !== null && /invalid cursor/i.test(errorText(error));
}

/** A page's connection arguments as Hydrogen's `getPaginationVariables` makes them from the URL. */
export function paginationVariables({ cursor, direction }: PageQuery, pageBy: number) {
  return direction === 'previous' ? { last: pageBy, startCursor: cursor } : { first: pageBy, endCursor: cursor };
}
