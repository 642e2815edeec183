// What a stored page shows, as purge tags (docs/decisions/264): read once, when the page is stored,
// from its path and from the links in its <main> (the header's menu links every page to a few
// products and collections but shows none of their prices or stock, so it is left out).
// - `product:<handle>`: a product page, and every page whose main content links the product (its
//   cards on listings, the home page, articles, a product page's kit and recommendations);
// - `collection:<handle>`: a collection page, and pages that link it from their content (/shop);
// - `listing`: /shop, every collection page and the home page, whose choice and order of products
//   can change with any product (a price moves it in a sorted list, stock in an "available" filter);
// - `products`: every page that shows a product, for a deletion, which names only the product's id.
import { splitLanguage } from '~/lib/i18n/languages';

const PRODUCT_PATH = /^\/shop\/([^/]+)\/?$/i;
const COLLECTION_PATH = /^\/collections\/([^/]+)\/?$/i;
// A link to a product or a collection page, in any language, relative or on any origin.
const LINK = /href="(?:https?:\/\/[^/"]+)?(?:\/[a-z]{2})?\/(shop|collections)\/([^"/?#]+)/gi;

export const productTag = (handle: string) => `product:${handle.toLowerCase()}`;
export const collectionTag = (handle: string) => `collection:${handle.toLowerCase()}`;
export const LISTING_TAG = 'listing';
export const PRODUCTS_TAG = 'products';

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The tags of a page at `pathname` (no query) with this HTML, comma-separated. */
export function pageTags(pathname: string, html: string): string {
  const { path } = splitLanguage(pathname);
  const tags = new Set<string>();
  const product = PRODUCT_PATH.exec(path)?.[1];
  const collection = COLLECTION_PATH.exec(path)?.[1];
  if (product) tags.add(productTag(decoded(product))).add(PRODUCTS_TAG);
  if (collection) tags.add(collectionTag(decoded(collection)));
  if (collection || /^\/(shop\/?)?$/i.test(path)) tags.add(LISTING_TAG);
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  const main = start === -1 ? html : html.slice(start, end === -1 ? undefined : end);
  for (const [, kind, handle] of main.matchAll(LINK)) {
    if (kind!.toLowerCase() === 'shop') tags.add(productTag(decoded(handle!))).add(PRODUCTS_TAG);
    else tags.add(collectionTag(decoded(handle!)));
  }
  // Handles are letters, digits and dashes; a comma would split a tag.
  return [...tags].map((tag) => tag.replace(/,/g, '%2C')).join(',');
}
