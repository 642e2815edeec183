// /cart: the cart page and the one action for every cart change (shared contract, see
// app/lib/cart/input.ts and docs/decisions/cart.md). A change that names redirectTo (a form sent
// before hydration) answers 303 there; one without it (a fetcher) answers with data. Both speak
// the page's language: /fr/cart answers in French, its default 303 target is /fr/cart.
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/cart';
import { pageTitle } from '~/lib/seo/meta';
import { CartView } from '~/components/cart/cart-view';
import { parseCartInput, safeRedirect } from '~/lib/cart/input';
import { variantsShippingFromSwitzerland } from '~/lib/cart/switzerland.server';
import { changeCart, createsCart, readCart } from '~/lib/cart/cart.server';
import { limitRequest, RATE_RULES } from '~/lib/http/rate-limit.server';
import { klarnaConfig } from '~/lib/checkout/klarna.server';
import { isKlarnaAvailable } from '~/lib/checkout/payments';
import { anonymousId, ANON_COOKIE, trackingCookies, withCookies } from '~/lib/checkout/tracking.server';
import type { Cart } from '~/lib/cart/types';
import { readForm } from '~/lib/http/body.server';
import { buildCartView, cartErrorView } from '~/lib/cart/view';
import { countryName } from '~/lib/country/country-name';
import { sections } from '~/lib/i18n/messages/index.server';
import type { CartBadgeData } from '~/components/cart/cart-badge';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.messages.cart.title ?? '') },
  { name: 'robots', content: 'noindex' },
];

/** A refused cart creation (429) tells the client when to come back. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const country = context.storefront.i18n.country;
  const klarna = isKlarnaAvailable(country) && klarnaConfig(context.appEnv) !== null;
  // The words of the page, and of the header's panel that loads this loader through a fetcher.
  const messages = sections(context.messages, 'cart');
  const read = await readCart(context);
  if (!read.ok) {
    return data({ ...cartErrorView({ country, klarna }), notice: read.message ?? null, messages }, { status: 503 });
  }
  let cart: Cart | null = read.cart;
  // On /cart the anonymous analytics id is synced into the cart's attributes (spec §2).
  const anon = anonymousId(request);
  if (cart && anon && !cart.attributes.some((a) => a.key === ANON_COOKIE && a.value === anon)) {
    const result = await context.cart.updateAttributes([{ key: ANON_COOKIE, value: anon }]).catch(() => null);
    if (result?.cart)
      cart = {
        ...cart,
        attributes: [...cart.attributes.filter((a) => a.key !== ANON_COOKIE), { key: ANON_COOKIE, value: anon }],
      };
  }
  const swiss = cart
    ? await variantsShippingFromSwitzerland(
        context,
        cart.lines.nodes.map((l) => l.merchandise.id),
      )
    : new Set<string>();
  const name = (code: string) => countryName(code, context.language);
  return {
    ...buildCartView(cart, swiss, { country, klarna }, name),
    notice: context.flash.get('cartNotice') ?? null,
    messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const notices = context.messages.cartNotices;
  const form = await readForm(request);
  if (!form) return data({ errors: [notices.invalidItem], messages: [] }, { status: 400 });
  const parsed = parseCartInput(form, notices, context.messages.cart.fields);
  if (!parsed.ok) return data({ errors: [parsed.message], messages: [] }, { status: 400 });
  if (createsCart(context, parsed.input)) {
    const verdict = await limitRequest(RATE_RULES.cartCreate, request);
    if (!verdict.ok) {
      const headers = { 'Retry-After': String(verdict.retryAfter) };
      return data({ errors: [context.messages.refusals.rateLimited], messages: [] }, { status: 429, headers });
    }
  }
  const result = await changeCart(context, parsed.input);
  const headers = withCookies(new Headers(), trackingCookies(request));
  if (!result.ok) {
    return data(
      { errors: [result.message], messages: result.messages.map((m) => m.message).filter((m) => m !== result.message) },
      { status: result.status, headers },
    );
  }
  const messages = result.messages.map((m) => m.message);
  const { notice } = result;
  // Forms render redirectTo only before hydration, so this is the no-JavaScript round trip. Without
  // it (a fetcher, or a client that leaves it out) the result is data: a document post then gets
  // the cart page rendered with it.
  const redirectTo = form.get('redirectTo');
  if (!redirectTo) {
    return data({ ok: true, totalQuantity: result.totalQuantity, notice, errors: [], messages }, { headers });
  }
  context.flash.set('cartChange', { added: parsed.input.intent === 'add', notice, messages });
  return redirect(safeRedirect(redirectTo, context.localePath('/cart')), { status: 303, headers });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as { cart?: Pick<CartBadgeData, 'done' | 'message'> } | undefined;
  const messages = [
    ...(loaderData.notice ? [loaderData.notice] : []),
    ...(actionData?.errors ?? []),
    ...(actionData?.messages ?? []),
    ...(root?.cart?.message ? [root.cart.message] : []),
  ];
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">{loaderData.messages.cart.title}</h1>
      <CartView model={loaderData} done={root?.cart?.done} messages={[...new Set(messages)]} />
    </section>
  );
}
