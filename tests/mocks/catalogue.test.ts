// The scalable mock catalogue (issue 32): generated at any size, deterministic from a seed number,
// paged, sorted, filtered and searched as Shopify's Storefront API does, fast at 5,000 products.
import { describe, expect, it } from 'vitest';
import { STORE } from '../support/env';
import { withCatalogue } from '../support/catalogue';
import { MOCK_ADMIN_TOKEN, MOCK_STOREFRONT_PUBLIC_TOKEN } from './config';
import { generateCatalogue } from './storefront/seed/generate';
import { products as handWritten } from './storefront/seed/products';
import { catalogueSettingsFrom, seed } from './storefront/seed';

async function graphql(query: string, variables: object = {}) {
  const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary GraphQL shapes
  return (await response.json()) as any;
}

interface Node {
  id: string;
  handle: string;
  title: string;
}

const PAGE = `pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id handle title } }`;
const PRODUCTS = `query P($first: Int, $last: Int, $after: String, $before: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
  products(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey, reverse: $reverse) { ${PAGE} }
}`;
const collectionQuery = (
  facets: boolean,
) => `query C($handle: String!, $first: Int, $after: String, $filters: [ProductFilter!],
  $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $country: CountryCode) @inContext(country: $country) {
  collection(handle: $handle) {
    products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      ${PAGE}
      ${facets ? 'filters { id label type values { id label count input } }' : ''}
    }
  }
}`;
const COLLECTION = collectionQuery(true);

/** Every product of a collection with these filters, following the cursors 250 at a time; the first page's facets. */
async function everyProduct(handle: string, filters: object[] = [], extra: object = {}) {
  const found: Node[] = [];
  let after: string | null = null;
  let facets: Facet[] = [];
  for (;;) {
    const body = await graphql(collectionQuery(after === null), { handle, first: 250, after, filters, ...extra });
    const page = body.data.collection.products;
    facets = page.filters ?? facets;
    found.push(...page.edges.map((e: { node: Node }) => e.node));
    if (!page.pageInfo.hasNextPage) return { found, facets };
    after = page.pageInfo.endCursor;
  }
}

interface Facet {
  id: string;
  label: string;
  type: string;
  values: { id: string; label: string; count: number; input: string }[];
}

describe('the generated catalogue', () => {
  it('keeps the hand-written five alone at the default size, and refuses a size below it', () => {
    expect(seed.products).toBe(handWritten);
    expect(catalogueSettingsFrom({})).toEqual({ size: 5, seed: 1 });
    expect(catalogueSettingsFrom({ MOCK_CATALOGUE_SIZE: '5000', MOCK_CATALOGUE_SEED: '7' })).toEqual({
      size: 5000,
      seed: 7,
    });
    expect(() => catalogueSettingsFrom({ MOCK_CATALOGUE_SIZE: '3' })).toThrow(/MOCK_CATALOGUE_SIZE/);
    expect(() => catalogueSettingsFrom({ MOCK_CATALOGUE_SIZE: 'many' })).toThrow(/MOCK_CATALOGUE_SIZE/);
  });

  it('is the same catalogue for the same seed number, another for another, and grows by appending', () => {
    const a = generateCatalogue(1_000, 7, handWritten);
    const b = generateCatalogue(1_000, 7, handWritten);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    const other = generateCatalogue(1_000, 8, handWritten);
    expect(other.products.map((p) => p.handle)).not.toEqual(a.products.map((p) => p.handle));
    const smaller = generateCatalogue(300, 7, handWritten);
    expect(JSON.stringify(smaller.products)).toBe(JSON.stringify(a.products.slice(0, 300)));
  });
});

describe('at 5,000 products', () => {
  withCatalogue({ size: 5000 });

  it('has believable products with options, variants, images, market prices and Admin inventory', async () => {
    const summary = await (await fetch(`${STORE}/__mock/catalogue`)).json();
    expect(summary).toMatchObject({ size: 5000, products: 5000 });
    expect(summary.collections).toBeGreaterThan(400);
    expect(summary.articles).toBeGreaterThan(150);
    const generated = seed.products[5]!;
    const query = `query P($handle: String!, $country: CountryCode) @inContext(country: $country) {
      product(handle: $handle) { title productType vendor options { name values } featuredImage { url width }
        variants(first: 250) { nodes { id price { amount currencyCode } } } collections(first: 5) { nodes { handle } } }
    }`;
    const ch = (await graphql(query, { handle: generated.handle })).data.product;
    const de = (await graphql(query, { handle: generated.handle, country: 'DE' })).data.product;
    expect(ch.title).toBe(generated.title);
    expect(ch.options[0].values.length).toBeGreaterThan(1);
    expect(ch.variants.nodes.length).toBe(generated.variants.length);
    expect(ch.variants.nodes[0].price.currencyCode).toBe('CHF');
    expect(de.variants.nodes[0].price.currencyCode).toBe('EUR');
    expect(ch.featuredImage.url).toMatch(/\/cdn\/shop\/files\/.+\.jpg$/);
    expect(ch.collections.nodes.map((c: { handle: string }) => c.handle)).toContain('full-range');
    expect((await fetch(ch.featuredImage.url)).headers.get('content-type')).toBe('image/jpeg');

    const admin = await fetch(`${STORE}/admin/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': MOCK_ADMIN_TOKEN },
      body: JSON.stringify({
        query: `query V($id: ID!) { productVariant(id: $id) { inventoryItem { inventoryLevels(first: 5) { nodes {
          location { name } quantities(names: ["available"]) { quantity } } } } } }`,
        variables: { id: `gid://shopify/ProductVariant/${seed.products.at(-1)!.variants[0]!.id}` },
      }),
    }).then((r) => r.json());
    expect(admin.data.productVariant.inventoryItem.inventoryLevels.nodes).toHaveLength(2);
  });

  it('pages through every product with opaque cursors, forward and back, 250 at most', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const { data } = await graphql(PRODUCTS, { first: 250, after });
      pages += 1;
      expect(data.products.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...data.products.edges.map((e: { node: Node }) => e.node.id));
      if (!data.products.pageInfo.hasNextPage) break;
      after = data.products.pageInfo.endCursor;
    }
    expect(pages).toBe(20);
    expect(new Set(seen).size).toBe(5000);
    // Shopify's cursor: base64 of {"last_id":…,"last_value":…}.
    expect(JSON.parse(Buffer.from(after!, 'base64').toString())).toMatchObject({ last_id: expect.any(Number) });

    const tail = (await graphql(PRODUCTS, { last: 10 })).data.products;
    expect(tail.edges.map((e: { node: Node }) => e.node.id)).toEqual(seen.slice(-10));
    const before = (await graphql(PRODUCTS, { last: 5, before: tail.pageInfo.startCursor })).data.products;
    expect(before.edges.map((e: { node: Node }) => e.node.id)).toEqual(seen.slice(-15, -10));
    expect(before.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });

    const tooMany = await graphql(PRODUCTS, { first: 251 });
    expect(tooMany.errors[0].message).toMatch(/max page size \(250\)/);
    const bogus = await graphql(PRODUCTS, { first: 10, after: 'ZZ' });
    expect(bogus.errors[0].message).toMatch(/Invalid cursor/);
    const unknown = Buffer.from(JSON.stringify({ last_id: 1, last_value: 'x' })).toString('base64');
    expect((await graphql(PRODUCTS, { first: 10, after: unknown })).errors[0].message).toMatch(/Invalid cursor/);
  });

  it('sorts products by price, title, best selling, newest, and reverses', async () => {
    const prices = async (sortKey: string, reverse = false) => {
      const { data } = await graphql(
        `
          query S($sortKey: ProductSortKeys, $reverse: Boolean) {
            products(first: 250, sortKey: $sortKey, reverse: $reverse) {
              nodes {
                title
                createdAt
                priceRange {
                  minVariantPrice {
                    amount
                  }
                }
              }
            }
          }
        `,
        { sortKey, reverse },
      );
      return data.products.nodes as {
        title: string;
        createdAt: string;
        priceRange: { minVariantPrice: { amount: string } };
      }[];
    };
    const cheap = (await prices('PRICE')).map((p) => Number(p.priceRange.minVariantPrice.amount));
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await prices('PRICE', true)).map((p) => Number(p.priceRange.minVariantPrice.amount));
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    expect(dear[0]).toBeGreaterThan(cheap.at(-1)!);
    const titles = (await prices('TITLE')).map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    const newest = (await prices('CREATED_AT', true)).map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const best = (await prices('BEST_SELLING')).map((p) => p.title);
    expect(best.slice(0, 5)).not.toEqual(titles.slice(0, 5));

    // A collection's default order is the merchant's: New arrivals, newest first.
    const arrivals = (await graphql(COLLECTION, { handle: 'new-arrivals', first: 48 })).data.collection.products;
    const ids = arrivals.edges.map((e: { node: Node }) => e.node.id);
    const created = ids.map(
      (id: string) => seed.products.find((p) => `gid://shopify/Product/${p.id}` === id)!.createdAt,
    );
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters a collection (AND between kinds, OR within one) and counts facets as Shopify does', async () => {
    const all = await everyProduct('every-runner');
    const size = all.facets.find((f) => f.id === 'filter.v.option.size')!;
    expect(all.facets.map((f) => f.id)).toEqual(
      expect.arrayContaining(['filter.v.availability', 'filter.v.price', 'filter.p.product_type', 'filter.p.vendor']),
    );
    expect(all.facets.find((f) => f.id === 'filter.v.availability')!.values[0]).toMatchObject({
      id: 'filter.v.availability.1',
      label: 'In stock',
      input: '{"available":true}',
    });
    expect(all.facets.find((f) => f.id === 'filter.v.price')).toMatchObject({
      type: 'PRICE_RANGE',
      values: [{ id: 'filter.v.price', count: 0, input: expect.stringMatching(/^\{"price":\{"min":0,"max":\d+/) }],
    });
    const s272 = size.values.find((v) => v.label === '272 mm')!;
    expect(s272).toMatchObject({
      id: 'filter.v.option.size.272-mm',
      input: '{"variantOption":{"name":"size","value":"272 mm"}}',
    });

    // Each value's count is what choosing it gives, with the other kinds' filters applied.
    const inStock = [{ available: true }];
    const withStock = await everyProduct('every-runner', inStock);
    const stockedSizes = withStock.facets.find((f) => f.id === 'filter.v.option.size')!;
    for (const value of stockedSizes.values.slice(0, 3)) {
      const chosen = await everyProduct('every-runner', [...inStock, JSON.parse(value.input)]);
      expect(chosen.found.length).toBe(value.count);
    }
    // Both filters on one and the same variant: a 272 mm variant that is in stock.
    const chosen = await graphql(
      `
        query C($filters: [ProductFilter!]) {
          collection(handle: "every-runner") {
            products(first: 100, filters: $filters) {
              nodes {
                variants(first: 250) {
                  nodes {
                    availableForSale
                    selectedOptions {
                      name
                      value
                    }
                  }
                }
              }
            }
          }
        }
      `,
      { filters: [...inStock, JSON.parse(s272.input)] },
    );
    expect(chosen.data.collection.products.nodes.length).toBeGreaterThan(0);
    for (const product of chosen.data.collection.products.nodes) {
      const variants = product.variants.nodes as { availableForSale: boolean; selectedOptions: { value: string }[] }[];
      expect(variants.some((v) => v.availableForSale && v.selectedOptions.some((o) => o.value === '272 mm'))).toBe(
        true,
      );
    }
    // OR within a kind: two sizes give at least as many as either; choosing a size keeps the others' counts.
    const s280 = size.values.find((v) => v.label === '280 mm')!;
    const either = await everyProduct('every-runner', [JSON.parse(s272.input), JSON.parse(s280.input)]);
    expect(either.found.length).toBeGreaterThanOrEqual(Math.max(s272.count, s280.count));
    expect(either.found.length).toBeLessThanOrEqual(s272.count + s280.count);
    expect(either.facets.find((f) => f.id === 'filter.v.option.size')!.values).toEqual(size.values);

    // Price in the market's currency; product type, brand and tag.
    const euros = await everyProduct('every-runner', [{ price: { min: 100, max: 200 } }], { country: 'DE' });
    expect(euros.found.length).toBeGreaterThan(0);
    expect(euros.found.length).toBeLessThan(all.found.length);
    const goalie = await everyProduct('every-runner', [{ tag: 'goalie' }, { productVendor: 'Sharkblades' }]);
    expect(goalie.found.length).toBe(
      all.facets.find((f) => f.id === 'filter.p.tag')!.values.find((v) => v.label === 'goalie')!.count,
    );
    const none = await everyProduct('every-runner', [{ productType: 'Snowboards' }]);
    expect(none.found).toEqual([]);
  });

  it('keeps a cursor from the unfiltered list valid when filters narrow it', async () => {
    const first = (await graphql(COLLECTION, { handle: 'every-runner', first: 3 })).data.collection.products;
    const after = first.pageInfo.endCursor;
    const narrowed = await graphql(COLLECTION, {
      handle: 'every-runner',
      first: 5,
      after,
      filters: [{ available: false }],
    });
    expect(narrowed.errors).toBeUndefined();
    expect(narrowed.data.collection.products.edges.length).toBe(5);
  });

  it('searches the whole catalogue with an index: totals, paging, product filters and facets', async () => {
    const SEARCH = `query S($query: String!, $first: Int, $after: String, $filters: [ProductFilter!], $sortKey: SearchSortKeys) {
      search(query: $query, first: $first, after: $after, types: [PRODUCT, ARTICLE], productFilters: $filters, sortKey: $sortKey) {
        totalCount pageInfo { hasNextPage endCursor }
        nodes { __typename ... on Product { title availableForSale } ... on Article { title } }
        productFilters { id values { label count input } }
      }
    }`;
    const { data } = await graphql(SEARCH, { query: 'glacier runners', first: 20 });
    expect(data.search.totalCount).toBeGreaterThan(20);
    expect(data.search.nodes[0].title).toMatch(/Glacier .*Runner/);
    const next = (await graphql(SEARCH, { query: 'glacier runners', first: 20, after: data.search.pageInfo.endCursor }))
      .data;
    expect(next.search.nodes[0].title).not.toBe(data.search.nodes[0].title);
    const available = data.search.productFilters.find((f: { id: string }) => f.id === 'filter.v.availability');
    const inStock = available.values.find((v: { label: string }) => v.label === 'In stock');
    const filtered = (await graphql(SEARCH, { query: 'glacier runners', first: 250, filters: [{ available: true }] }))
      .data;
    const products = filtered.search.nodes.filter((n: { __typename: string }) => n.__typename === 'Product');
    const stories = filtered.search.nodes.length - products.length;
    // Variant titles are searched too ("Glacier White"): more than a page can match, articles with them.
    expect(filtered.search.totalCount - stories).toBeGreaterThanOrEqual(inStock.count);
    expect(products.length).toBe(Math.min(inStock.count, 250 - stories));
    expect(products.every((p: { availableForSale: boolean }) => p.availableForSale)).toBe(true);

    const predictive = (
      await graphql(`
        {
          predictiveSearch(query: "matterh", limit: 5, limitScope: EACH) {
            products {
              title
            }
            collections {
              handle
            }
            queries {
              text
            }
          }
        }
      `)
    ).data.predictiveSearch;
    expect(predictive.products).toHaveLength(5);
    expect(predictive.products[0].title).toMatch(/^Matterhorn/);
    expect(predictive.collections[0].handle).toMatch(/^matterhorn-/);
  });
});

describe('the catalogue over HTTP (dev, preview, e2e)', () => {
  it('changes size with POST /__mock/catalogue and returns to the start with /__mock/reset', async () => {
    const post = (path: string, body?: object) =>
      fetch(`${STORE}/__mock/${path}`, { method: 'POST', body: body && JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }));
    expect((await post('catalogue', { size: 2 })).status).toBe(400);
    const grown = await post('catalogue', { size: 500 });
    expect(grown.body).toMatchObject({ size: 500, products: 500 });
    expect(seed.products).toHaveLength(500);
    await post('reset');
    expect(seed.products).toBe(handWritten);
  });
});
