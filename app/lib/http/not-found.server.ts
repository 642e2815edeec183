// One-line 404s with the spec's messages; the root ErrorBoundary renders them.
import { data } from 'react-router';

/** An unmatched route (non-fatal in the spec's terms). */
export function pageNotFound(request: Request): never {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

/** A route whose parameters fail validation (fatal in the spec's terms). */
export function invalidRoute(request: Request): never {
  throw data(`Page Not Found: ${new URL(request.url).pathname}`, { status: 404 });
}

export function notFound(message: string): never {
  throw data(message, { status: 404 });
}
