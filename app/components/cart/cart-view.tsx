// The cart in its views (spec §4): error, empty, list (the panel shows the loading view while its
// fetcher runs). The /cart page and the header's dropdown/overlay both render it from the same
// model (app/lib/cart/view.ts), with the words the /cart loader sent. In the panel (`foot`) the
// totals and Checkout are pinned under the part that scrolls (docs/decisions/cart.md).
import { Fragment, useEffect, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { track } from '~/lib/analytics/events';
import { discountRows, type CartContents, type CartPageData } from '~/lib/cart/view';
import { formatMoney } from '~/lib/catalogue/money';
import { format } from '~/lib/i18n/format';
import { useLocalePath } from '~/lib/i18n/use-messages';
import { paymentIcons } from '~/lib/checkout/payments';
import { PaymentMarks } from '~/components/checkout/payment-marks';
import { CartCodes } from './cart-codes';
import { CartForm } from './cart-form';
import { CartLineItem } from './cart-line-item';
import { CartWordsProvider, useCartWords } from './cart-words';
import { ShippingAddress } from './shipping-address';
import * as styles from './cart.css';

export function CartView({
  model,
  done,
  messages = [],
  foot,
}: {
  model: CartPageData;
  /** What the last change without JavaScript did ("Added to cart"): a status, not an alert. */
  done?: string | null;
  /** Refusals and warnings. */
  messages?: string[];
  /** The panel's layout: what goes under Checkout in the pinned foot ("View cart"). */
  foot?: ReactNode;
}) {
  const words = model.messages.cart;
  const localePath = useLocalePath();
  const cartId = model.cart?.id ?? null;
  const ready = model.view === 'ready';
  useEffect(() => {
    if (ready) track('Cart Viewed', { cart_id: cartId });
  }, [ready, cartId]);

  const alerts = (
    <>
      {done ? (
        // The alerts' shape (a block of paragraphs), so the page keeps its spacing.
        <div role="status" className={styles.done}>
          <p>{done}</p>
        </div>
      ) : null}
      {messages.length ? (
        <div role="alert" className={styles.alert}>
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
    </>
  );
  if (model.view === 'error') {
    return (
      <>
        <div className={foot === undefined ? styles.cart : styles.panelBody}>
          {alerts}
          <p role="alert">{words.loadError}</p>
        </div>
        {foot}
      </>
    );
  }
  const { cart, country, klarna } = model;
  const lines = cart?.lines.nodes ?? [];
  if (!cart || lines.length === 0) {
    return (
      <>
        <div className={foot === undefined ? styles.cart : styles.panelBody}>
          {alerts}
          <p>{words.empty}</p>
          <a href={localePath('/shop')} className={styles.shopLink}>
            {words.continueShopping}
          </a>
        </div>
        {foot}
      </>
    );
  }
  const list = (
    <ul className={styles.lines} aria-label={words.items}>
      {lines.map((line) => (
        <CartLineItem key={line.id} line={line} />
      ))}
    </ul>
  );
  return (
    <CartWordsProvider value={words}>
      {foot === undefined ? (
        <div className={styles.cart}>
          {alerts}
          {list}
          <section aria-label={words.summary} className={styles.summary}>
            <Totals cart={cart} />
            <Extras cart={cart} />
            <CheckoutButtons klarna={klarna} />
            <PaymentMarks methods={paymentIcons(country)} label={words.paymentMethods} />
          </section>
        </div>
      ) : (
        <>
          <div className={styles.panelBody}>
            {alerts}
            {list}
            <Extras cart={cart} />
            <PaymentMarks methods={paymentIcons(country)} label={words.paymentMethods} />
          </div>
          <section aria-label={words.summary} className={styles.panelFoot}>
            <Totals cart={cart} />
            <CheckoutButtons klarna={klarna} />
            {foot}
          </section>
        </>
      )}
    </CartWordsProvider>
  );
}

function NoteForm({ note }: { note: string }) {
  const words = useCartWords();
  const fetcher = useFetcher<{ errors?: string[] }>({ key: 'cart-note' });
  return (
    <CartForm fetcher={fetcher} intent="note" className={styles.row}>
      <label htmlFor="cart-note">{words.note}</label>
      <textarea id="cart-note" name="note" defaultValue={note} maxLength={5000} rows={2} />
      <button type="submit" disabled={fetcher.state !== 'idle'}>
        {words.saveNote}
      </button>
      {fetcher.data?.errors?.length ? <span role="alert">{fetcher.data.errors.join(' ')}</span> : null}
    </CartForm>
  );
}

function Totals({ cart }: { cart: CartContents }) {
  const words = useCartWords();
  return (
    <dl className={styles.totals}>
      <dt>{words.subtotal}</dt>
      <dd>{formatMoney(cart.cost.subtotalAmount)}</dd>
      {discountRows(cart).map((d) => (
        <Fragment key={d.name ?? ''}>
          <dt>{d.name ? format(words.discountNamed, { name: d.name }) : words.discount}</dt>
          <dd>−{formatMoney(d.amount)}</dd>
        </Fragment>
      ))}
      {cart.appliedGiftCards.map((g) => (
        <Fragment key={g.id}>
          <dt>{format(words.giftCard, { last: g.lastCharacters })}</dt>
          <dd>−{formatMoney(g.amountUsed)}</dd>
        </Fragment>
      ))}
      <dt>
        <strong>{words.total}</strong>
      </dt>
      <dd>
        <strong>{formatMoney(cart.cost.totalAmount)}</strong>
      </dd>
    </dl>
  );
}

/** Discount and gift card codes, the note and the shipping address. */
function Extras({ cart }: { cart: CartContents }) {
  return (
    <>
      <CartCodes cart={cart} />
      <NoteForm note={cart.note ?? ''} />
      <ShippingAddress cart={cart} />
    </>
  );
}

function CheckoutButtons({ klarna }: { klarna: boolean }) {
  const words = useCartWords();
  const localePath = useLocalePath();
  return (
    <>
      <form method="post" action={localePath('/checkout')}>
        <button type="submit" className={styles.primary}>
          {words.checkout}
        </button>
      </form>
      {klarna ? (
        <form method="post" action={localePath('/checkout/klarna')}>
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className={styles.primary}>
            {words.payWithKlarna}
          </button>
        </form>
      ) : null}
    </>
  );
}
