// A listing's URL: the query parameters that are a listing's (the sort and filters in the names
// Shopify's Online Store gives them, Hydrogen's page cursor and direction) and their one spelling,
// shared by the loaders' schema (./query.ts), the page cache's key and the browser's filter form.
// Free of zod and server code: the browser builds filter URLs with it.

/** The listing's sort orders, in the order the panel offers them (their names: the catalogue's `listing.sort`). */
export const SORTS = ['featured', 'best-selling', 'price-ascending', 'price-descending', 'created-descending'] as const;
export type SortId = (typeof SORTS)[number];
export const DEFAULT_SORT: SortId = 'featured';

export const PARAM = {
  sort: 'sort_by',
  availability: 'filter.v.availability',
  priceMin: 'filter.v.price.gte',
  priceMax: 'filter.v.price.lte',
  productType: 'filter.p.product_type',
  /** Followed by the option's name as Shopify's filter input gives it (lower case): filter.v.option.size. */
  option: 'filter.v.option.',
} as const;

/** Hydrogen's `getPaginationVariables` names: `cursor`/`direction`, or `{namespace}_cursor`/… */
export const pageParams = (namespace = '') => {
  const prefix = namespace ? `${namespace}_` : '';
  return { cursor: `${prefix}cursor`, direction: `${prefix}direction` } as const;
};
/** The collection links on /shop page on their own (Hydrogen's pagination namespace). */
export const COLLECTIONS_NAMESPACE = 'collections';

const PAGE_PARAMS = new Set<string>([
  ...Object.values(pageParams()),
  ...Object.values(pageParams(COLLECTIONS_NAMESPACE)),
]);

export type Pair = [name: string, value: string];

/** Where a page sits in Shopify's list (a connection's pageInfo). */
export interface PageInfo {
  startCursor?: string | null;
  endCursor?: string | null;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

export const isFilterParam = (name: string) => name.startsWith('filter.');
export const isPageParam = (name: string) => PAGE_PARAMS.has(name);
/** A parameter a listing reads (its sort, a filter, a page cursor): the page cache keeps these. */
export const isListingParam = (name: string) => name === PARAM.sort || isPageParam(name) || isFilterParam(name);
const isPrice = (name: string) => name === PARAM.priceMin || name === PARAM.priceMax;

function canonicalPair(name: string, raw: string): Pair | null {
  const value = raw.trim();
  if (!value || (name === PARAM.sort && value === DEFAULT_SORT)) return null;
  if (name.startsWith(PARAM.option)) return [name.toLowerCase(), value];
  // Whole units, widened to take in what was asked (issue 47, item 12): 99.95 to 120.10 is 99 to
  // 121, so near-identical prices are one page (one cache entry, one Storefront query).
  if (isPrice(name) && /^\d{1,9}(\.\d{1,2})?$/.test(value)) {
    return [name, String((name === PARAM.priceMin ? Math.floor : Math.ceil)(Number(value)))];
  }
  return [name, value];
}

const byNameThenValue = ([a, x]: Pair, [b, y]: Pair) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0);

/**
 * The query in one spelling: a listing's blank fields (a form sent without JavaScript) and the
 * default sort left out, its option names in lower case, prices in whole units, every pair once, all
 * sorted. Other parameters are kept as they are.
 */
export function normaliseParams(entries: Iterable<[string, string]>): Pair[] {
  const seen = new Set<string>();
  const pairs: Pair[] = [];
  for (const [name, value] of entries) {
    const pair = isListingParam(name) ? canonicalPair(name, value) : ([name, value] as Pair);
    if (!pair) continue;
    const key = `${pair[0]}\u0000${pair[1]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push(pair);
  }
  return pairs.sort(byNameThenValue);
}

/** `?a=1&b=2`, or '' for none. */
export function toSearch(pairs: readonly Pair[]): string {
  const search = new URLSearchParams(pairs as Pair[]).toString();
  return search ? `?${search}` : '';
}

/** The listing's sort and filters alone: where a change of them starts (their first page). */
export const withoutPage = (pairs: readonly Pair[]) => pairs.filter(([name]) => !isPageParam(name));

/** The same listing at the page a cursor names (Hydrogen's `cursor` and `direction`). */
export function pageHref(
  pathname: string,
  base: readonly Pair[],
  cursor: string,
  direction: 'next' | 'previous',
  namespace = '',
): string {
  const names = pageParams(namespace);
  const kept = base.filter(([name]) => name !== names.cursor && name !== names.direction);
  return pathname + toSearch([...kept, [names.cursor, cursor], [names.direction, direction]]);
}

/** A filter form's fields as the listing URL they choose (page 1). */
export function formHref(pathname: string, form: HTMLFormElement): string {
  const entries = [...new FormData(form)].filter((entry): entry is Pair => typeof entry[1] === 'string');
  return pathname + toSearch(withoutPage(normaliseParams(entries)));
}
