// The cart permalink's server side. Over no cart or an empty one it makes a new cart with exactly
// the link's lines (and its discount code), as Shopify's own `/cart/{variant}:{qty}` does; over a
// cart with items the shopper chooses (docs/decisions/cart.md): replace it the same way, or add the
// lines to it (a line stays at most 99, the code joins the cart's codes).
import type { RouterContextProvider } from 'react-router';
import { changeCart } from './cart.server';
import { isInvalidItemError, isMissingCartError, mapUserError, type CartUserError } from './errors';
import { MAX_QUANTITY } from './limits';
import type { PermalinkLines } from './links';
import type { CartMutation } from './mutate.server';
import { cartWarning, type CartNotices } from './notices';
import { oneLine } from '~/lib/http/upstream.server';

type CartContext = Pick<
  Readonly<RouterContextProvider>,
  'cart' | 'session' | 'storefrontCalls' | 'get' | 'set' | 'messages' | 'language' | 'log'
>;

export type PermalinkResult = { ok: true; messages: string[] } | { ok: false; status: 400 | 503; message: string };

const outage = (t: CartNotices): PermalinkResult => ({ ok: false, status: 503, message: t.failedCart });

/** Shopify's refusal of the link's lines (unknown or sold-out variants): 400 with its meaning. */
function refusal(t: CartNotices, userErrors: CartUserError[]): PermalinkResult | null {
  if (userErrors.some(isInvalidItemError)) return { ok: false, status: 400, message: t.invalidItem };
  if (userErrors.length === 0) return null;
  return { ok: false, status: 400, message: userErrors.map(mapUserError)[0]?.message ?? t.invalidItem };
}

/** Shopify's warnings in the page's words (its stock warning is English). */
const warnings = (context: Pick<CartContext, 'messages' | 'language'>, result: CartMutation) =>
  (result.warnings ?? []).map(
    (w) => cartWarning(context.messages.cartNotices, context.language, w, result.cart?.lines.nodes ?? []).message,
  );

export async function createCartFromLink(
  context: Pick<CartContext, 'cart' | 'messages' | 'language' | 'log'>,
  lines: PermalinkLines,
  discountCode: string | null,
): Promise<PermalinkResult> {
  const t = context.messages.cartNotices;
  try {
    const result: CartMutation = await context.cart.create({
      lines,
      ...(discountCode ? { discountCodes: [discountCode] } : {}),
    });
    if (result.errors && !result.cart) return outage(t);
    const refused = refusal(t, result.userErrors ?? []);
    if (refused) return refused;
    if (!result.cart) return { ok: false, status: 400, message: t.invalidItem };
    context.cart.setCartId(result.cart.id);
    return { ok: true, messages: warnings(context, result) };
  } catch (error) {
    context.log.warn(`Cart link failed: ${oneLine(error)}`);
    return outage(t);
  }
}

/** The link's lines added to the session's cart (a new cart when Shopify no longer knows it). */
export async function addLinkToCart(
  context: CartContext,
  lines: PermalinkLines,
  discountCode: string | null,
): Promise<PermalinkResult> {
  const t = context.messages.cartNotices;
  try {
    const result: CartMutation = await context.cart.addLines(lines);
    if (result.errors && !result.cart) return outage(t);
    if (result.userErrors?.some(isMissingCartError)) {
      context.session.unset('cartId');
      return await createCartFromLink(context, lines, discountCode);
    }
    const refused = refusal(t, result.userErrors ?? []);
    if (refused) return refused;
    if (!result.cart) return outage(t);
    context.cart.setCartId(result.cart.id);
    // Adding to a line may pass the per-line limit: bring it back to 99.
    const over = result.cart.lines.nodes.filter((line) => line.quantity > MAX_QUANTITY);
    if (over.length > 0) await context.cart.updateLines(over.map(({ id }) => ({ id, quantity: MAX_QUANTITY })));
    const messages = warnings(context, result);
    if (discountCode) {
      // Merged with the cart's codes, and taken off again when Shopify does not honour it.
      const applied = await changeCart(context, { intent: 'discount', discountCode });
      messages.push(applied.ok ? applied.notice : applied.message);
    }
    return { ok: true, messages };
  } catch (error) {
    context.log.warn(`Cart link failed: ${oneLine(error)}`);
    return outage(t);
  }
}
