// The shop's listings (/shop, collections, the search results' pages): sorting, filters, pages,
// the collections /shop links, and why a listing URL is refused (400, 404).
import type { SortId } from '~/lib/listing/url';

export const listing = {
  shop: 'Shop',
  products: 'Products',
  /** The listing's heading: how many products it holds. */
  count: { one: '{count} product', other: '{count} products' },
  sort: {
    featured: 'Featured',
    'best-selling': 'Best selling',
    'price-ascending': 'Price, low to high',
    'price-descending': 'Price, high to low',
    'created-descending': 'Newest',
  } satisfies Record<SortId, string>,
  filterAndSort: 'Filter and sort',
  filterAndSortChosen: 'Filter and sort ({count} chosen)',
  sortBy: 'Sort by',
  apply: 'Apply',
  priceFrom: 'From ({currency})',
  priceTo: 'To ({currency})',
  activeFilters: 'Active filters',
  clearAll: 'Clear all',
  /** A chip of an option filter: "Size: 254 mm". */
  chip: '{facet}: {value}',
  priceAtLeast: 'Price from {price}',
  priceAtMost: 'Price up to {price}',
  remove: 'Remove filter {label}',
  noMatch: 'No products match these filters.',
  noMatchHint: 'Remove a filter above, or clear them all to see every product.',
  clearFilters: 'Clear all filters',
  emptyCollection: 'There are no products here yet.',
  browseShop: 'Browse the shop',
  pages: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    loadPrevious: 'Load previous products',
    loadMore: 'Load more products',
    loading: 'Loading…',
    firstPage: 'Go to the first page',
  },
  collections: {
    label: 'Collections',
    heading: 'Shop by collection',
    previous: 'Previous collections',
    more: 'More collections',
    all: 'All collections',
    /** The pill that leads back to every product (/shop). */
    everything: 'All',
  },
  /** Said to the shopper as the page's reason (400, 404). */
  refused: {
    pastTheEnd: 'This page is past the end of the list.',
    invalidPage: 'This page link is not valid or has expired.',
    unknownSort: 'Unknown sort order “{value}”.',
    unknownFilter: 'Unknown filter “{name}”.',
    invalidValue: 'The filter “{name}” has a value that is not valid.',
    priceOrder: 'The lowest price is above the highest.',
    tooMany: 'Too many filters: choose at most {max}.',
    notFilterable: 'These products cannot be filtered by “{name}”.',
  },
} as const;
