// What the shop's listings show, and which collections in Shopify hold them (docs/decisions/listings.md).
// Free of imports: the browser's listing code reads the page sizes too.

/** Products a listing page shows (/shop, a collection, search results): Shopify's cursors page them. */
export const LISTING_PAGE_SIZE = 24;

/**
 * The collection /shop lists, filters and sorts: Shopify's "All products" (an automated
 * collection of every product, ordered by the merchant). The Storefront API filters and faceted
 * counts exist only on a collection's products (and on search), so /shop is this collection.
 */
export const SHOP_COLLECTION = 'all-products';

/** The home page's products: the first of that collection's own order, the merchant's pick. */
export const FEATURED_COLLECTION = SHOP_COLLECTION;
export const FEATURED_COUNT = 12;

/** Collections /shop links at a time (paged: every collection can be reached). */
export const COLLECTIONS_PAGE_SIZE = 12;
/** Collections the header's Shop menu names before its "All collections" link. */
export const MENU_COLLECTIONS = 8;
/** Products with a picture in the Shop menu (the featured collection's first). */
export const MENU_PRODUCTS = 6;

/** Filter values one listing URL may choose (a longer list is refused, never sent to Shopify). */
export const MAX_FILTER_VALUES = 24;
