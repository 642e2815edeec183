// GET /discount/{code}: a marketing link that applies the code (to the cart it creates if there is
// none) and goes on to `redirect=` when that is one of our paths, else home. Works without
// JavaScript; Shopify's verdict on the code is shown once where the shopper lands. /fr/discount/…
// says it in French and lands in French (`redirect=/shop` → /fr/shop; a path that names its
// language keeps it).
import { data, redirect } from 'react-router';
import type { Route } from './+types/discount';
import { pageTitle } from '~/lib/seo/meta';
import { LinkRefused } from '~/components/cart/link-refused';
import { changeCart, createsCart } from '~/lib/cart/cart.server';
import { parseDiscountCode } from '~/lib/cart/links';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { limitRequest, RATE_LIMITED, RATE_RULES } from '~/lib/http/rate-limit.server';
import { MAIN_LANGUAGE, splitLanguage } from '~/lib/i18n/languages';
import { sections } from '~/lib/i18n/messages/index.server';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.messages.cartLink.discountPageTitle ?? '') },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const messages = sections(context.messages, 'cartLink');
  const code = parseDiscountCode(params.code);
  if (!code) return data({ message: messages.cartLink.invalidDiscount, messages }, { status: 400 });
  const input = { intent: 'discount', discountCode: code } as const;
  if (createsCart(context, input)) {
    const verdict = await limitRequest(RATE_RULES.cartCreate, request);
    if (!verdict.ok) {
      const headers = { 'Retry-After': String(verdict.retryAfter) };
      return data({ message: RATE_LIMITED, messages }, { status: 429, headers });
    }
  }
  const result = await changeCart(context, input);
  if (!result.ok && result.status !== 400)
    return data({ message: result.message, messages }, { status: result.status });
  // Applied or refused by Shopify: either way the shopper goes on and is told once.
  context.flash.set('cartChange', {
    added: false,
    notice: result.ok ? result.notice : undefined,
    messages: result.ok ? result.messages.map((m) => m.message) : [result.message],
  });
  const target = new URL(safeRedirectPath(url.searchParams.get('redirect'), '/'), url.origin);
  // A spec path goes on in the link's language; a path that names its own language keeps it.
  const { language, path } = splitLanguage(target.pathname);
  const pathname = language === MAIN_LANGUAGE ? context.localePath(path) : target.pathname;
  return redirect(pathname + target.search + target.hash, 303);
}

export default function DiscountLink({ loaderData }: Route.ComponentProps) {
  const { cartLink } = loaderData.messages;
  return <LinkRefused title={cartLink.discountTitle} message={loaderData.message} words={cartLink} />;
}
