// One validated change to the cart, with Shopify's verdict: a stale cart id is replaced by a new
// cart, a discount code Shopify does not honour is taken off again (checkout never carries a dead
// code), a line over 99 is brought back to 99, and every outcome is worded for the change.
import type { RouterContextProvider } from 'react-router';
import { isInvalidItemError, isMissingCartError, mapUserError, type CartMessage } from './errors';
import type { CartInput } from './input';
import { MAX_QUANTITY } from './limits';
import { createInput, mutate, mutationName, type CartMutation } from './mutate.server';
import { cartWarning, doneNotice, failedNotice, notApplicable, type CartNotices } from './notices';
import type { Cart } from './types';
import { format } from '~/lib/i18n/format';
import { oneLine } from '~/lib/http/upstream.server';

/** The request's cart handler and session, and its language (every message is worded in it). */
type CartContext = Pick<Readonly<RouterContextProvider>, 'cart' | 'session' | 'messages' | 'language' | 'log'>;
type Read = (context: never) => Promise<{ ok: true; cart: Cart | null } | { ok: false }>;

export type CartChangeResult =
  | { ok: true; totalQuantity: number; notice: string; messages: CartMessage[] }
  | { ok: false; status: 400 | 503; message: string; messages: CartMessage[] };

const refuse = (message: string, messages: CartMessage[] = []): CartChangeResult => ({
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

/** An upstream failure: the spec's message for the operation, or the 401 message (spec §8, "on 401"). */
function outage(t: CartNotices, input: CartInput, error?: unknown): CartChangeResult {
  const unauthorized = /\b401\b|UNAUTHORIZED/.test(errorText(error ?? ''));
  return { ok: false, status: 503, message: unauthorized ? t.unauthorized : failedNotice(t, input), messages: [] };
}

/**
 * Shopify answered without the change's result (spec §8): no payload at all is missing data; a
 * payload with neither a cart nor a reason is an unknown failure of that mutation. Both are upstream
 * faults: 503, and the session's cart id is untouched (docs/decisions/upstream-discipline.md).
 */
function brokenAnswer(
  context: CartContext,
  input: CartInput,
  result: CartMutation,
  hadCart: boolean,
): CartChangeResult {
  const t = context.messages.cartNotices;
  const payload = 'cart' in result || 'userErrors' in result;
  const mutation = mutationName(input, hadCart);
  context.log.warn(`Cart change failed: ${payload ? `${mutation}: unknown error` : 'missing data'}`);
  return {
    ok: false,
    status: 503,
    message: payload ? format(t.unknownMutation, { mutation }) : t.missingData,
    messages: [],
  };
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
  const t = context.messages.cartNotices;
  try {
    const codes = await nextCodes(context, input, read);
    if (codes === null) return outage(t, input);
    forget();
    const hadCart = Boolean(context.cart.getCartId());
    let result: CartMutation = await mutate(context, input, codes);
    if (result.errors && !result.cart) return outage(t, input, result.errors);
    if (result.userErrors?.some(isMissingCartError)) {
      context.session.unset('cartId');
      const create = createInput(input, codes);
      // A change to a cart that is not there (no id, or Shopify no longer knows it): spec §8.
      if (!create) return refuse(t.cartMissing);
      result = await context.cart.create(create);
      if (result.errors && !result.cart) return outage(t, input, result.errors);
    }
    const userErrors = result.userErrors ?? [];
    if (userErrors.some(isInvalidItemError)) return refuse(t.invalidItem);
    if (userErrors.length > 0) {
      const messages = userErrors.map(mapUserError);
      return refuse(messages[0]?.message ?? t.invalidItem, messages);
    }
    if (!result.cart) return brokenAnswer(context, input, result, hadCart);
    context.cart.setCartId(result.cart.id);
    return await verdict(context, input, result, codes);
  } catch (error) {
    context.log.warn(`Cart change failed: ${oneLine(error)}`);
    return outage(t, input, error);
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
  const t = context.messages.cartNotices;
  let totalQuantity = cart.totalQuantity;
  const lineId = input.intent === 'update' ? input.lineId : undefined;
  const messages = (result.warnings ?? []).map((warning) =>
    cartWarning(t, context.language, warning, cart.lines.nodes, lineId),
  );
  if (input.intent === 'discount') {
    const applied = cart.discountCodes.find((d) => sameCode(d.code, input.discountCode));
    if (!applied?.applicable) {
      // Shopify keeps a code it does not honour: take it off again, so checkout never carries it.
      const kept = codes.filter((c) => !sameCode(c, input.discountCode));
      const undone: CartMutation = await context.cart.updateDiscountCodes(kept);
      if (!undone.cart) return outage(t, input, undone.errors);
      return refuse(notApplicable(t, input.discountCode));
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
  return { ok: true, totalQuantity, notice: doneNotice(t, input), messages };
}
