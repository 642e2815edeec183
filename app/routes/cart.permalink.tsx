// GET /cart/{variantId}:{quantity}[,...]: a cart link (Shopify's permalink form). It builds a new
// cart with exactly those lines (and `?discount=` when given) and goes to /cart, or straight to
// checkout with `?checkout`. Works without JavaScript; bad input is answered 400 with a message.
import { data, redirect } from 'react-router';
import type { Route } from './+types/cart.permalink';
import { pageTitle } from '~/lib/seo/meta';
import { LinkRefused } from '~/components/cart/link-refused';
import { forgetCartRead } from '~/lib/cart/cart.server';
import { INVALID_PERMALINK, parseDiscountCode, parsePermalink } from '~/lib/cart/links';
import { createCartFromLink } from '~/lib/cart/links.server';
import { handOffToCheckout } from '~/lib/checkout/hand-off.server';
import { limitRequest, RATE_LIMITED, RATE_RULES } from '~/lib/http/rate-limit.server';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Cart link') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const lines = parsePermalink(params.lines);
  if (!lines) return data({ message: INVALID_PERMALINK }, { status: 400 });
  const discount = url.searchParams.get('discount');
  const code = discount === null ? null : parseDiscountCode(discount);
  if (discount !== null && !code) return data({ message: INVALID_PERMALINK }, { status: 400 });
  const verdict = await limitRequest(RATE_RULES.cartCreate, request);
  if (!verdict.ok) {
    return data({ message: RATE_LIMITED }, { status: 429, headers: { 'Retry-After': String(verdict.retryAfter) } });
  }
  const result = await createCartFromLink(context, lines, code);
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  forgetCartRead(context);
  if (url.searchParams.has('checkout')) {
    const handOff = await handOffToCheckout(context, request, null);
    if (handOff.kind !== 'empty') return redirect(handOff.url, 303);
  }
  context.flash.set('cartChange', { added: true, messages: result.messages });
  return redirect('/cart', 303);
}

export default function CartLink({ loaderData }: Route.ComponentProps) {
  return <LinkRefused title="Cart link" message={loaderData.message} />;
}
