// Shopify's `search` and `predictiveSearch` over the catalogue's search index (search-index.ts):
// terms matched in titles, product types, variant titles and SKUs, tags and body text, ordered by
// a relevance score (search-index.ts: title and product type over variants and tags, over body;
// whole words over begun ones; titles the query covers more of first), at equal score products
// before articles and pages and the better seller first (`sortKey: RELEVANCE`, the default); `search` is a paged connection with `totalCount`,
// `productFilters` (filters the product results) and the `productFilters` facets over the products
// found. `predictiveSearch` searches Shopify's default fields (title, product type, variant title,
// vendor), not body text, unless `searchableFields` asks for others.
import { articleObject, collectionObject, pageObject, productObject } from './catalogue';
import { catalogueIndex } from './catalogue-index';
import { connection, type ConnectionArgs } from './connection';
import type { StorefrontContext } from './context';
import { priceInMarket } from './money';
import { applyFilters, facets, parseFilters } from './product-filters';
import { FIELDS, PREDICTIVE_MASK, scored, searchIndex, words, type Doc, type Kind } from './search-index';
import { unitsSold } from './product-order';
import type { SeedProduct } from './seed/types';

type Args = Record<string, unknown>;

const ORDER: Kind[] = ['PRODUCT', 'COLLECTION', 'ARTICLE', 'PAGE', 'QUERY'];

/** The seed's own product of a doc (docs carry it in the query's language, search-index.ts). */
const seedProduct = (product: SeedProduct) => catalogueIndex().productById.get(product.id) ?? product;

function make(doc: Doc, ctx: StorefrontContext) {
  if (doc.kind === 'PRODUCT') return productObject(seedProduct(doc.product), ctx);
  if (doc.kind === 'ARTICLE') {
    const found = catalogueIndex().articleById.get(doc.article.id);
    return found ? articleObject(found.blog, found.article, ctx) : articleObject(doc.blog, doc.article, ctx);
  }
  return pageObject(doc.page, ctx);
}

function ranked(
  query: string,
  types: Kind[],
  prefix: boolean,
  unavailable: string | undefined,
  ctx: StorefrontContext,
  fields?: number,
) {
  const { docs } = searchIndex(ctx.languageCode);
  const hits = scored(query, prefix, ctx.languageCode, fields)
    .map(({ index, score }) => ({ index, doc: docs[index]!, score }))
    .filter(({ doc }) => types.includes(doc.kind) && (unavailable !== 'HIDE' || doc.available))
    .map((hit) => ({ ...hit, sales: hit.doc.kind === 'PRODUCT' ? unitsSold(seedProduct(hit.doc.product)) : 0 }));
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      (unavailable === 'LAST' ? Number(b.doc.available) - Number(a.doc.available) : 0) ||
      ORDER.indexOf(a.doc.kind) - ORDER.indexOf(b.doc.kind) ||
      b.sales - a.sales ||
      a.doc.titleRank - b.doc.titleRank ||
      a.index - b.index,
  );
  return hits;
}

const lowestPrice = (product: SeedProduct, ctx: StorefrontContext) =>
  Math.min(...product.variants.map((v) => priceInMarket(v.price, ctx.country)));

export function searchConnection(args: Args, ctx: StorefrontContext) {
  const types = (Array.isArray(args.types) ? args.types : ['PRODUCT', 'ARTICLE', 'PAGE']) as Kind[];
  const found = ranked(
    String(args.query ?? ''),
    types,
    args.prefix === 'LAST',
    args.unavailableProducts as string,
    ctx,
  );
  const products = found.flatMap(({ doc }) => (doc.kind === 'PRODUCT' ? [seedProduct(doc.product)] : []));
  const filters = parseFilters(args.productFilters, ctx);
  const kept = filters.groups.length > 0 ? new Set(applyFilters(products, filters)) : null;
  let results = kept ? found.filter(({ doc }) => doc.kind !== 'PRODUCT' || kept.has(seedProduct(doc.product))) : found;
  if (args.sortKey === 'PRICE') {
    const price = ({ doc }: (typeof found)[number]) =>
      doc.kind === 'PRODUCT' ? lowestPrice(seedProduct(doc.product), ctx) : Infinity;
    results = results
      .map((hit) => ({ hit, price: price(hit) }))
      .sort((a, b) => a.price - b.price)
      .map(({ hit }) => hit);
  }
  const result = connection(results, args as ConnectionArgs, {
    node: ({ doc }) => make(doc, ctx),
    key: { id: ({ doc }) => doc.id, value: ({ score }) => score },
  });
  return { ...result, totalCount: results.length, productFilters: () => facets(products, filters, ctx) };
}

// PredictiveSearch's SearchableField → the index's field bits.
const SEARCHABLE: Record<string, string> = {
  TITLE: 'TITLE',
  PRODUCT_TYPE: 'PRODUCT_TYPE',
  VARIANTS_TITLE: 'VARIANTS',
  VARIANTS_SKU: 'VARIANTS',
  VARIANTS_BARCODE: 'VARIANTS',
  VENDOR: 'TAGS',
  TAG: 'TAGS',
  BODY: 'BODY',
  AUTHOR: 'TAGS',
};

function searchableMask(fields: unknown): number {
  if (!Array.isArray(fields) || fields.length === 0) return PREDICTIVE_MASK;
  const names = new Set(fields.map((f) => SEARCHABLE[String(f)]));
  return FIELDS.reduce((mask, f, i) => (names.has(f.name) ? mask | (1 << i) : mask), 0);
}

export function predictiveSearch(args: Args, ctx: StorefrontContext) {
  const query = String(args.query ?? '');
  const limit = Math.min(Math.max(Number(args.limit ?? 10), 1), 10);
  const types = (
    Array.isArray(args.types) ? args.types : ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY']
  ) as Kind[];
  const fields = searchableMask(args.searchableFields);
  const hits = ranked(query, types, true, args.unavailableProducts as string, ctx, fields).map(({ doc }) => doc);
  const take = (kind: Kind) =>
    hits
      .filter((d) => d.kind === kind)
      .slice(0, limit)
      .map((d) => make(d, ctx));
  const terms = words(query);
  const { collectionById } = catalogueIndex();
  const collections = types.includes('COLLECTION')
    ? searchIndex(ctx.languageCode)
        .collections.filter(
          (c) => terms.length > 0 && terms.every((w) => words(c.haystack).some((word) => word.startsWith(w))),
        )
        .slice(0, limit)
        .map((c) => collectionObject(collectionById.get(c.id)!, ctx))
    : [];
  const queries = types.includes('QUERY')
    ? [...new Set(hits.filter((d) => d.kind === 'PRODUCT').map((d) => d.title.toLowerCase()))]
        .slice(0, limit)
        .map((text) => ({
          __typename: 'SearchQuerySuggestion',
          text,
          styledText: text.replace(
            new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi'),
            '<mark>$1</mark>',
          ),
          trackingParameters: null,
        }))
    : [];
  const found = { products: take('PRODUCT'), collections, pages: take('PAGE'), articles: take('ARTICLE'), queries };
  if (args.limitScope === 'EACH') return found;
  // Shopify's default (ALL): `limit` results in all, products first.
  let left = limit;
  const share = <T>(list: T[]) => {
    const kept = list.slice(0, left);
    left -= kept.length;
    return kept;
  };
  return {
    products: share(found.products),
    collections: share(found.collections),
    pages: share(found.pages),
    articles: share(found.articles),
    queries: share(found.queries),
  };
}
