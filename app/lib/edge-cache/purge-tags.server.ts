// What a stored page shows, as purge tags (docs/decisions/purges.md): read once, when the page is stored,
// from its path and from the links in its <main> (collected by ./shared-html.server's HTMLRewriter) (the header's menu links every page to a few
// products and collections but shows none of their prices or stock, so it is left out). Which
// resource a path shows comes from the route table (resourceAt, app/route-paths.ts).
// - `product:<handle>`: a product page, and every page whose main content links the product (its
//   cards on listings, the home page, articles, a product page's kit and recommendations);
// - `collection:<handle>`: a collection page, and pages that link it from their content (/shop);
// - `listing`: /shop, every collection page and the home page, whose choice and order of products
//   can change with any product (a price moves it in a sorted list, stock in an "available" filter);
// - `products`: every page that shows a product, for a deletion, which names only the product's id.
import { resourceAt } from '~/route-paths';

export const productTag = (handle: string) => `product:${handle.toLowerCase()}`;
export const collectionTag = (handle: string) => `collection:${handle.toLowerCase()}`;
export const LISTING_TAG = 'listing';
export const PRODUCTS_TAG = 'products';

// A link's path, relative or on any origin (the page's own, the other site's).
const linkPath = (href: string, base = 'http://shop.invalid') =>
  URL.canParse(href, base) ? new URL(href, base).pathname : '';

/** The tags of a page at `pathname` (no query) whose <main> links `links`, comma-separated. */
export function pageTags(pathname: string, links: readonly string[]): string {
  const tags = new Set<string>();
  const shown = resourceAt(pathname);
  if (shown?.type === 'product') tags.add(productTag(shown.handle)).add(PRODUCTS_TAG);
  if (shown?.type === 'collection') tags.add(collectionTag(shown.handle));
  if (shown && shown.type !== 'product') tags.add(LISTING_TAG);
  for (const href of links) {
    const linked = resourceAt(linkPath(href));
    if (linked?.type === 'product') tags.add(productTag(linked.handle)).add(PRODUCTS_TAG);
    if (linked?.type === 'collection') tags.add(collectionTag(linked.handle));
  }
  // Handles are letters, digits and dashes; a comma would split a tag.
  return [...tags].map((tag) => tag.replace(/,/g, '%2C')).join(',');
}
