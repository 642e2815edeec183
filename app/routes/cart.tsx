// /cart: the cart page and the one action for every cart change (shared contract, see
// app/lib/cart/input.ts). Without JavaScript every change answers 303 to redirectTo.
import { useEffect } from 'react';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/cart';
import CartPanel from '~/components/cart/cart-panel';
import { CartView, type CartState } from '~/components/cart/cart-view';
import { track } from '~/lib/analytics/events';
import { parseCartInput, safeRedirect } from '~/lib/cart/input';
import { INVALID_ITEM } from '~/lib/cart/limits';
import { variantsShippingFromSwitzerland } from '~/lib/cart/switzerland.server';
import { changeCart, readCart } from '~/lib/cart/cart.server';
import { klarnaConfig } from '~/lib/checkout/klarna.server';
import { isKlarnaAvailable } from '~/lib/checkout/payments';
import { anonymousId, ANON_COOKIE, trackingCookies, withCookies } from '~/lib/checkout/tracking.server';
import type { Cart, CartView as CartViewData } from '~/lib/cart/types';

// The header's dropdown/overlay ships with this module (React Router keeps only route exports in
// the browser build, so it travels in `handle`).
export const handle = { CartPanel };

export const meta: Route.MetaFunction = () => [{ title: 'Cart - Sharkblades' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const country = context.storefront.i18n.country;
  const klarna = isKlarnaAvailable(country) && klarnaConfig(context.appEnv) !== null;
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
  return { view: 'ready' as const, cart: view, country, klarna, notice: context.flash.get('cartNotice') ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  // A fetcher's request is the browser's fetch() (Sec-Fetch-Dest: empty): it gets data. A form
  // post without JavaScript (dest "document") or from any other client gets the 303. `_js=1`
  // forces data.
  const js = form?.get('_js') === '1' || request.headers.get('Sec-Fetch-Dest') === 'empty';
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
  context.flash.set('cartChange', { added: parsed.input.intent === 'add', messages });
  return redirect(safeRedirect(form.get('redirectTo')), { status: 303, headers });
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as { cart?: { message: string | null } } | undefined;
  const messages = [
    ...(loaderData.notice ? [loaderData.notice] : []),
    ...(actionData?.errors ?? []),
    ...(actionData?.messages ?? []),
    ...(root?.cart?.message ? [root.cart.message] : []),
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
