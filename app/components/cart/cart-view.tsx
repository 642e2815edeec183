// The cart in its four views (spec §4): loading, error, empty, list. The /cart page and the
// header's dropdown/overlay both render it from the same model (app/lib/cart/view.ts).
import { Fragment, useEffect } from 'react';
import { useFetcher } from 'react-router';
import { track } from '~/lib/analytics/events';
import { CART_EMPTY, CART_LOAD_ERROR, CART_LOADING } from '~/lib/cart/limits';
import { discountRows, type CartContents, type CartViewModel } from '~/lib/cart/view';
import { formatMoney, formatTotal } from '~/lib/catalogue/money';
import { paymentIcons } from '~/lib/checkout/payments';
import { PaymentMarks } from '~/components/checkout/payment-marks';
import { CartCodes } from './cart-codes';
import { CartForm } from './cart-form';
import { CartLineItem } from './cart-line-item';
import { ShippingAddress } from './shipping-address';
import * as styles from './cart.css';

export function CartView({
  model,
  messages = [],
}: {
  /** Undefined while it loads (the panel's fetcher). */
  model: CartViewModel | undefined;
  messages?: string[];
}) {
  const cartId = model?.cart?.id ?? null;
  const ready = model?.view === 'ready';
  useEffect(() => {
    if (ready) track('Cart Viewed', { cart_id: cartId });
  }, [ready, cartId]);

  const alerts = messages.length ? (
    <div role="alert" className={styles.alert}>
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  ) : null;
  if (!model) return <p role="status">{CART_LOADING}</p>;
  if (model.view === 'error') {
    return (
      <div className={styles.cart}>
        {alerts}
        <p role="alert">{CART_LOAD_ERROR}</p>
      </div>
    );
  }
  const { cart, country, klarna } = model;
  const lines = cart?.lines.nodes ?? [];
  if (!cart || lines.length === 0) {
    return (
      <div className={styles.cart}>
        {alerts}
        <p>{CART_EMPTY}</p>
        <a href="/shop">Continue shopping</a>
      </div>
    );
  }
  return (
    <div className={styles.cart}>
      {alerts}
      <ul className={styles.lines} aria-label="Cart items">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
      <CartSummary cart={cart} country={country} klarna={klarna} />
    </div>
  );
}

function NoteForm({ note }: { note: string }) {
  const fetcher = useFetcher<{ errors?: string[] }>({ key: 'cart-note' });
  return (
    <CartForm fetcher={fetcher} intent="note" className={styles.row}>
      <label htmlFor="cart-note">Note for your order</label>
      <textarea id="cart-note" name="note" defaultValue={note} maxLength={5000} rows={2} />
      <button type="submit" disabled={fetcher.state !== 'idle'}>
        Save note
      </button>
      {fetcher.data?.errors?.length ? <span role="alert">{fetcher.data.errors.join(' ')}</span> : null}
    </CartForm>
  );
}

function CartSummary({ cart, country, klarna }: { cart: CartContents; country: string; klarna: boolean }) {
  return (
    <section aria-label="Order summary" className={styles.summary}>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatTotal(cart.cost.subtotalAmount)}</dd>
        {discountRows(cart).map((d) => (
          <Fragment key={d.label}>
            <dt>{d.label}</dt>
            <dd>−{formatMoney(d.amount)}</dd>
          </Fragment>
        ))}
        {cart.appliedGiftCards.map((g) => (
          <Fragment key={g.id}>
            <dt>Gift card ···{g.lastCharacters}</dt>
            <dd>−{formatMoney(g.amountUsed)}</dd>
          </Fragment>
        ))}
        <dt>
          <strong>Total</strong>
        </dt>
        <dd>
          <strong>{formatTotal(cart.cost.totalAmount)}</strong>
        </dd>
      </dl>
      <CartCodes cart={cart} />
      <NoteForm note={cart.note ?? ''} />
      <ShippingAddress cart={cart} />
      <form method="post" action="/checkout">
        <button type="submit" className={styles.primary}>
          Checkout
        </button>
      </form>
      {klarna ? (
        <form method="post" action="/checkout/klarna">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className={styles.primary}>
            Pay with Klarna
          </button>
        </form>
      ) : null}
      <PaymentMarks methods={paymentIcons(country)} />
    </section>
  );
}
