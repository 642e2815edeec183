// The cart permalink's server side: a new cart with exactly the link's lines (and its discount
// code), as Shopify's own `/cart/{variant}:{qty}` does; the session's id then names it.
import type { RouterContextProvider } from 'react-router';
import { isInvalidItemError, mapUserError, type CartUserError } from './errors';
import { INVALID_ITEM } from './limits';
import type { PermalinkLines } from './links';
import type { CartMutation } from './mutate.server';
import { FAILED_CART } from './notices';
import { oneLine } from '~/lib/http/upstream.server';

type CartContext = Pick<Readonly<RouterContextProvider>, 'cart'>;

export type PermalinkResult = { ok: true; messages: string[] } | { ok: false; status: 400 | 503; message: string };

export async function createCartFromLink(
  context: CartContext,
  lines: PermalinkLines,
  discountCode: string | null,
): Promise<PermalinkResult> {
  try {
    const result: CartMutation = await context.cart.create({
      lines,
      ...(discountCode ? { discountCodes: [discountCode] } : {}),
    });
    if (result.errors && !result.cart) return { ok: false, status: 503, message: FAILED_CART };
    const userErrors: CartUserError[] = result.userErrors ?? [];
    if (userErrors.some(isInvalidItemError)) return { ok: false, status: 400, message: INVALID_ITEM };
    if (userErrors.length > 0 || !result.cart) {
      return { ok: false, status: 400, message: userErrors.map(mapUserError)[0]?.message ?? INVALID_ITEM };
    }
    context.cart.setCartId(result.cart.id);
    return { ok: true, messages: (result.warnings ?? []).map((w) => w.message) };
  } catch (error) {
    console.warn(`Cart link failed: ${oneLine(error)}`);
    return { ok: false, status: 503, message: FAILED_CART };
  }
}
