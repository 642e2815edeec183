// /cart: the cart page and the one action for every cart change (shared contract, see
// app/lib/cart-input.ts). Without JavaScript every change answers 303 to redirectTo.
import { useEffect } from 'react';
import { data, redirect, useActionData, useFetchers, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/cart';
import { CartView, type CartState } from '~/components/cart/cart-view';
import { track } from '~/lib/analytics';
import { parseCartInput, safeRedirect } from '~/lib/cart-input';
import { INVALID_ITEM } from '~/lib/cart-limits';
import { variantsShippingFromSwitzerland } from '~/lib/cart-admin.server';
import { cartNotice, changeCart, flashCart, readCart } from '~/lib/cart.server';
import { isKlarnaCountry, klarnaConfig } from '~/lib/cart-klarna.server';
import { anonymousId, ANON_COOKIE, trackingCookies, withCookies } from '~/lib/cart-tracking.server';
import type { Cart, CartView as CartViewData } from '~/lib/cart-types';

export const meta: Route.MetaFunction = () => [{ title: 'Cart - Sharkblades' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const country = context.storefront.i18n.country;
  const klarna = isKlarnaCountry(country) && klarnaConfig(context.appEnv) !== null;
  const read = await readCart(context);
  if (!read.ok) return data({ view: 'error' as const, cart: null, country, klarna, notice: null }, { status: 503 });
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
  let view: CartViewData | null = null;
  if (cart) {
    const swiss = await variantsShippingFromSwitzerland(
      context.appEnv,
      cart.lines.nodes.map((l) => l.merchandise.id),
    );
    view = {
      ...cart,
      lines: { nodes: cart.lines.nodes.map((l) => ({ ...l, shipsFromSwitzerland: swiss.has(l.merchandise.id) })) },
    };
  }
  return { view: 'ready' as const, cart: view, country, klarna, notice: cartNotice(request) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const js = form?.get('_js') === '1';
  if (!form) return data({ errors: [INVALID_ITEM], messages: [] }, { status: 400 });
  const parsed = parseCartInput(form);
  if (!parsed.ok) return data({ errors: [parsed.message], messages: [] }, { status: 400 });
  const result = await changeCart(context, parsed.input);
  const headers = withCookies(new Headers(), trackingCookies(request));
  if (!result.ok) {
    return data(
      { errors: [result.message], messages: result.messages.map((m) => m.message) },
      { status: result.status, headers },
    );
  }
  const messages = result.messages.map((m) => m.message);
  if (js) return data({ ok: true, totalQuantity: result.totalQuantity, errors: [], messages }, { headers });
  flashCart(context, { messages: result.messages, added: parsed.input.intent === 'add' });
  return redirect(safeRedirect(form.get('redirectTo')), { status: 303, headers });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData('root') as
    { cart?: { flash?: { messages: { message: string }[] } | null } } | undefined;
  const fetchers = useFetchers();
  const fetcherErrors = fetchers.flatMap((f) => {
    if (f.key.startsWith('code-') || f.key === 'cart-panel') return [];
    const d = f.data as { errors?: string[]; messages?: string[] } | undefined;
    return [...(d?.errors ?? []), ...(d?.messages ?? [])];
  });
  const messages = [
    ...(loaderData.notice ? [loaderData.notice] : []),
    ...(actionData?.errors ?? []),
    ...(actionData?.messages ?? []),
    ...(root?.cart?.flash?.messages.map((m) => m.message) ?? []),
    ...fetcherErrors,
  ];
  const cartId = loaderData.cart?.id;
  useEffect(() => {
    if (loaderData.view === 'ready') track('Cart Viewed', { cart_id: cartId ?? null });
  }, [loaderData.view, cartId]);
  const state: CartState = loaderData.view === 'error' ? { view: 'error' } : { view: 'ready', cart: loaderData.cart };
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">Cart</h1>
      <CartView
        state={state}
        country={loaderData.country}
        klarna={loaderData.klarna}
        messages={[...new Set(messages)]}
      />
    </section>
  );
}
