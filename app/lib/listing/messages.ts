// The words of the shop's listings (/shop, collections, search results' pages, the Shop menu):
// sorting, filters, pages and their refusals. No imports: the browser's listing code uses them.

export const SORT_LABELS = {
  featured: 'Featured',
  'best-selling': 'Best selling',
  'price-ascending': 'Price, low to high',
  'price-descending': 'Price, high to low',
  'created-descending': 'Newest',
} as const;

export const LISTING = {
  shop: 'Shop',
  shopAll: 'Shop all products',
  filterAndSort: 'Filter and sort',
  filterAndSortChosen: (chosen: number) => `Filter and sort (${chosen} chosen)`,
  filters: 'Filters',
  sortBy: 'Sort by',
  apply: 'Apply',
  priceFrom: (currency: string) => `From (${currency})`,
  priceTo: (currency: string) => `To (${currency})`,
  activeFilters: 'Active filters',
  clearAll: 'Clear all',
  products: 'Products',
  fromPrice: (price: string) => `From ${price}`,
  soldOut: 'Sold out',
  noMatch: 'No products match these filters.',
  noMatchHint: 'Remove a filter above, or clear them all to see every product.',
  clearFilters: 'Clear all filters',
  emptyCollection: 'There are no products here yet.',
  browseShop: 'Browse the shop',
  /** A chip of the active filters and what removing it says. */
  chip: (facet: string, value: string) => `${facet}: ${value}`,
  priceAtLeast: (price: string) => `Price from ${price}`,
  priceAtMost: (price: string) => `Price up to ${price}`,
  remove: (label: string) => `Remove filter ${label}`,
} as const;

export const PAGES = {
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  loadPrevious: 'Load previous products',
  loadMore: 'Load more products',
  loading: 'Loading…',
  firstPage: 'Go to the first page',
} as const;

export const COLLECTIONS = {
  label: 'Collections',
  heading: 'Shop by collection',
  previous: 'Previous collections',
  more: 'More collections',
  all: 'All collections',
  allProducts: 'All products',
} as const;

/** Why a listing URL is refused (400) or names no page (404), said to the shopper. */
export const REFUSED = {
  pastTheEnd: 'This page is past the end of the list.',
  invalidPage: 'This page link is not valid or has expired.',
  unknownSort: (value: string) => `Unknown sort order “${value}”.`,
  unknownFilter: (name: string) => `Unknown filter “${name}”.`,
  invalidValue: (name: string) => `The filter “${name}” has a value that is not valid.`,
  priceOrder: 'The lowest price is above the highest.',
  tooMany: (max: number) => `Too many filters: choose at most ${max}.`,
  notFilterable: (name: string) => `These products cannot be filtered by “${name}”.`,
} as const;
