// Server-written HTML sent once (docs/decisions/170). A document carries it in its markup only:
// the loader registers it with the request's `islands` and returns the island's id alone, so the
// hydration data (the same loader data written into the page a second time) does not repeat it.
// A data request (client navigation, revalidation) has no document to read it from, and gets the
// HTML in the data. Components render it with <Island> (~/components/island); the HTML is made by
// React (renderToStaticMarkup) in the `*.server.tsx` modules under app/components.
import type { Island } from './island';
import { requestUrl } from './request-url';

export type Islands = Map<string, string>;

/** The `islands` of a request: a map for a document, none for a data request (`.data`). */
export function islandsFor(request: Request): Islands | undefined {
  return requestUrl(request).pathname.endsWith('.data') ? undefined : new Map();
}

export function island(context: { islands?: Islands }, id: string, html: string): Island;
export function island(context: { islands?: Islands }, id: string, html: string | null): Island | null;
export function island(context: { islands?: Islands }, id: string, html: string | null): Island | null {
  if (html === null) return null;
  if (!context.islands) return { id, html };
  context.islands.set(id, html);
  return { id };
}
