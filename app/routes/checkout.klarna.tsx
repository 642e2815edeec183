// /checkout/klarna: the shop's own Klarna checkout for the Klarna countries. The cart is read on
// the server; POST intent=start (the cart's button) checks and comes back here with a 303, POST
// intent=place turns Klarna's authorisation into an order. Without JavaScript the page says so
// and offers the hosted checkout. In the page's language, Klarna's session too (docs/decisions/checkout-and-klarna.md).
import { useRef, useState, type FormEvent } from 'react';
import { data, redirect } from 'react-router';
import * as z from 'zod/mini';
import type { Route } from './+types/checkout.klarna';
import { pageTitle } from '~/lib/seo/meta';
import * as styles from '~/components/checkout/klarna.css';
import { KlarnaMark } from '~/components/checkout/klarna-mark';
import { KlarnaOrder, type KlarnaSummary } from '~/components/checkout/klarna-summary';
import { useKlarnaWidget } from '~/components/checkout/use-klarna-widget';
import { imageUrl, thumbSrcSet } from '~/lib/media/image-url';
import { useHydrated } from '~/hooks/use-hydrated';
import { formatMoney } from '~/lib/catalogue/money';
import { isKlarnaAvailable } from '~/lib/checkout/payments';
import { readCart, type RouteContext } from '~/lib/cart/cart.server';
import { redirectToCart } from '~/lib/context/flash.server';
import { readForm } from '~/lib/http/body.server';
import { forgetKlarnaSession, klarnaSessionFor } from '~/lib/checkout/klarna-session.server';
import { oneLine } from '~/lib/http/upstream.server';
import { KlarnaError, klarnaConfig, placeKlarnaOrder, recordShopifyOrder } from '~/lib/checkout/klarna.server';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.words.title ?? '') },
  { name: 'robots', content: 'noindex' },
];

/** The cart and Klarna settings, or a 303 to /cart (in the page's language) with the reason. */
async function klarnaCheckout(context: RouteContext) {
  const country = context.storefront.i18n.country;
  const config = klarnaConfig(context.appEnv);
  const back = (notice: string) => redirectToCart(context.flash, notice, context.localePath('/cart'));
  // The reason is a flash only /cart reads, so this request's root loader cannot take it.
  if (!config || !isKlarnaAvailable(country)) throw back(context.messages.checkout.notAvailable);
  const read = await readCart(context);
  if (!read.ok) throw back(context.messages.cart.loadError);
  if (!read.cart || read.cart.totalQuantity === 0) throw back(context.messages.cart.empty);
  return { config, cart: read.cart, country };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { config, cart, country } = await klarnaCheckout(context);
  // The page's words; its refusals come worded as `error`.
  const words = context.messages.checkout.klarnaPage;
  const summary: KlarnaSummary = {
    lines: cart.lines.nodes.map(({ id, merchandise: m, quantity, cost }) => ({
      id,
      title: m.product.title,
      variant: m.title === 'Default Title' ? null : m.title,
      quantity,
      total: formatMoney(cost.totalAmount),
      // A 64 px thumbnail through Shopify's image transforms.
      image: m.image
        ? { src: imageUrl(m.image.url, 64, 64), srcSet: thumbSrcSet(m.image.url, 64), alt: m.image.altText ?? '' }
        : null,
    })),
    subtotal: formatMoney(cart.cost.subtotalAmount),
    total: formatMoney(cart.cost.totalAmount),
  };
  const standard = context.localePath('/checkout');
  try {
    const session = await klarnaSessionFor(context.session, config, cart, country, context.language);
    return {
      summary,
      clientToken: session.clientToken,
      category: session.category,
      widgetUrl: config.widgetUrl,
      error: null,
      standard,
      words,
    };
  } catch (error) {
    context.log.warn(`Klarna session failed: ${oneLine(error)}`);
    const failed = { clientToken: null, category: null, widgetUrl: null, error: context.messages.checkout.failed };
    return data({ summary, ...failed, standard, words }, { status: 502 });
  }
}

const PlaceSchema = z.object({
  intent: z.literal('place'),
  authorizationToken: z.string().check(z.regex(/^[\w.:-]{1,512}$/)),
});

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { config, cart, country } = await klarnaCheckout(context);
  const words = context.messages.checkout;
  if (form?.get('intent') !== 'place') return redirect(context.localePath('/checkout/klarna'), 303);
  const parsed = PlaceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: words.failed }, { status: 400 });
  const { authorizationToken } = parsed.data;
  let klarnaOrderId: string;
  try {
    klarnaOrderId = (await placeKlarnaOrder(config, authorizationToken, cart, country, context.language)).order_id;
  } catch (error) {
    context.log.warn(`Klarna order failed: ${oneLine(error)}`);
    if (error instanceof KlarnaError && error.refusedInput) {
      // A forged, spent or stale token: the shopper's to fix, not an outage (issue 9, problem 8).
      forgetKlarnaSession(context.session);
      return data({ error: words.tokenRefused }, { status: 400 });
    }
    return data({ error: words.failed }, { status: 502 });
  }
  let orderName = '';
  try {
    orderName = await recordShopifyOrder(context.appEnv, cart, klarnaOrderId);
  } catch (error) {
    // Klarna has the money: the shopper gets the confirmation; the shop must reconcile by reference.
    context.log.error(`Shopify order record failed for Klarna order ${klarnaOrderId}`, error);
  }
  // The cart is paid: start afresh.
  context.session.unset('cartId');
  forgetKlarnaSession(context.session);
  const params = new URLSearchParams(orderName ? { order: orderName } : {});
  return redirect(`${context.localePath('/checkout/success')}${params.size ? `?${params}` : ''}`, 303);
}

export default function KlarnaCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { summary, clientToken, category, widgetUrl, standard, words } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  const ready = useKlarnaWidget(widgetUrl, clientToken, category);
  const [declined, setDeclined] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);

  // The Buy button submits the form (a form has its submit button: pa11y, issue 47); Klarna's
  // authorisation comes first and sends it with its token (`submit()`: Klarna may answer while this
  // submit event is still being dispatched, when `requestSubmit()` does nothing).
  const pay = (event: FormEvent<HTMLFormElement>) => {
    if (tokenRef.current?.value) return;
    event.preventDefault();
    window.Klarna?.Payments.authorize({ payment_method_category: category ?? 'pay_later' }, {}, (result) => {
      if (!result.approved || !result.authorization_token || !tokenRef.current) {
        setDeclined(true);
        return;
      }
      tokenRef.current.value = result.authorization_token;
      formRef.current?.submit();
    });
  };

  return (
    <section aria-labelledby="klarna-title" className={styles.page}>
      <div className={styles.head}>
        <KlarnaMark className={styles.mark} />
        <h1 id="klarna-title">{words.title}</h1>
      </div>
      <KlarnaOrder summary={summary} words={words} />
      <div className={styles.pay}>
        {error ? <p role="alert">{error}</p> : null}
        {declined ? <p role="alert">{words.declined}</p> : null}
        <div id="klarna-payments" className={styles.widget} />
        {hydrated ? null : <p className={styles.note}>{words.needsJavaScript}</p>}
        <form method="post" ref={formRef} onSubmit={pay}>
          <input type="hidden" name="intent" value="place" />
          <input type="hidden" name="authorizationToken" ref={tokenRef} />
          <button className={styles.buy} disabled={!ready}>
            {words.buy}
          </button>
        </form>
        <form method="post" action={standard}>
          <button type="submit" className={styles.standard}>
            {words.standard}
          </button>
        </form>
      </div>
    </section>
  );
}
