// The stylesheets of a document's matched routes, as one text for a `<style>` in its head
// (docs/decisions/275): a first visit paints without waiting for a stylesheet's round trip. The
// files are linked only once the page has hydrated, for the routes client navigations render
// (StylesheetLinks, decision 276).
import type { EntryContext } from 'react-router';
import sheets from 'virtual:stylesheets';

const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);

/** The CSS of each matched route's stylesheets, in the order React Router links them. */
export function inlineStylesheets({ manifest, staticHandlerContext }: EntryContext): string {
  const hrefs = new Set(staticHandlerContext.matches.flatMap(({ route }) => manifest.routes[route.id]?.css ?? []));
  return [...hrefs].map((href) => sheets[fileName(href)] ?? '').join('');
}
