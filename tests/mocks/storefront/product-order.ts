// The sort orders of products (ProductSortKeys on `products`, ProductCollectionSortKeys on a
// collection's products), each computed once per catalogue, with ID as the tie-break as Shopify
// pages do. A sorted list carries each product's rank, which keyed cursors fall back on.
import { GraphQLError } from 'graphql';
import { catalogueIndex } from './catalogue-index';
import { seed } from './seed';
import type { CollectionSortOrder, SeedCollection, SeedProduct } from './seed/types';

export interface Ordered {
  list: SeedProduct[];
  /** Position of each product id in `list`. */
  rank: Map<string, number>;
  /** The value a cursor records next to the id (Shopify's `last_value`). */
  value: (product: SeedProduct) => string | number;
}

/** Units sold of the hand-written five (the generated products carry theirs). */
const HAND_WRITTEN_SALES: Record<string, number> = {
  sharkblades: 1460,
  'sharkblades-for-goalies': 1420,
  'black-ghost': 1390,
  'oceanice-pro': 1350,
  greenly: 1310,
};

export const unitsSold = (p: SeedProduct) => p.unitsSold ?? HAND_WRITTEN_SALES[p.handle] ?? 0;

/** The lowest variant price in CHF minor units (markets convert monotonically, so the order holds). */
export const minPrice = (p: SeedProduct) => Math.min(...p.variants.map((v) => Math.round(Number(v.price) * 100)));

const byId = (a: SeedProduct, b: SeedProduct) => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const text = (a: string, b: string) => a.localeCompare(b);

interface Sort {
  compare: (a: SeedProduct, b: SeedProduct) => number;
  value: (p: SeedProduct) => string | number;
}

const SORTS: Record<string, Sort> = {
  ID: { compare: () => 0, value: (p) => Number(p.id) },
  TITLE: { compare: (a, b) => text(a.title, b.title), value: (p) => p.title },
  PRICE: { compare: (a, b) => minPrice(a) - minPrice(b), value: (p) => (minPrice(p) / 100).toFixed(2) },
  BEST_SELLING: { compare: (a, b) => unitsSold(b) - unitsSold(a), value: unitsSold },
  CREATED_AT: { compare: (a, b) => text(a.createdAt, b.createdAt), value: (p) => p.createdAt },
  UPDATED_AT: { compare: (a, b) => text(a.updatedAt, b.updatedAt), value: (p) => p.updatedAt },
  PRODUCT_TYPE: { compare: (a, b) => text(a.productType, b.productType), value: (p) => p.productType },
  VENDOR: { compare: (a, b) => text(a.vendor, b.vendor), value: (p) => p.vendor },
};
SORTS.CREATED = SORTS.CREATED_AT!;
// Without a query there is nothing to be relevant to: Shopify lists by ID.
SORTS.RELEVANCE = SORTS.ID!;

function ordered(list: SeedProduct[], sort: Sort, descending = false): Ordered {
  const sorted = [...list].sort((a, b) => (descending ? -1 : 1) * sort.compare(a, b) || byId(a, b));
  return { list: sorted, rank: new Map(sorted.map((p, i) => [p.id, i])), value: sort.value };
}

function sortOf(sortKey: unknown): Sort {
  const sort = SORTS[typeof sortKey === 'string' ? sortKey : 'ID'];
  if (!sort) throw new GraphQLError(`The mock does not sort products by ${String(sortKey)}.`);
  return sort;
}

/** All products in a ProductSortKeys order (ascending; `reverse` is the connection's business). */
export function productOrder(sortKey: unknown): Ordered {
  const sort = sortOf(sortKey);
  return catalogueIndex().memo(`products:${String(sortKey ?? 'ID')}`, () => ordered(seed.products, sort));
}

const COLLECTION_DEFAULTS: Record<CollectionSortOrder, [string, boolean]> = {
  MANUAL: ['MANUAL', false],
  BEST_SELLING: ['BEST_SELLING', false],
  CREATED_DESC: ['CREATED', true],
  PRICE_ASC: ['PRICE', false],
  PRICE_DESC: ['PRICE', true],
  ALPHA_ASC: ['TITLE', false],
};

/** A collection's products in a ProductCollectionSortKeys order (COLLECTION_DEFAULT: the merchant's). */
export function collectionOrder(collection: SeedCollection, sortKey: unknown): Ordered {
  const requested = typeof sortKey === 'string' ? sortKey : 'COLLECTION_DEFAULT';
  const [key, descending] =
    requested === 'COLLECTION_DEFAULT' || requested === 'RELEVANCE'
      ? COLLECTION_DEFAULTS[collection.sortOrder ?? 'MANUAL']
      : [requested, false];
  const index = catalogueIndex();
  return index.memo(`collection:${collection.id}:${key}:${descending}`, () => {
    const members = index.members(collection);
    if (key === 'MANUAL') {
      return {
        list: members,
        rank: new Map(members.map((p, i) => [p.id, i])),
        value: (p: SeedProduct) => Number(p.id),
      };
    }
    return ordered(members, sortOf(key), descending);
  });
}
