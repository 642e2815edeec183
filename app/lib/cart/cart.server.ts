// The cart's lifecycle and every change to it, on top of Hydrogen's cart handler. A stale cart id
// (missing, completed, unknown) is dropped and a new cart made in the visitor's market; an
// upstream failure keeps the id; refused input never reaches Shopify.
import type { CartInput } from './input';
import { applyChange, type CartChangeResult } from './change.server';
import { createInput } from './mutate.server';
import type { Cart } from './types';
import { queryCart, queryCartBadge, type CartBadgeFields } from './read.server';
import { createContext, type RouterContextProvider } from 'react-router';
import { oneLine } from '~/lib/http/upstream.server';
import { plural } from '~/lib/i18n/plural';
import { routeAt } from '~/route-table';

/** What loaders and actions get as `context` (Hydrogen augments React Router's provider). */
export type RouteContext = Readonly<RouterContextProvider>;
type CartContext = Pick<
  RouteContext,
  'cart' | 'session' | 'storefrontCalls' | 'get' | 'set' | 'messages' | 'language' | 'log'
>;
type BadgeContext = CartContext & Pick<RouteContext, 'flash' | 'localePath'>;

export type { CartChangeResult } from './change.server';

/** A failed read keeps the id; `message` is the spec's wording when Shopify's answer lacked its data. */
type ReadResult<T = Cart> = { ok: true; cart: T | null } | { ok: false; message?: string };

// One read per request: the root loader (badge) and the /cart loader share it; a change forgets
// it. It is kept in the request's own context (React Router's typed per-request values).
const cartRead = createContext<Promise<ReadResult> | null>(null);

/** The session's cart, or null when there is none or Shopify no longer knows it (id dropped). */
export function readCart(context: CartContext): Promise<ReadResult> {
  let read = context.get(cartRead);
  if (!read) {
    read = fetchCart(context);
    context.set(cartRead, read);
  }
  return read;
}

function fetchCart(context: CartContext): Promise<ReadResult> {
  return settleRead(context, (storefront, cartId) => queryCart(storefront, cartId));
}

/** One read's answer as the page sees it: a stale id is dropped, a failure keeps it. */
async function settleRead<T extends { id: string }>(
  context: CartContext,
  query: (
    storefront: CartContext['storefrontCalls'],
    cartId: string,
  ) => Promise<{ kind: 'cart'; cart: T | null } | { kind: 'missing-data' }>,
): Promise<ReadResult<T>> {
  const cartId = context.cart.getCartId();
  if (!cartId) return { ok: true, cart: null };
  try {
    const answer = await query(context.storefrontCalls, cartId);
    if (answer.kind === 'missing-data') {
      context.log.warn('Cart read failed: missing data');
      return { ok: false, message: context.messages.cartNotices.missingData };
    }
    const { cart } = answer;
    if (!cart?.id) {
      // Missing, completed or unknown: forget it; the next change creates a new cart.
      context.session.unset('cartId');
      return { ok: true, cart: null };
    }
    return { ok: true, cart };
  } catch (error) {
    context.log.warn(`Cart read failed: ${oneLine(error)}`);
    return { ok: false };
  }
}

/** Whether this change makes a new cart when the session has none (a rate-limited act). */
export function createsCart(context: CartContext, input: CartInput): boolean {
  return !context.cart.getCartId() && createInput(input, []) !== null;
}

/**
 * The badge for the root loader: the count only when the session has a cart, and once, the result
 * of a change made without JavaScript. On the cart and checkout pages it shares their whole read;
 * elsewhere it reads only the count and the customer (docs/decisions/cart.md).
 */
export async function cartBadge(context: BadgeContext, url: Pick<URL, 'pathname'>) {
  const words = context.messages.cart.badge;
  const path = context.localePath('/cart');
  const change = context.flash.get('cartChange');
  // What was done ("Added to cart") apart from the warnings that came with it: the cart page shows
  // the one as a status and the others as alerts.
  const done = change?.notice ?? (change?.added ? context.messages.cartNotices.added : null);
  const messages = change?.messages ?? [];
  const read: ReadResult<CartBadgeFields> = !context.cart.getCartId()
    ? { ok: true, cart: null }
    : routeAt(url.pathname)?.wholeCart
      ? await readCart(context)
      : await settleRead<CartBadgeFields>(context, queryCartBadge);
  if (!read.ok) {
    // Not "0 items": the cart is still there, it could not be read (docs/decisions/upstream-discipline.md).
    const message = [...messages, words.failed].join(' ');
    return { count: 0, label: words.failed, done, message, customer: null, words, path };
  }
  const count = read.cart?.totalQuantity ?? 0;
  return {
    count,
    label: plural(context.language, count, words.itemOne, words.itemOther),
    done,
    message: messages.join(' ') || null,
    customer: cartCustomer(read.cart),
    // The link's and the panel's words and the cart's path, in the page's language.
    words,
    path,
  };
}

/**
 * The customer the cart carries (spec §6: identify only then), for the analytics sender, which
 * reads it from the root loader's data after consent (docs/decisions/consent-and-analytics.md). Null without one.
 */
function cartCustomer(cart: CartBadgeFields | null) {
  const customer = cart?.buyerIdentity.customer;
  if (!customer?.id) return null;
  const { id, email, firstName, lastName } = customer;
  return { id, email: email ?? null, firstName: firstName ?? null, lastName: lastName ?? null };
}

/** Forgets this request's cart read (the session now names another cart). */
export function forgetCartRead(context: CartContext) {
  context.set(cartRead, null);
}

/** Applies one validated change (the read it may need is this module's). */
export function changeCart(context: CartContext, input: CartInput): Promise<CartChangeResult> {
  return applyChange(context, input, readCart, () => context.set(cartRead, null));
}
