// The mock Storefront API keeps Shopify's contract: schema validation, auth, market pricing and
// cart userErrors.
import { describe, expect, it } from 'vitest';
import { STORE } from '../support/env';
import { MOCK_STOREFRONT_PRIVATE_TOKEN, MOCK_STOREFRONT_PUBLIC_TOKEN } from './config';
import { state } from './state';

const SOLD_OUT_VARIANT = 'gid://shopify/ProductVariant/40000000000013';
const AVAILABLE_VARIANT = 'gid://shopify/ProductVariant/40000000000001';

async function graphql(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN,
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary GraphQL shapes
  return { status: response.status, body: (await response.json()) as any };
}

describe('mock Storefront API', () => {
  it('rejects a field that Shopify’s schema lacks, in Shopify’s words', async () => {
    const { status, body } = await graphql('{ product(handle: "sharkblades") { title colourOfTheDay } }');
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      message: "Field 'colourOfTheDay' doesn't exist on type 'Product'",
      extensions: { code: 'undefinedField', typeName: 'Product', fieldName: 'colourOfTheDay' },
    });
  });

  it('answers 401 to a wrong or missing token and accepts the private token', async () => {
    expect((await graphql('{ shop { name } }', {}, { 'x-shopify-storefront-access-token': 'wrong' })).status).toBe(401);
    const noToken = await fetch(`${STORE}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(noToken.status).toBe(401);
    const privateToken = await graphql(
      '{ shop { name } }',
      {},
      { 'x-shopify-storefront-access-token': '', 'shopify-storefront-private-token': MOCK_STOREFRONT_PRIVATE_TOKEN },
    );
    expect(privateToken.body.data.shop.name).toBe('Sharkblades');
  });

  it('prices a product in EUR for country DE, and in CHF by default', async () => {
    const query = `query P($country: CountryCode) @inContext(country: $country) {
      product(handle: "sharkblades") { variants(first: 1) { nodes { price { amount currencyCode } } } }
    }`;
    const de = await graphql(query, { country: 'DE' });
    const ch = await graphql(query, {});
    const dePrice = de.body.data.product.variants.nodes[0].price;
    const chPrice = ch.body.data.product.variants.nodes[0].price;
    expect(chPrice.currencyCode).toBe('CHF');
    expect(dePrice.currencyCode).toBe('EUR');
    // Converted at the fixed rate, then rounded up to a .95 ending.
    expect(dePrice.amount).toMatch(/\.95$/);
    expect(Number(dePrice.amount)).toBeGreaterThan(Number(chPrice.amount));
  });

  it('refuses a sold-out variant with a userError code and creates no cart', async () => {
    const { body } = await graphql(
      `
        mutation Add($lines: [CartLineInput!]) {
          cartCreate(input: { lines: $lines }) {
            cart {
              id
            }
            userErrors {
              code
              field
              message
            }
          }
        }
      `,
      { lines: [{ merchandiseId: SOLD_OUT_VARIANT, quantity: 1 }] },
    );
    expect(body.data.cartCreate.cart).toBeNull();
    expect(body.data.cartCreate.userErrors[0]).toMatchObject({
      code: 'MAXIMUM_EXCEEDED',
      message: expect.stringContaining('sold out'),
    });
    expect(state.carts.size).toBe(0);
  });

  it('keeps a cart: add, update, unknown line, discount codes, gift card, completion', async () => {
    const created = await graphql(
      `mutation { cartCreate(input: { lines: [{ merchandiseId: "${AVAILABLE_VARIANT}", quantity: 2 }] }) {
        cart { id lines(first: 250) { nodes { id quantity } } cost { subtotalAmount { amount currencyCode } } } } }`,
    );
    const cart = created.body.data.cartCreate.cart;
    expect(cart.lines.nodes[0].quantity).toBe(2);
    expect(cart.cost.subtotalAmount.currencyCode).toBe('CHF');

    const unknownLine = await graphql(
      `
        mutation U($id: ID!) {
          cartLinesUpdate(cartId: $id, lines: [{ id: "gid://shopify/CartLine/nope", quantity: 1 }]) {
            cart {
              lines(first: 5) {
                nodes {
                  quantity
                }
              }
            }
            userErrors {
              code
            }
          }
        }
      `,
      { id: cart.id },
    );
    expect(unknownLine.body.data.cartLinesUpdate.userErrors[0].code).toBe('INVALID_MERCHANDISE_LINE');
    expect(unknownLine.body.data.cartLinesUpdate.cart.lines.nodes[0].quantity).toBe(2);

    const codes = await graphql(
      `
        mutation D($id: ID!) {
          cartDiscountCodesUpdate(cartId: $id, discountCodes: ["OCEAN10", "NOTACODE"]) {
            cart {
              discountCodes {
                code
                applicable
              }
              cost {
                subtotalAmount {
                  amount
                }
                totalAmount {
                  amount
                }
              }
            }
          }
        }
      `,
      { id: cart.id },
    );
    const discounted = codes.body.data.cartDiscountCodesUpdate.cart;
    expect(discounted.discountCodes).toEqual([
      { code: 'OCEAN10', applicable: true },
      { code: 'NOTACODE', applicable: false },
    ]);
    expect(Number(discounted.cost.totalAmount.amount)).toBeCloseTo(
      Number(discounted.cost.subtotalAmount.amount) * 0.9,
      2,
    );

    const gift = await graphql(
      `
        mutation G($id: ID!) {
          cartGiftCardCodesUpdate(cartId: $id, giftCardCodes: ["GIFT-SHARK-2026"]) {
            cart {
              appliedGiftCards {
                lastCharacters
                amountUsed {
                  amount
                }
              }
            }
          }
        }
      `,
      { id: cart.id },
    );
    expect(gift.body.data.cartGiftCardCodesUpdate.cart.appliedGiftCards[0]).toMatchObject({
      lastCharacters: '2026',
      amountUsed: { amount: '50.0' },
    });

    const token = /Cart\/([^?]+)/.exec(cart.id)![1]!;
    state.carts.get(token)!.completed = true;
    const afterCompletion = await graphql('query C($id: ID!) { cart(id: $id) { id } }', { id: cart.id });
    expect(afterCompletion.body.data.cart).toBeNull();
  });

  it('lists the available countries with their currencies', async () => {
    const { body } = await graphql('{ localization { availableCountries { isoCode currency { isoCode } } } }');
    const countries = body.data.localization.availableCountries as { isoCode: string; currency: { isoCode: string } }[];
    const byCode = Object.fromEntries(countries.map((c) => [c.isoCode, c.currency.isoCode]));
    expect(byCode).toMatchObject({
      CH: 'CHF',
      US: 'USD',
      DE: 'EUR',
      GB: 'GBP',
      SE: 'SEK',
      JP: 'JPY',
      AE: 'AED',
      SG: 'SGD',
    });
  });
  it('refuses to move a cart to a market that does not sell one of its items (greenly in JP)', async () => {
    const create = await graphql(
      `
        mutation Create($lines: [CartLineInput!]) {
          cartCreate(input: { lines: $lines }) {
            cart {
              id
            }
          }
        }
      `,
      { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/40000000000033', quantity: 1 }] },
    );
    const cartId = create.body.data.cartCreate.cart.id as string;
    const move = (countryCode: string) =>
      graphql(
        `
          mutation Move($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
            cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
              cart {
                cost {
                  totalAmount {
                    currencyCode
                  }
                }
              }
              userErrors {
                code
                message
              }
            }
          }
        `,
        { cartId, buyerIdentity: { countryCode } },
      );
    const refused = (await move('JP')).body.data.cartBuyerIdentityUpdate;
    expect(refused.userErrors[0]).toMatchObject({ code: 'MERCHANDISE_NOT_APPLICABLE' });
    expect(refused.cart.cost.totalAmount.currencyCode).toBe('CHF');
    const moved = (await move('GB')).body.data.cartBuyerIdentityUpdate;
    expect(moved.userErrors).toEqual([]);
    expect(moved.cart.cost.totalAmount.currencyCode).toBe('GBP');
  });
});
