// The mock Storefront API's cart buyer and the answer faults keep Shopify's contract: a customer
// only through a valid customer access token, delivery addresses validated with Shopify's codes,
// lines paged by 250, and the `no-cart` / `no-data` faults.
import { describe, expect, it } from 'vitest';
import { STORE } from '../support/env';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from './config';
import { setFault } from './faults';
import { nextId, state } from './state';

async function graphql(query: string, variables: object = {}) {
  const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary GraphQL shapes
  return (await response.json()) as any;
}

async function newCart(): Promise<string> {
  const body = await graphql(`
    mutation {
      cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/40000000000001" }] }) {
        cart {
          id
        }
      }
    }
  `);
  return body.data.cartCreate.cart.id as string;
}

const SIGN_IN = `mutation SignIn($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
  cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
    cart { buyerIdentity { email customer { id email firstName lastName } } }
    userErrors { code field message }
  }
}`;

const ADDRESSES = `mutation Ship($cartId: ID!, $addresses: [CartSelectableAddressInput!]!) {
  cartDeliveryAddressesReplace(cartId: $cartId, addresses: $addresses) {
    cart { delivery { addresses(selected: true) { selected address { ... on CartDeliveryAddress { address1 zip countryCode } } } } }
    userErrors { code field message }
  }
}`;

const address = (fields: Record<string, string>) => ({
  address: {
    deliveryAddress: { address1: 'Seestrasse 12', city: 'Rapperswil-Jona', zip: '8640', countryCode: 'CH', ...fields },
  },
  selected: true,
});

describe('mock cart buyer', () => {
  it('puts a customer on the cart for a valid customer access token only', async () => {
    const cartId = await newCart();
    const refused = (await graphql(SIGN_IN, { cartId, buyerIdentity: { customerAccessToken: 'forged' } })).data
      .cartBuyerIdentityUpdate;
    expect(refused.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['buyerIdentity', 'customerAccessToken'],
        message: 'Customer access token is invalid.',
      },
    ]);
    expect(refused.cart.buyerIdentity.customer).toBeNull();
    const signed = (
      await graphql(SIGN_IN, { cartId, buyerIdentity: { customerAccessToken: '5b1d0c3e9f8a47b2a6c4e0d1f2a3b4c5' } })
    ).data.cartBuyerIdentityUpdate;
    expect(signed.userErrors).toEqual([]);
    expect(signed.cart.buyerIdentity).toEqual({
      email: 'ana.keller@example.ch',
      customer: {
        id: 'gid://shopify/Customer/7100000000001',
        email: 'ana.keller@example.ch',
        firstName: 'Ana',
        lastName: 'Keller',
      },
    });
  });

  it('validates delivery addresses with Shopify’s codes and keeps the cart as it was on a refusal', async () => {
    const cartId = await newCart();
    const codes = async (fields: Record<string, string>) =>
      (
        await graphql(ADDRESSES, { cartId, addresses: [address(fields)] })
      ).data.cartDeliveryAddressesReplace.userErrors.map((e: { code: string }) => e.code);
    expect(await codes({ address1: '' })).toEqual(['ADDRESS_FIELD_IS_REQUIRED']);
    expect(await codes({ address1: '<b>x</b>' })).toEqual(['ADDRESS_FIELD_CONTAINS_HTML_TAGS']);
    expect(await codes({ address2: 'see https://x.example' })).toEqual(['ADDRESS_FIELD_CONTAINS_URL']);
    expect(await codes({ city: 'x'.repeat(256) })).toEqual(['ADDRESS_FIELD_IS_TOO_LONG']);
    expect(await codes({ zip: '86400' })).toEqual(['INVALID_ZIP_CODE_FOR_COUNTRY']);
    expect(await codes({ countryCode: 'BR', zip: '1' })).toEqual(['INVALID']);
    const two = await graphql(ADDRESSES, { cartId, addresses: [address({}), address({})] });
    expect(two.data.cartDeliveryAddressesReplace.userErrors[0].code).toBe('ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED');
    expect([...state.carts.values()][0]!.deliveryAddresses).toBeUndefined();
    const ok = (await graphql(ADDRESSES, { cartId, addresses: [address({})] })).data.cartDeliveryAddressesReplace;
    expect(ok.userErrors).toEqual([]);
    expect(ok.cart.delivery.addresses).toEqual([
      { selected: true, address: { address1: 'Seestrasse 12', zip: '8640', countryCode: 'CH' } },
    ]);
  });

  it('pages a cart’s lines by at most 250 with cursors', async () => {
    const cartId = await newCart();
    const cart = [...state.carts.values()][0]!;
    for (let i = 0; i < 300; i += 1) {
      cart.lines.push({
        id: nextId(),
        variantId: '40000000000003',
        quantity: 1,
        attributes: [{ key: 'n', value: `${i}` }],
      });
    }
    const page = async (after: string | null) =>
      (
        await graphql(
          `
            query Lines($cartId: ID!, $after: String) {
              cart(id: $cartId) {
                lines(first: 250, after: $after) {
                  pageInfo {
                    hasNextPage
                    endCursor
                  }
                  nodes {
                    id
                  }
                }
              }
            }
          `,
          { cartId, after },
        )
      ).data.cart.lines;
    const first = await page(null);
    expect(first.nodes).toHaveLength(250);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page(first.pageInfo.endCursor);
    expect(second.nodes).toHaveLength(51);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const tooMany = await graphql(
      `
        query L($cartId: ID!) {
          cart(id: $cartId) {
            lines(first: 251) {
              nodes {
                id
              }
            }
          }
        }
      `,
      {
        cartId,
      },
    );
    expect(tooMany.errors[0].message).toContain('max page size');
  });

  it('answer faults: no-cart empties a mutation’s payload, no-data drops the cart fields, the rest answers', async () => {
    const cartId = await newCart();
    setFault({ upstream: 'storefront', mode: 'no-cart' });
    const note = await graphql(
      `
        mutation N($cartId: ID!) {
          cartNoteUpdate(cartId: $cartId, note: "hi") {
            cart {
              id
            }
            userErrors {
              code
            }
          }
        }
      `,
      { cartId },
    );
    expect(note.data.cartNoteUpdate).toEqual({ cart: null, userErrors: [], warnings: [] });
    const read = await graphql(
      `
        query C($cartId: ID!) {
          cart(id: $cartId) {
            id
          }
          shop {
            name
          }
        }
      `,
      { cartId },
    );
    expect(read.data.cart.id).toBe(cartId);
    setFault({ upstream: 'storefront', mode: 'no-data' });
    const missing = await graphql(
      `
        query C($cartId: ID!) {
          cart(id: $cartId) {
            id
          }
          shop {
            name
          }
        }
      `,
      { cartId },
    );
    expect(missing.data).toEqual({ shop: { name: expect.any(String) } });
    expect(missing.errors).toBeUndefined();
  });
});
