// /checkout/success: the order confirmation after the shop's own Klarna checkout.
import type { Route } from './+types/checkout.success';
import { pageTitle } from '~/lib/seo/meta';
import { panel } from '~/components/checkout/checkout.css';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Thank you') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ url }: Route.LoaderArgs) {
  const order = url.searchParams.get('order') ?? '';
  return { order: /^#?[A-Za-z0-9-]{1,32}$/.test(order) ? order : null };
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <section className={panel}>
      <h1>Thank you for your order</h1>
      {loaderData.order ? <p>Your order number is {loaderData.order}.</p> : null}
      <p>We have sent a confirmation by email. Klarna will send you the payment details.</p>
      <p>
        <a href="/shop">Continue shopping</a>
      </p>
    </section>
  );
}
