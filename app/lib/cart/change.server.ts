// One validated change to the cart, with Shopify's verdict: a stale cart id is replaced by a new
// cart, a discount code Shopify does not honour is taken off again (checkout never carries a dead
// code), a line over 99 is brought back to 99, and every outcome is worded for the change.
import type { RouterContextProvider } from 'react-router';
import { isInvalidItemError, isMissingCartError, mapUserError, mapWarning, type CartMessage } from './errors';
import type { CartInput } from './input';
import { INVALID_ITEM, MAX_QUANTITY } from './limits';
import { createInput, mutate, mutationName, type CartMutation } from './mutate.server';
import { CLIENT_OR_CART_MISSING, doneNotice, failedNotice, notApplicable, stockLimited } from './notices';
import type { Cart } from './types';
import { MISSING_DATA, unknownMutationError } from './errors';

import { oneLine } from '~/lib/http/upstream.server';

type CartContext = Pick<Readonly<RouterContextProvider>, 'cart' | 'session'>;
type Read = (context: never) => Promise<{ ok: true; cart: Cart | null } | { ok: false }>;

export type CartChangeResult =
  | { ok: true; totalQuantity: number; notice: string; messages: CartMessage[] }
  | { ok: false; status: 400 | 503; message: string; messages: CartMessage[] };

/** Shown when the Storefront API refuses the shop's credentials (spec §8, "on 401"). */
export const UNAUTHORIZED = 'The store could not be reached: authentication with Shopify failed (401).';

const refuse = (message = INVALID_ITEM, messages: CartMessage[] = []): CartChangeResult => ({
  ok: false,
  status: 400,
  message,
  messages,
});

/** All an error says: message and cause (Hydrogen keeps Shopify's answer there), or the value. */
function errorText(error: unknown): string {
  try {
    return error instanceof Error ? `${error.message} ${JSON.stringify(error.cause) ?? ''}` : JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** An upstream failure: the spec's message for the operation, or the 401 message. */
function outage(input: CartInput, error?: unknown): CartChangeResult {
  const unauthorized = /\b401\b|UNAUTHORIZED/.test(errorText(error ?? ''));
  return { ok: false, status: 503, message: unauthorized ? UNAUTHORIZED : failedNotice(input), messages: [] };
}

/**
 * Shopify answered without the change's result (spec §8): no payload at all is missing data; a
 * payload with neither a cart nor a reason is an unknown failure of that mutation. Both are upstream
 * faults: 503, and the session's cart id is untouched (docs/decisions/075).
 */
function brokenAnswer(input: CartInput, result: CartMutation, hadCart: boolean): CartChangeResult {
  const payload = 'cart' in result || 'userErrors' in result;
  const message = payload ? unknownMutationError(mutationName(input, hadCart)) : MISSING_DATA;
  console.warn(`Cart change failed: ${message}`);
  return { ok: false, status: 503, message, messages: [] };
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The discount codes the change leaves on the cart: merged on apply (spec §7), reduced on remove. */
async function nextCodes(context: CartContext, input: CartInput, read: Read): Promise<string[] | null> {
  if (input.intent !== 'discount' && input.intent !== 'discount-remove') return [];
  const current = await read(context as never);
  if (!current.ok) return null;
  const codes = current.cart?.discountCodes.map((d) => d.code) ?? [];
  if (input.intent === 'discount-remove') return codes.filter((c) => !sameCode(c, input.discountCode));
  return [...codes.filter((c) => !sameCode(c, input.discountCode)), input.discountCode];
}

export async function applyChange(
  context: CartContext,
  input: CartInput,
  read: Read,
  forget: () => void,
): Promise<CartChangeResult> {
  try {
    const codes = await nextCodes(context, input, read);
    if (codes === null) return outage(input);
    forget();
    const hadCart = Boolean(context.cart.getCartId());
    let result: CartMutation = await mutate(context, input, codes);
    if (result.errors && !result.cart) return outage(input, result.errors);
    if (result.userErrors?.some(isMissingCartError)) {
      context.session.unset('cartId');
      const create = createInput(input, codes);
      // A change to a cart that is not there (no id, or Shopify no longer knows it): spec §8.
      if (!create) return refuse(CLIENT_OR_CART_MISSING);
      result = await context.cart.create(create);
      if (result.errors && !result.cart) return outage(input, result.errors);
    }
    const userErrors = result.userErrors ?? [];
    if (userErrors.some(isInvalidItemError)) return refuse();
    if (userErrors.length > 0) {
      const messages = userErrors.map(mapUserError);
      return refuse(messages[0]?.message ?? INVALID_ITEM, messages);
    }
    if (!result.cart) return brokenAnswer(input, result, hadCart);
    context.cart.setCartId(result.cart.id);
    return await verdict(context, input, result, codes);
  } catch (error) {
    console.warn(`Cart change failed: ${oneLine(error)}`);
    return outage(input, error);
  }
}

/** What Shopify made of a change it accepted. */
async function verdict(
  context: CartContext,
  input: CartInput,
  result: CartMutation,
  codes: string[],
): Promise<CartChangeResult> {
  const cart = result.cart!;
  let totalQuantity = cart.totalQuantity;
  const messages = (result.warnings ?? []).map((warning) => {
    const mapped = mapWarning(warning);
    if (input.intent !== 'update' || warning.code !== 'MERCHANDISE_NOT_ENOUGH_STOCK') return mapped;
    const line = cart.lines.nodes.find((l) => l.id === input.lineId);
    return line ? { ...mapped, message: stockLimited(line.quantity) } : mapped;
  });
  if (input.intent === 'discount') {
    const applied = cart.discountCodes.find((d) => sameCode(d.code, input.discountCode));
    if (!applied?.applicable) {
      // Shopify keeps a code it does not honour: take it off again, so checkout never carries it.
      const kept = codes.filter((c) => !sameCode(c, input.discountCode));
      const undone: CartMutation = await context.cart.updateDiscountCodes(kept);
      if (!undone.cart) return outage(input, undone.errors);
      return refuse(notApplicable(input.discountCode));
    }
  }
  if (input.intent === 'add') {
    // Adding to a line may pass the per-line limit: bring it back to 99.
    const over = cart.lines.nodes.find((l) => l.merchandise.id === input.merchandiseId && l.quantity > MAX_QUANTITY);
    if (over) {
      const clamped: CartMutation = await context.cart.updateLines([{ id: over.id, quantity: MAX_QUANTITY }]);
      totalQuantity = clamped.cart?.totalQuantity ?? totalQuantity;
    }
  }
  return { ok: true, totalQuantity, notice: doneNotice(input), messages };
}
