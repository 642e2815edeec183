// The stylesheets of a document's matched routes, as one text for a `<style>` in its head
// (docs/decisions/275): a first visit paints without waiting for a stylesheet's round trip. The
// files are linked only once the page has hydrated, for the routes client navigations render
// (StylesheetLinks, decision 276).
import type { EntryContext } from 'react-router';
import sheets from 'virtual:stylesheets';

// React Router names a stylesheet that a lazy chunk also loads with a trailing `#`
// (`/assets/cart-view-riTElBFF.css#`): the file is the same.
const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1).split('#')[0]!;

/** The CSS of each matched route's stylesheets, in the order React Router links them. */
export function inlineStylesheets({ manifest, staticHandlerContext }: EntryContext): string {
  const files = new Set(
    staticHandlerContext.matches.flatMap(({ route }) => (manifest.routes[route.id]?.css ?? []).map(fileName)),
  );
  return [...files].map((file) => sheets[file] ?? '').join('');
}
