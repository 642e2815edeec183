// GET /cart/{variantId}:{quantity}[,...]: a cart link (Shopify's permalink form). Over no cart or
// an empty one it builds a new cart with exactly those lines (and `?discount=` when given) and goes
// to /cart, or straight to checkout with `?checkout`. Over a cart with items it asks first
// (docs/decisions/cart.md): add, replace or keep, posted back here and answered with a 303. Works
// without JavaScript; bad input is answered 400 with a message, and the cart is never lost. In
// every language: /fr/cart/… asks and answers in French and goes on to /fr/cart.
import { createContext, data, redirect } from 'react-router';
import type { Route } from './+types/cart.permalink';
import { LinkChoice } from '~/components/cart/link-choice';
import { pageTitle } from '~/lib/seo/meta';
import { LinkRefused } from '~/components/cart/link-refused';
import { forgetCartRead, readCart, type RouteContext } from '~/lib/cart/cart.server';
import { linkChoiceView } from '~/lib/cart/link-choice.server';
import { MAX_QUANTITY, MIN_QUANTITY } from '~/lib/cart/limits';
import { parseCartLink, parseLinkChoice, type CartLink } from '~/lib/cart/links';
import { addLinkToCart, createCartFromLink } from '~/lib/cart/links.server';
import { handOffToCheckout } from '~/lib/checkout/hand-off.server';
import { readForm } from '~/lib/http/body.server';
import { format } from '~/lib/i18n/format';
import { sections } from '~/lib/i18n/messages/index.server';
import { limitRequest, RATE_LIMITED, RATE_RULES, visitorPageHeaders } from '~/lib/http/rate-limit.server';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.messages.cartLink.pageTitle ?? '') },
  { name: 'robots', content: 'noindex' },
];

/** The question and the refusals are this visitor's. */
export const headers: Route.HeadersFunction = visitorPageHeaders;

const words = (context: RouteContext) => sections(context.messages, 'cartLink');

const refused = (context: RouteContext, status: number, message: string, headers?: HeadersInit) =>
  data({ choice: null, refused: message, messages: words(context) }, { status, headers });

const invalidLink = (context: RouteContext) =>
  refused(context, 400, format(context.messages.cartLink.invalidLink, { min: MIN_QUANTITY, max: MAX_QUANTITY }));

// Set by the action: the loaders that render its 400 page must not follow the link themselves.
const answered = createContext(false);

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (context.get(answered)) return { choice: null, refused: null, messages: words(context) };
  const link = parseCartLink(params.lines, url.searchParams);
  if (!link) return invalidLink(context);
  const read = await readCart(context);
  // The cart may hold items that could not be read: ask again later rather than replace it.
  if (!read.ok) return refused(context, 503, read.message ?? context.messages.cartNotices.failedCart);
  if (!read.cart || read.cart.totalQuantity === 0) return follow(context, request, link, 'replace');
  const action = url.pathname + url.search;
  const choice = await linkChoiceView(context.storefrontCalls, link, read.cart, action, context.messages.cartNotices);
  return choice.ok
    ? { choice: choice.view, refused: null, messages: words(context) }
    : refused(context, choice.status, choice.message);
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  context.set(answered, true);
  const link = parseCartLink(params.lines, url.searchParams);
  if (!link) return invalidLink(context);
  const choice = parseLinkChoice(await readForm(request));
  if (!choice) return refused(context, 400, context.messages.cartLink.invalid);
  if (choice === 'keep') {
    context.flash.set('cartChange', { added: false, notice: context.messages.cartLink.kept, messages: [] });
    return redirect(context.localePath('/cart'), 303);
  }
  return follow(context, request, link, choice);
}

/** Makes the link's cart (replace, or add to the session's), then /cart or checkout. */
async function follow(context: RouteContext, request: Request, link: CartLink, choice: 'add' | 'replace') {
  const creates = choice === 'replace' || !context.cart.getCartId();
  if (creates) {
    const verdict = await limitRequest(RATE_RULES.cartCreate, request);
    if (!verdict.ok) return refused(context, 429, RATE_LIMITED, { 'Retry-After': String(verdict.retryAfter) });
  }
  const result = creates
    ? await createCartFromLink(context, link.lines, link.discountCode)
    : await addLinkToCart(context, link.lines, link.discountCode);
  if (!result.ok) return refused(context, result.status, result.message);
  forgetCartRead(context);
  if (link.checkout) {
    const handOff = await handOffToCheckout(context, request, null);
    if (handOff.kind !== 'empty') return redirect(handOff.url, 303);
  }
  context.flash.set('cartChange', { added: true, messages: result.messages });
  return redirect(context.localePath('/cart'), 303);
}

export default function CartLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const model = actionData ?? loaderData;
  const { cartLink } = model.messages;
  if (model.choice) return <LinkChoice view={model.choice} words={cartLink} />;
  return <LinkRefused title={cartLink.pageTitle} message={model.refused ?? ''} words={cartLink} />;
}
