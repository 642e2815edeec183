// GET /discount/{code}: a marketing link that applies the code (to the cart it creates if there is
// none) and goes on to `redirect=` when that is one of our paths, else home. Works without
// JavaScript; Shopify's verdict on the code is shown once where the shopper lands.
import { data, redirect } from 'react-router';
import type { Route } from './+types/discount';
import { pageTitle } from '~/lib/seo/meta';
import { LinkRefused } from '~/components/cart/link-refused';
import { changeCart, createsCart } from '~/lib/cart/cart.server';
import { INVALID_DISCOUNT_LINK, parseDiscountCode } from '~/lib/cart/links';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { limitRequest, RATE_LIMITED, RATE_RULES } from '~/lib/http/rate-limit.server';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Discount') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const code = parseDiscountCode(params.code);
  if (!code) return data({ message: INVALID_DISCOUNT_LINK }, { status: 400 });
  const input = { intent: 'discount', discountCode: code } as const;
  if (createsCart(context, input)) {
    const verdict = await limitRequest(RATE_RULES.cartCreate, request);
    if (!verdict.ok) {
      return data({ message: RATE_LIMITED }, { status: 429, headers: { 'Retry-After': String(verdict.retryAfter) } });
    }
  }
  const result = await changeCart(context, input);
  if (!result.ok && result.status !== 400) return data({ message: result.message }, { status: result.status });
  // Applied or refused by Shopify: either way the shopper goes on and is told once.
  context.flash.set('cartChange', {
    added: false,
    notice: result.ok ? result.notice : undefined,
    messages: result.ok ? result.messages.map((m) => m.message) : [result.message],
  });
  const target = safeRedirectPath(url.searchParams.get('redirect'), '/');
  return redirect(target, 303);
}

export default function DiscountLink({ loaderData }: Route.ComponentProps) {
  return <LinkRefused title="Discount link" message={loaderData.message} />;
}
