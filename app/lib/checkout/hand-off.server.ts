// Checkout hand-off (spec §4): the tracking attributes go onto the cart, then the shopper goes to
// the cart's checkoutUrl; if that fails, to the default checkout URL with origin and anon_id.
// Shopify's checkout opens in the page's language (docs/decisions/checkout-and-klarna.md): the cart is read with
// @inContext(language:) (Hydrogen's i18n, from the URL) and the URL carries `locale`.
import { variantsShippingFromSwitzerland } from '~/lib/cart/switzerland.server';
import { readCart, type RouteContext } from '~/lib/cart/cart.server';
import { readGeo } from '~/lib/http/geo.server';
import type { Language } from '~/lib/i18n/languages';
import { anonymousId, utmValues } from './tracking.server';
import { checkoutOrigin, type AppEnv } from '~/lib/context/env.server';

/** A checkout URL that opens in `language` (Shopify's `locale` parameter). */
export function inLanguage(url: string, language: Language): string {
  const localized = new URL(url);
  localized.searchParams.set('locale', language);
  return localized.toString();
}

export function defaultCheckoutUrl(
  env: AppEnv,
  origin: string | undefined,
  anonId: string | undefined,
  language: Language,
) {
  const url = new URL('/checkout', checkoutOrigin(env));
  if (origin) url.searchParams.set('origin', origin);
  if (anonId) url.searchParams.set('anon_id', anonId);
  return inLanguage(url.toString(), language);
}

export type HandOff = { kind: 'empty' } | { kind: 'checkout'; url: string } | { kind: 'fallback'; url: string };

export async function handOffToCheckout(
  context: RouteContext,
  request: Request,
  form: FormData | null,
): Promise<HandOff> {
  const geo = readGeo(request, context.appEnv.EDGE_PLATFORM);
  const anonId = anonymousId(request);
  const originCountry = geo.country ?? context.storefront.i18n.country;
  const { language } = context;
  const fallback = {
    kind: 'fallback',
    url: defaultCheckoutUrl(context.appEnv, originCountry, anonId, language),
  } as const;
  const read = await readCart(context);
  if (!read.ok) return fallback;
  const cart = read.cart;
  if (!cart || cart.totalQuantity === 0) return { kind: 'empty' };
  const formUtm = new URLSearchParams();
  for (const [key, value] of form ?? [])
    if (key.startsWith('utm_') && typeof value === 'string') formUtm.set(key, value);
  const swiss = await variantsShippingFromSwitzerland(
    context,
    cart.lines.nodes.map((l) => l.merchandise.id),
  );
  const attributes = Object.entries({
    ...utmValues(request, formUtm),
    rudder_anonymous_id: anonId,
    origin_country: geo.country,
    origin_city: geo.city,
    origin_region: geo.region,
    shipping_origin: swiss.size > 0 ? 'switzerland' : 'international',
  }).flatMap(([key, value]) => (value ? [{ key, value }] : []));
  try {
    const result = await context.cart.updateAttributes(attributes);
    if (!result?.cart || (result.userErrors?.length ?? 0) > 0) return fallback;
    return { kind: 'checkout', url: inLanguage(cart.checkoutUrl, language) };
  } catch (error) {
    context.log.error('Checkout hand-off failed', error);
    return fallback;
  }
}
