// The cart's lifecycle and every change to it, on top of Hydrogen's cart handler. A stale cart id
// (missing, completed, unknown) is dropped and a new cart made in the visitor's market; an
// upstream failure keeps the id; refused input never reaches Shopify.
import type { CartInput } from './input';
import { isInvalidItemError, isMissingCartError, mapUserError, mapWarning, type CartMessage } from './errors';
import { CART_LOAD_ERROR, INVALID_ITEM, MAX_QUANTITY } from './limits';
import type { Cart, MutatedCart } from './types';
import type { CartQueryDataReturn, CartReturn } from '@shopify/hydrogen';
import { createContext, type RouterContextProvider } from 'react-router';
import { oneLine } from '~/lib/http/upstream.server';

/** What loaders and actions get as `context` (Hydrogen augments React Router's provider). */
export type RouteContext = Readonly<RouterContextProvider>;
type CartContext = Pick<RouteContext, 'cart' | 'session' | 'get' | 'set'>;
type BadgeContext = CartContext & Pick<RouteContext, 'flash'>;

/**
 * A change as Hydrogen's cart handler answers it. Its `cart` holds CART_MUTATE_FRAGMENT's fields
 * (the handler types it as the whole Cart) and is null when Shopify refused the change.
 */
type CartMutation = Omit<CartQueryDataReturn, 'cart'> & { cart: MutatedCart | null };

export type CartChangeResult =
  | { ok: true; totalQuantity: number; messages: CartMessage[] }
  | { ok: false; status: 400 | 503; message: string; messages: CartMessage[] };

const outage = (): CartChangeResult => ({ ok: false, status: 503, message: CART_LOAD_ERROR, messages: [] });
const invalid = (message = INVALID_ITEM): CartChangeResult => ({ ok: false, status: 400, message, messages: [] });

type ReadResult = { ok: true; cart: Cart | null } | { ok: false };

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

async function fetchCart(context: CartContext): Promise<ReadResult> {
  if (!context.cart.getCartId()) return { ok: true, cart: null };
  try {
    const cart: CartReturn<Cart> | null = await context.cart.get();
    if (cart && 'errors' in cart && cart.errors && !cart.id) return { ok: false };
    if (!cart?.id) {
      // Missing, completed or unknown: forget it; the next change creates a new cart.
      context.session.unset('cartId');
      return { ok: true, cart: null };
    }
    return { ok: true, cart };
  } catch (error) {
    console.warn(`Cart read failed: ${oneLine(error)}`);
    return { ok: false };
  }
}

/** Cart-creating input for a change that can start a cart; null for changes to lines. */
function createInput(input: CartInput, codes: string[]) {
  switch (input.intent) {
    case 'add':
      return { lines: [{ merchandiseId: input.merchandiseId, quantity: input.quantity }] };
    case 'discount':
      return { discountCodes: codes };
    case 'gift-card':
      return { giftCardCodes: [input.giftCardCode] };
    case 'note':
      return { note: input.note };
    case 'attributes':
      return { attributes: [{ key: input.key, value: input.value }] };
    default:
      return null;
  }
}

async function mutate(context: CartContext, input: CartInput, codes: string[]): Promise<CartMutation> {
  const { cart } = context;
  const hasCart = Boolean(cart.getCartId());
  if (!hasCart) {
    const create = createInput(input, codes);
    return create ? cart.create(create) : { cart: null, userErrors: [{ message: 'no cart', field: ['cartId'] }] };
  }
  switch (input.intent) {
    case 'add':
      return cart.addLines([{ merchandiseId: input.merchandiseId, quantity: input.quantity }]);
    case 'update':
      return input.quantity === 0
        ? cart.removeLines([input.lineId])
        : cart.updateLines([{ id: input.lineId, quantity: input.quantity }]);
    case 'remove':
      return cart.removeLines([input.lineId]);
    case 'discount':
      return cart.updateDiscountCodes(codes);
    case 'gift-card':
      return cart.addGiftCardCodes([input.giftCardCode]);
    case 'note':
      return cart.updateNote(input.note);
    case 'attributes':
      return cart.updateAttributes([{ key: input.key, value: input.value }]);
  }
}

/** Whether this change makes a new cart when the session has none (a rate-limited act). */
export function createsCart(context: CartContext, input: CartInput): boolean {
  return !context.cart.getCartId() && createInput(input, []) !== null;
}

/** Applies one validated change. */
export async function changeCart(context: CartContext, input: CartInput): Promise<CartChangeResult> {
  try {
    let codes: string[] = [];
    if (input.intent === 'discount') {
      // Existing codes are merged, not replaced (spec §7).
      const current = await readCart(context);
      if (!current.ok) return outage();
      codes = [...(current.cart?.discountCodes.map((d) => d.code) ?? []), input.discountCode];
      codes = codes.filter((c, i) => codes.findIndex((o) => o.toLowerCase() === c.toLowerCase()) === i);
    }
    context.set(cartRead, null);
    let result = await mutate(context, input, codes);
    if (result.errors && !result.cart) return outage();
    if (result.userErrors?.some(isMissingCartError)) {
      context.session.unset('cartId');
      const create = createInput(input, codes);
      if (!create) return invalid();
      result = await context.cart.create(create);
      if (result.errors && !result.cart) return outage();
    }
    const userErrors = result.userErrors ?? [];
    if (userErrors.some(isInvalidItemError)) return invalid();
    if (userErrors.length > 0 || !result.cart) {
      const messages = userErrors.map(mapUserError);
      return { ok: false, status: 400, message: messages[0]?.message ?? INVALID_ITEM, messages };
    }
    context.cart.setCartId(result.cart.id);
    const messages = (result.warnings ?? []).map(mapWarning);
    let totalQuantity = result.cart.totalQuantity;
    if (input.intent === 'add') {
      // Adding to a line may pass the per-line limit: bring it back to 99.
      const over = result.cart.lines.nodes.find(
        (l) => l.merchandise.id === input.merchandiseId && l.quantity > MAX_QUANTITY,
      );
      if (over) {
        const clamped: CartMutation = await context.cart.updateLines([{ id: over.id, quantity: MAX_QUANTITY }]);
        totalQuantity = clamped.cart?.totalQuantity ?? totalQuantity;
      }
    }
    return { ok: true, totalQuantity, messages };
  } catch (error) {
    console.warn(`Cart change failed: ${oneLine(error)}`);
    return outage();
  }
}

/**
 * The badge for the root loader: the count only when the session has a cart (shares the cart
 * read), and once, the result of a change made without JavaScript.
 */
export async function cartBadge(context: BadgeContext) {
  const change = context.flash.get('cartChange');
  const messages = [...(change?.added ? ['Added to cart'] : []), ...(change?.messages ?? [])];
  const count = await cartCount(context);
  if (count === null) {
    // Not "0 items": the cart is still there, it could not be read (docs/decisions/026).
    return { count: 0, label: CART_BADGE_FAILED, message: [...messages, CART_BADGE_FAILED].join(' ') };
  }
  return { count, label: `${count} ${count === 1 ? 'item' : 'items'}`, message: messages.join(' ') || null };
}

export const CART_BADGE_FAILED = 'Cart could not be loaded.';

/** The cart's quantity; null when the read failed. */
async function cartCount(context: CartContext): Promise<number | null> {
  if (!context.cart.getCartId()) return 0;
  const read = await readCart(context);
  return read.ok ? (read.cart?.totalQuantity ?? 0) : null;
}
