// Reads the session's cart with every line: 250 lines a page, the rest through the lines
// connection's cursor (spec §7 "lines up to 250 per page", §9). Shopify's answer without the cart
// field at all is missing data (spec §8), not "no such cart": the id is kept.
import { CacheNone } from '@shopify/hydrogen';
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { CART_LINE_FRAGMENT, CART_QUERY_FRAGMENT } from '~/graphql/cart';
import type { CartBadgeQuery } from 'storefrontapi.generated';
import type { Cart } from './types';

export const CART_LINES_PAGE = 250;

const CART_QUERY = `#graphql
  query CartQuery($cartId: ID!, $numCartLines: Int = 250, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      ...CartApiQuery
    }
  }
  ${CART_QUERY_FRAGMENT}
` as const;

const CART_LINES_PAGE_QUERY = `#graphql
  query CartLinesPage($cartId: ID!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      lines(first: 250, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          ...CartLine
        }
      }
    }
  }
  ${CART_LINE_FRAGMENT}
` as const;

// What the header's badge shows on every other page (count, and the customer the analytics sender
// identifies): the cart's few fields, not its lines (docs/decisions/cart.md).
const CART_BADGE_QUERY = `#graphql
  query CartBadge($cartId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      id
      totalQuantity
      buyerIdentity {
        customer {
          id
          email
          firstName
          lastName
        }
      }
    }
  }
` as const;

/** A cart read: the cart (null: Shopify does not know it), or why there is none to show. */
export type CartReadAnswer = { kind: 'cart'; cart: Cart | null } | { kind: 'missing-data' };

// Shopify refuses more pages than any cart can have lines (its cart limit is 500 lines).
const MAX_PAGES = 20;

export type CartBadgeFields = NonNullable<CartBadgeQuery['cart']>;

/**
 * A cart query's answer read the one way (spec §8): Shopify's errors without a cart throw (an
 * outage), no `cart` field at all is missing data, `cart: null` is a cart Shopify does not know.
 */
function settleAnswer<T>(answer: { cart?: T | null; errors?: { message: string }[] }) {
  if (answer.errors?.length && !answer.cart) throw new Error(answer.errors.map((e) => e.message).join('; '));
  if (!('cart' in answer) || answer.cart === undefined) return { kind: 'missing-data' } as const;
  return { kind: 'cart', cart: answer.cart } as const;
}

/** The badge's read: the same answers as a whole read (cart, null, missing data), without lines. */
export async function queryCartBadge(storefront: StorefrontCalls, cartId: string) {
  return settleAnswer(
    await storefrontQuery(storefront, CART_BADGE_QUERY, {
      variables: { cartId },
      cache: CacheNone(),
      missingData: 'caller',
    }),
  );
}

export async function queryCart(storefront: StorefrontCalls, cartId: string) {
  const first = await storefrontQuery(storefront, CART_QUERY, {
    variables: { cartId, numCartLines: CART_LINES_PAGE },
    cache: CacheNone(),
    missingData: 'caller',
  });
  const answer = settleAnswer(first);
  if (answer.kind === 'missing-data' || !answer.cart) return answer as CartReadAnswer;
  const cart = answer.cart;
  const nodes = [...cart.lines.nodes];
  let page = cart.lines.pageInfo;
  for (let n = 0; page.hasNextPage && page.endCursor && n < MAX_PAGES; n += 1) {
    const next = await storefrontQuery(storefront, CART_LINES_PAGE_QUERY, {
      variables: { cartId, after: page.endCursor },
      cache: CacheNone(),
      missingData: 'caller',
    });
    // A later page that does not come is missing data: a cart shown without some lines is wrong.
    if (!next.cart) return { kind: 'missing-data' } as CartReadAnswer;
    nodes.push(...next.cart.lines.nodes);
    page = next.cart.lines.pageInfo;
  }
  return { kind: 'cart', cart: { ...cart, lines: { pageInfo: page, nodes } } } as CartReadAnswer;
}
