// GET /discount/{code}: a marketing link that applies the code (to the cart it creates if there is
// none) and goes on to `redirect=` when that is one of our paths, else home. Opened from another
// site over a cart with items, it asks first (apply or keep, posted back here and answered with a
// 303), as the cart link does (docs/decisions/cart.md): another site cannot change a shopper's cart.
// Works without JavaScript; Shopify's verdict on the code is shown once where the shopper lands.
// /fr/discount/… says it in French and lands in French (`redirect=/shop` → /fr/shop; a path that
// names its language keeps it).
import { createContext, data, redirect } from 'react-router';
import type { Route } from './+types/discount';
import { pageTitle } from '~/lib/seo/meta';
import { DiscountChoice } from '~/components/cart/discount-choice';
import { LinkRefused } from '~/components/cart/link-refused';
import { changeCart, createsCart, readCart, type RouteContext } from '~/lib/cart/cart.server';
import { parseDiscountChoice, parseDiscountCode } from '~/lib/cart/links';
import { readForm } from '~/lib/http/body.server';
import { isCrossSite } from '~/lib/http/request-guard.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { limitRequest, RATE_LIMITED, RATE_RULES, visitorPageHeaders } from '~/lib/http/rate-limit.server';
import { MAIN_LANGUAGE, splitLanguage } from '~/lib/i18n/languages';
import { sections } from '~/lib/i18n/messages/index.server';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.messages.cartLink.discountPageTitle ?? '') },
  { name: 'robots', content: 'noindex' },
];

/** The question and the refusals are this visitor's. */
export const headers: Route.HeadersFunction = visitorPageHeaders;

const words = (context: RouteContext) => sections(context.messages, 'cartLink');

const refused = (context: RouteContext, status: number, message: string, headers?: HeadersInit) =>
  data({ ask: null, message, messages: words(context) }, { status, headers });

// Set by the action: the loaders that render its 400 page must not follow the link themselves.
const answered = createContext(false);

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (context.get(answered)) return { ask: null, message: '', messages: words(context) };
  const code = parseDiscountCode(params.code);
  if (!code) return refused(context, 400, context.messages.cartLink.invalidDiscount);
  if (isCrossSite(request, [])) {
    const read = await readCart(context);
    // The cart may hold items that could not be read: ask again later rather than change it.
    if (!read.ok) return refused(context, 503, read.message ?? context.messages.cartNotices.failedCart);
    if (read.cart && read.cart.totalQuantity > 0) {
      return { ask: { code, action: url.pathname + url.search }, message: null, messages: words(context) };
    }
  }
  return apply(context, request, url, code);
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  context.set(answered, true);
  const code = parseDiscountCode(params.code);
  if (!code) return refused(context, 400, context.messages.cartLink.invalidDiscount);
  const choice = parseDiscountChoice(await readForm(request));
  if (!choice) return refused(context, 400, context.messages.cartLink.invalidDiscountChoice);
  if (choice === 'apply') return apply(context, request, url, code);
  context.flash.set('cartChange', { added: false, notice: context.messages.cartLink.kept, messages: [] });
  return redirect(landing(context, url), 303);
}

/** Applies the code (to a new cart without one), then the link's page, where Shopify's verdict shows once. */
async function apply(context: RouteContext, request: Request, url: URL, code: string) {
  const input = { intent: 'discount', discountCode: code } as const;
  if (createsCart(context, input)) {
    const verdict = await limitRequest(RATE_RULES.cartCreate, request);
    if (!verdict.ok) return refused(context, 429, RATE_LIMITED, { 'Retry-After': String(verdict.retryAfter) });
  }
  const result = await changeCart(context, input);
  if (!result.ok && result.status !== 400) return refused(context, result.status, result.message);
  // Applied or refused by Shopify: either way the shopper goes on and is told once.
  context.flash.set('cartChange', {
    added: false,
    notice: result.ok ? result.notice : undefined,
    messages: result.ok ? result.messages.map((m) => m.message) : [result.message],
  });
  return redirect(landing(context, url), 303);
}

/** `redirect=` when it is one of our paths, else home: a spec path in the link's language. */
function landing(context: RouteContext, url: URL): string {
  const target = new URL(safeRedirectPath(url.searchParams.get('redirect'), '/'), url.origin);
  // A path that names its own language keeps it.
  const { language, path } = splitLanguage(target.pathname);
  const pathname = language === MAIN_LANGUAGE ? context.localePath(path) : target.pathname;
  return pathname + target.search + target.hash;
}

export default function DiscountLink({ loaderData, actionData }: Route.ComponentProps) {
  const model = actionData ?? loaderData;
  const { cartLink } = model.messages;
  if (model.ask) return <DiscountChoice ask={model.ask} words={cartLink} />;
  return <LinkRefused title={cartLink.discountTitle} message={model.message ?? ''} words={cartLink} />;
}
