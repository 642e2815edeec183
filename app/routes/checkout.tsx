// POST /checkout: the hand-off to the hosted checkout, a plain form post so it works without
// JavaScript; Shopify's checkout opens in the page's language (/fr/checkout → French,
// docs/decisions/checkout-and-klarna.md). GET has nothing to show: back to the cart.
import { redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { handOffToCheckout } from '~/lib/checkout/hand-off.server';
import { redirectToCart } from '~/lib/context/flash.server';
import { readForm } from '~/lib/http/body.server';

export function loader({ context }: Route.LoaderArgs) {
  return redirect(context.localePath('/cart'), 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const handOff = await handOffToCheckout(context, request, form);
  if (handOff.kind === 'empty') {
    return redirectToCart(context.flash, context.messages.cart.empty, context.localePath('/cart'));
  }
  return redirect(handOff.url, 303);
}
