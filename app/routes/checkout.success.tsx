// /checkout/success: the order confirmation after the shop's own Klarna checkout, in the page's
// language.
import type { Route } from './+types/checkout.success';
import { pageTitle } from '~/lib/seo/meta';
import { panel, shopLink } from '~/components/checkout/checkout.css';
import { format } from '~/lib/i18n/format';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.words.title ?? '') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ url, context }: Route.LoaderArgs) {
  const order = url.searchParams.get('order') ?? '';
  return {
    order: /^#?[A-Za-z0-9-]{1,32}$/.test(order) ? order : null,
    shop: context.localePath('/shop'),
    words: context.messages.checkout.successPage,
  };
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <section className={panel}>
      <h1>{words.thanks}</h1>
      {loaderData.order ? <p>{format(words.orderNumber, { order: loaderData.order })}</p> : null}
      <p>{words.confirmation}</p>
      <p>
        <a href={loaderData.shop} className={shopLink}>
          {words.continueShopping}
        </a>
      </p>
    </section>
  );
}
