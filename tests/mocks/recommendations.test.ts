// The mock's productRecommendations (docs/decisions/mock-upstreams.md): related by collection and tags, the
// merchant-style complementary list (other types that share a collection), by id or handle, in the
// query's language and market, validated against Shopify's schema like every operation.
import { describe, expect, it } from 'vitest';
import { STORE } from '../support/env';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from './config';

async function graphql(query: string, variables: object = {}) {
  const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<
      string,
      { handle: string; title: string; priceRange: { minVariantPrice: { currencyCode: string } } }[] | null
    >;
    errors?: { message: string }[];
  };
}

const QUERY = `query R($handle: String, $id: ID, $intent: ProductRecommendationIntent, $language: LanguageCode, $country: CountryCode)
  @inContext(language: $language, country: $country) {
  recommended: productRecommendations(productHandle: $handle, productId: $id, intent: $intent) {
    handle title priceRange { minVariantPrice { currencyCode } }
  }
}`;

const handles = (body: Awaited<ReturnType<typeof graphql>>) => body.data?.recommended?.map((p) => p.handle);

describe('productRecommendations in the Storefront mock', () => {
  it('RELATED (the default): the same type first, then what shares collections and tags; never the product', async () => {
    const related = handles(await graphql(QUERY, { handle: 'sharkblades' }));
    expect(related).toEqual(['sharkblades-for-goalies', 'black-ghost', 'oceanice-pro', 'greenly']);
    expect(handles(await graphql(QUERY, { handle: 'sharkblades', intent: 'RELATED' }))).toEqual(related);
  });

  it('COMPLEMENTARY: products of another type that share a collection', async () => {
    const body = await graphql(QUERY, { handle: 'sharkblades', intent: 'COMPLEMENTARY' });
    expect(handles(body)).toEqual(['oceanice-pro', 'greenly']);
  });

  it('by id as by handle; an unknown product is null', async () => {
    const byId = await graphql(QUERY, { id: 'gid://shopify/Product/8000000000001', intent: 'COMPLEMENTARY' });
    expect(byId.errors).toBeUndefined();
    expect(handles(byId)).toEqual(handles(await graphql(QUERY, { handle: 'sharkblades', intent: 'COMPLEMENTARY' })));
    expect((await graphql(QUERY, { handle: 'no-such-blade' })).data?.recommended).toBeNull();
  });

  it('in the query’s language and market', async () => {
    const body = await graphql(QUERY, { handle: 'oceanice-pro', language: 'FR', country: 'DE' });
    const goalies = body.data?.recommended?.find((p) => p.handle === 'sharkblades-for-goalies');
    expect(goalies?.title).toBe('Sharkblades pour gardiens');
    expect(goalies?.priceRange.minVariantPrice.currencyCode).toBe('EUR');
  });

  it('refuses a query outside Shopify’s schema', async () => {
    const body = await graphql(`
      {
        productRecommendations(productHandle: "sharkblades", intent: SIMILAR) {
          id
        }
      }
    `);
    expect(body.errors?.[0]?.message).toMatch(/SIMILAR/);
  });
});
