// The listing query's contract (/shop and the collections): one zod schema for the sort, the
// filters and the page cursors a listing URL carries, read in their one spelling (./url.ts).
// What it refuses is a 400 that says why; what it accepts becomes the Storefront variables.
import type { ProductCollectionSortKeys, ProductFilter } from '@shopify/hydrogen/storefront-api-types';
import * as z from 'zod/mini';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { MAX_FILTER_VALUES } from './settings';
import {
  COLLECTIONS_NAMESPACE,
  DEFAULT_SORT,
  isFilterParam,
  normaliseParams,
  PARAM,
  pageParams,
  SORTS,
  type Pair,
  type SortId,
} from './url';

/** Shopify's cursors are base64 (URL-safe or not); anything else never reaches it. */
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

/**
 * A cursor as Shopify writes one: base64 of a JSON object (`{"last_id":…,"last_value":…}`). Any
 * other is refused here and never sent (issue 47, item 12): a made-up cursor costs no Storefront query.
 */
function isCursor(value: string): boolean {
  if (!CURSOR.test(value)) return false;
  try {
    const decoded: unknown = JSON.parse(atob(value.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded);
  } catch {
    return false;
  }
}

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;
/** An option's name as a filter input names it (lower case: "size", "blade length"). */
const OPTION_NAME = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N} ._-]{0,39}$/u;
const TEXT = /^[^\p{Cc}]{1,100}$/u;

/** Why a listing URL is refused, in the page's language. */
export type RefusalWords = Messages['listing']['refused'];

/** Why a filter pair is refused, or null. */
function filterProblem([name, value]: Pair, words: RefusalWords): string | null {
  const valid = (ok: boolean) => (ok ? null : format(words.invalidValue, { name }));
  if (name === PARAM.availability) return valid(value === '0' || value === '1');
  if (name === PARAM.priceMin || name === PARAM.priceMax) return valid(PRICE.test(value));
  const option = name.startsWith(PARAM.option) ? name.slice(PARAM.option.length) : null;
  if (name !== PARAM.productType && !(option && OPTION_NAME.test(option))) return format(words.unknownFilter, { name });
  return valid(TEXT.test(value));
}

const priceOf = (filters: Pair[], name: string) => Number(filters.find(([n]) => n === name)?.[1] ?? NaN);

/** The schema that says why in `words`; one per catalogue (settled values, built once an isolate). */
function schemaIn(words: RefusalWords) {
  const FilterPair = z.tuple([z.string(), z.string()]).check(
    z.refine((pair) => filterProblem(pair, words) === null, {
      error: (i) => filterProblem(i.input as Pair, words) ?? '',
    }),
  );
  const PageCursor = z.optional(z.string().check(z.refine(isCursor, words.invalidPage)));
  const Direction = z._default(z.enum(['next', 'previous'], { error: words.invalidPage }), 'next');
  return z.object({
    sort: z._default(
      z.enum(SORTS, { error: (i) => format(words.unknownSort, { value: String(i.input).slice(0, 40) }) }),
      DEFAULT_SORT,
    ),
    cursor: PageCursor,
    direction: Direction,
    collectionsCursor: PageCursor,
    collectionsDirection: Direction,
    filters: z.array(FilterPair).check(
      z.maxLength(MAX_FILTER_VALUES, format(words.tooMany, { max: MAX_FILTER_VALUES })),
      z.refine((f) => !(priceOf(f, PARAM.priceMin) > priceOf(f, PARAM.priceMax)), words.priceOrder),
    ),
  });
}

const schemas = new WeakMap<RefusalWords, ReturnType<typeof schemaIn>>();
function listingQuerySchema(words: RefusalWords) {
  let schema = schemas.get(words);
  if (!schema) schemas.set(words, (schema = schemaIn(words)));
  return schema;
}

export interface PageQuery {
  cursor: string | null;
  direction: 'next' | 'previous';
}

export interface ListingQuery {
  sort: SortId;
  /** The chosen filters as the URL names them (`filter.v.option.size` = "254 mm"), in one order. */
  filters: Pair[];
  /** Filters and sort as the URL carries them: the listing's first page. */
  base: Pair[];
  page: PageQuery;
  /** /shop's collection links (Hydrogen's `collections` pagination namespace). */
  collectionsPage: PageQuery;
}

/** Refused: why, and the first page's sort and filters (kept when only the page link was at fault). */
export type ParsedListingQuery = { ok: true; query: ListingQuery } | { ok: false; message: string; base: Pair[] };

const PAGE_FIELDS = new Set<PropertyKey>(['cursor', 'direction', 'collectionsCursor', 'collectionsDirection']);
const baseOf = (sort: string, filters: Pair[]): Pair[] =>
  sort === DEFAULT_SORT ? filters : [...filters, [PARAM.sort, sort]];

/** The listing query a URL's parameters name, or why it is refused (in `words`, the page's language). */
export function parseListingQuery(params: URLSearchParams, words: RefusalWords): ParsedListingQuery {
  const pairs = normaliseParams(params);
  const first = (name: string) => pairs.find(([n]) => n === name)?.[1];
  const own = pageParams();
  const collections = pageParams(COLLECTIONS_NAMESPACE);
  const asked = { sort: first(PARAM.sort), filters: pairs.filter(([name]) => isFilterParam(name)) };
  const result = listingQuerySchema(words).safeParse({
    ...asked,
    cursor: first(own.cursor),
    direction: first(own.direction),
    collectionsCursor: first(collections.cursor),
    collectionsDirection: first(collections.direction),
  });
  if (!result.success) {
    const { issues } = result.error;
    const pageOnly = issues.every((issue) => PAGE_FIELDS.has(issue.path[0]!));
    const base = pageOnly ? baseOf(asked.sort ?? DEFAULT_SORT, asked.filters) : [];
    return { ok: false, message: issues[0]?.message ?? words.invalidPage, base };
  }
  const { sort, filters } = result.data;
  const page = (cursor: string | undefined, direction: PageQuery['direction']) => ({
    cursor: cursor ?? null,
    direction: cursor ? direction : 'next',
  });
  return {
    ok: true,
    query: {
      sort,
      filters,
      base: baseOf(sort, filters),
      page: page(result.data.cursor, result.data.direction),
      collectionsPage: page(result.data.collectionsCursor, result.data.collectionsDirection),
    },
  };
}

/** The Storefront `filters` of a listing query: one input per value, the price range as one. */
export function storefrontFilters(filters: readonly Pair[]): ProductFilter[] {
  const inputs: ProductFilter[] = [];
  let price: { min?: number; max?: number } | null = null;
  for (const [name, value] of filters) {
    if (name === PARAM.availability) inputs.push({ available: value === '1' });
    else if (name === PARAM.productType) inputs.push({ productType: value });
    else if (name === PARAM.priceMin) (price ??= {}).min = Number(value);
    else if (name === PARAM.priceMax) (price ??= {}).max = Number(value);
    else inputs.push({ variantOption: { name: name.slice(PARAM.option.length), value } });
  }
  if (price) inputs.push({ price });
  return inputs;
}

/** A sort as a collection's products take it (featured: the merchant's own order). */
export const SORT_KEYS: Record<SortId, { sortKey: ProductCollectionSortKeys; reverse: boolean }> = {
  featured: { sortKey: 'COLLECTION_DEFAULT', reverse: false },
  'best-selling': { sortKey: 'BEST_SELLING', reverse: false },
  'price-ascending': { sortKey: 'PRICE', reverse: false },
  'price-descending': { sortKey: 'PRICE', reverse: true },
  'created-descending': { sortKey: 'CREATED', reverse: true },
};
