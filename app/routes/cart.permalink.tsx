// GET /cart/{variantId}:{quantity}[,...]: a cart link (Shopify's permalink form). Over no cart or
// an empty one it builds a new cart with exactly those lines (and `?discount=` when given) and goes
// to /cart, or straight to checkout with `?checkout`. Over a cart with items it asks first
// (docs/decisions/194): add, replace or keep, posted back here and answered with a 303. Works
// without JavaScript; bad input is answered 400 with a message, and the cart is never lost.
import { createContext, data, redirect } from 'react-router';
import type { Route } from './+types/cart.permalink';
import { LinkChoice } from '~/components/cart/link-choice';
import { pageTitle } from '~/lib/seo/meta';
import { LinkRefused } from '~/components/cart/link-refused';
import { forgetCartRead, readCart, type RouteContext } from '~/lib/cart/cart.server';
import { linkChoiceView } from '~/lib/cart/link-choice.server';
import { INVALID_PERMALINK, parseCartLink, parseLinkChoice, type CartLink } from '~/lib/cart/links';
import { addLinkToCart, createCartFromLink } from '~/lib/cart/links.server';
import { FAILED_CART, LINK_CHOICE } from '~/lib/cart/notices';
import { handOffToCheckout } from '~/lib/checkout/hand-off.server';
import { readForm } from '~/lib/http/body.server';
import { limitRequest, RATE_LIMITED, RATE_RULES } from '~/lib/http/rate-limit.server';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(LINK_CHOICE.pageTitle) },
  { name: 'robots', content: 'noindex' },
];

/** Nothing here is kept by a browser or a cache: the question and the refusals are this visitor's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const result = new Headers({ 'Cache-Control': 'no-store' });
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After');
  if (retryAfter) result.set('Retry-After', retryAfter);
  return result;
};

const refused = (status: number, message: string, headers?: HeadersInit) =>
  data({ choice: null, refused: message }, { status, headers });

// Set by the action: the loaders that render its 400 page must not follow the link themselves.
const answered = createContext(false);

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (context.get(answered)) return { choice: null, refused: null };
  const link = parseCartLink(params.lines, url.searchParams);
  if (!link) return refused(400, INVALID_PERMALINK);
  const read = await readCart(context);
  // The cart may hold items that could not be read: ask again later rather than replace it.
  if (!read.ok) return refused(503, read.message ?? FAILED_CART);
  if (!read.cart || read.cart.totalQuantity === 0) return follow(context, request, link, 'replace');
  const choice = await linkChoiceView(context.storefront, link, read.cart, url.pathname + url.search);
  return choice.ok ? { choice: choice.view, refused: null } : refused(choice.status, choice.message);
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  context.set(answered, true);
  const link = parseCartLink(params.lines, url.searchParams);
  if (!link) return refused(400, INVALID_PERMALINK);
  const choice = parseLinkChoice(await readForm(request));
  if (!choice) return refused(400, LINK_CHOICE.invalid);
  if (choice === 'keep') {
    context.flash.set('cartChange', { added: false, notice: LINK_CHOICE.kept, messages: [] });
    return redirect('/cart', 303);
  }
  return follow(context, request, link, choice);
}

/** Makes the link's cart (replace, or add to the session's), then /cart or checkout. */
async function follow(context: RouteContext, request: Request, link: CartLink, choice: 'add' | 'replace') {
  const creates = choice === 'replace' || !context.cart.getCartId();
  if (creates) {
    const verdict = await limitRequest(RATE_RULES.cartCreate, request);
    if (!verdict.ok) return refused(429, RATE_LIMITED, { 'Retry-After': String(verdict.retryAfter) });
  }
  const result = creates
    ? await createCartFromLink(context, link.lines, link.discountCode)
    : await addLinkToCart(context, link.lines, link.discountCode);
  if (!result.ok) return refused(result.status, result.message);
  forgetCartRead(context);
  if (link.checkout) {
    const handOff = await handOffToCheckout(context, request, null);
    if (handOff.kind !== 'empty') return redirect(handOff.url, 303);
  }
  context.flash.set('cartChange', { added: true, messages: result.messages });
  return redirect('/cart', 303);
}

export default function CartLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const model = actionData ?? loaderData;
  if (model.choice) return <LinkChoice view={model.choice} />;
  return <LinkRefused title={LINK_CHOICE.pageTitle} message={model.refused ?? ''} />;
}
