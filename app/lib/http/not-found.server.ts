// One-line 404s with the spec's messages; the root ErrorBoundary renders them.
import { data } from 'react-router';

/** An unmatched route (non-fatal in the spec's terms). */
export function pageNotFound(url: Pick<URL, 'pathname'>): never {
  throw data(`Page not found: ${url.pathname}`, { status: 404 });
}

/** A route whose parameters fail validation (fatal in the spec's terms). */
export function invalidRoute(url: Pick<URL, 'pathname'>): never {
  throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
}

export function notFound(message: string): never {
  throw data(message, { status: 404 });
}
