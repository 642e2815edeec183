// The mock answers what a Hydrogen starter storefront asks (issue 14): queries written here from
// the Storefront schema in the shape of the starter's (header and footer menus, search, predictive
// search, product option encodings, policies), each answered without errors, with the fields the
// starter reads non-null and valid for the schema (the mock executes against Shopify's schema, so
// a value of the wrong type or a null in a non-null field is an error).
import { decodeEncodedVariant } from '@shopify/hydrogen';
import { describe, expect, it } from 'vitest';
import { STORE } from '../support/env';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from './config';

async function graphql(query: string, variables: object = {}) {
  const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary GraphQL shapes
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const MENU_ITEM = `id resourceId tags title type url`;

describe('what a starter storefront asks the mock', () => {
  it('header: shop, brand and the main menu (two levels)', async () => {
    const data = await graphql(
      `query Header($headerMenuHandle: String!, $country: CountryCode) @inContext(country: $country) {
        shop { id name description primaryDomain { url } brand { logo { image { url } } } }
        menu(handle: $headerMenuHandle) { id items { ${MENU_ITEM} items { ${MENU_ITEM} } } }
      }`,
      { headerMenuHandle: 'main-menu', country: 'CH' },
    );
    expect(data.shop.primaryDomain.url).toBe('https://sharkblades.ch');
    expect(data.menu.items.map((i: { title: string }) => i.title)).toEqual(['Shop', 'Stories', 'About']);
    expect(data.menu.items[1].items.map((i: { url: string }) => new URL(i.url).pathname)).toEqual([
      '/stories/blog',
      '/stories/success-stories',
      '/stories/testimonials',
    ]);
  });

  it('footer: the footer menu matches the shop’s quick links; an unknown handle is null', async () => {
    const data = await graphql(
      `query Footer($footerMenuHandle: String!) {
        menu(handle: $footerMenuHandle) { id items { ${MENU_ITEM} items { ${MENU_ITEM} } } }
        none: menu(handle: "no-such-menu") { id }
      }`,
      { footerMenuHandle: 'footer' },
    );
    expect(data.menu.items.map((i: { url: string }) => new URL(i.url).pathname)).toEqual([
      '/shop',
      '/stories/testimonials',
      '/legal/privacy-policy',
      '/legal/refund-policy',
      '/faq',
    ]);
    expect(data.none).toBeNull();
  });

  it('search: products, articles and pages with paging and a total', async () => {
    const query = `query RegularSearch($term: String!, $first: Int, $after: String) {
      articles: search(query: $term, types: [ARTICLE], first: $first) {
        nodes { ... on Article { __typename handle id title trackingParameters } }
      }
      pages: search(query: $term, types: [PAGE], first: $first) {
        nodes { ... on Page { __typename handle id title trackingParameters } }
      }
      products: search(query: $term, types: [PRODUCT], first: $first, after: $after, sortKey: RELEVANCE, unavailableProducts: HIDE) {
        nodes { ... on Product { __typename handle id title vendor selectedOrFirstAvailableVariant { id price { amount currencyCode } } } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        totalCount
      }
    }`;
    const first = await graphql(query, { term: 'blade', first: 2 });
    expect(first.products.nodes).toHaveLength(2);
    expect(first.products.totalCount).toBeGreaterThan(2);
    expect(first.products.pageInfo.hasNextPage).toBe(true);
    expect(first.products.nodes[0].selectedOrFirstAvailableVariant.price.amount).toBeTruthy();
    expect(first.articles.nodes.length).toBeGreaterThan(0);
    const next = await graphql(query, { term: 'blade', first: 2, after: first.products.pageInfo.endCursor });
    expect(next.products.pageInfo.hasPreviousPage).toBe(true);
    expect(next.products.nodes[0].id).not.toBe(first.products.nodes[0].id);
    const none = await graphql(query, { term: 'zzqxv', first: 2 });
    expect(none.products).toMatchObject({ nodes: [], totalCount: 0 });
  });

  it('search ranks a title match above a body match', async () => {
    const data = await graphql(`
      {
        search(query: "goalies", first: 5) {
          nodes {
            ... on Product {
              title
            }
            ... on Article {
              title
            }
            ... on Page {
              title
            }
          }
        }
      }
    `);
    expect(data.search.nodes[0].title).toBe('Sharkblades for Goalies');
  });

  it('predictive search: every list present, the last word matched as a prefix', async () => {
    const data = await graphql(
      `
        query PredictiveSearch(
          $limit: Int!
          $limitScope: PredictiveSearchLimitScope!
          $term: String!
          $types: [PredictiveSearchType!]
        ) {
          predictiveSearch(limit: $limit, limitScope: $limitScope, query: $term, types: $types) {
            articles {
              __typename
              id
              title
              handle
              blog {
                handle
              }
              trackingParameters
            }
            collections {
              __typename
              id
              title
              handle
              trackingParameters
            }
            pages {
              __typename
              id
              title
              handle
              trackingParameters
            }
            products {
              __typename
              id
              title
              handle
              trackingParameters
              selectedOrFirstAvailableVariant {
                id
                price {
                  amount
                  currencyCode
                }
              }
            }
            queries {
              __typename
              text
              styledText
              trackingParameters
            }
          }
        }
      `,
      { limit: 10, limitScope: 'EACH', term: 'shark', types: ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'] },
    );
    const result = data.predictiveSearch;
    expect(result.products[0].title).toBe('Sharkblades');
    expect(result.queries[0].styledText).toContain('<mark>');
    for (const list of ['articles', 'collections', 'pages', 'products', 'queries'])
      expect(Array.isArray(result[list])).toBe(true);
  });

  it('product: option value encodings that Shopify’s decoder reads', async () => {
    const data = await graphql(`
      {
        product(handle: "sharkblades") {
          encodedVariantExistence
          encodedVariantAvailability
          options {
            name
            optionValues {
              name
            }
          }
          adjacentVariants {
            id
          }
          selectedOrFirstAvailableVariant {
            id
          }
        }
      }
    `);
    const { product } = data;
    expect(product.encodedVariantExistence).toMatch(/^v1_/);
    const sizes = product.options[0].optionValues.length;
    const packs = product.options[1].optionValues.length;
    expect(decodeEncodedVariant(product.encodedVariantExistence)).toHaveLength(sizes * packs);
    expect(decodeEncodedVariant(product.encodedVariantAvailability).length).toBeGreaterThan(0);
  });

  it('policies: shipping, privacy, terms and refund, with handles and bodies', async () => {
    const data = await graphql(`
      {
        shop {
          shippingPolicy {
            id
            title
            handle
            body
            url
          }
          privacyPolicy {
            id
            title
            handle
            body
            url
          }
          termsOfService {
            id
            title
            handle
            body
            url
          }
          refundPolicy {
            id
            title
            handle
            body
            url
          }
          contactInformation {
            id
            title
            handle
            body
            url
          }
          paymentSettings {
            currencyCode
            enabledPresentmentCurrencies
          }
        }
      }
    `);
    for (const policy of ['shippingPolicy', 'privacyPolicy', 'termsOfService', 'refundPolicy', 'contactInformation']) {
      expect(data.shop[policy].body.length, policy).toBeGreaterThan(20);
    }
    expect(data.shop.shippingPolicy.handle).toBe('shipping-policy');
  });
});
