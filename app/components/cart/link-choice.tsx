// The cart link's question (docs/decisions/194): a `/cart/{variant}:{qty}` link opened over a cart
// that has items shows what the link holds and what the cart holds, and asks what to do. One
// server-handled form with three submit buttons (each answered with a 303), the same with and
// without JavaScript.
import type { ReactNode } from 'react';
import type { LinkChoiceLine, LinkChoiceView } from '~/lib/cart/link-choice.server';
import { LINK_CHOICE } from '~/lib/cart/notices';
import * as styles from './link-choice.css';

function Lines({
  id,
  title,
  lines,
  children,
}: {
  id: string;
  title: string;
  lines: LinkChoiceLine[];
  children?: ReactNode;
}) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.items}>
        {lines.map((line) => (
          <li key={line.id}>
            {LINK_CHOICE.line(line.quantity, line.title)}
            {line.variant ? <span className={styles.variant}>{line.variant}</span> : null}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

export function LinkChoice({ view }: { view: LinkChoiceView }) {
  return (
    <section className={styles.page} aria-labelledby="link-choice">
      <h1 id="link-choice">{LINK_CHOICE.title}</h1>
      <p className={styles.intro}>{LINK_CHOICE.intro}</p>
      <div className={styles.lists}>
        <Lines id="link-choice-link" title={LINK_CHOICE.linkItems} lines={view.link}>
          {view.discountCode ? <p className={styles.note}>{LINK_CHOICE.discount(view.discountCode)}</p> : null}
        </Lines>
        <Lines id="link-choice-cart" title={LINK_CHOICE.cartItems} lines={view.cart} />
      </div>
      {/* A plain form: with JavaScript too the browser posts it and follows the 303 (to /cart or checkout). */}
      <form method="post" action={view.action} className={styles.form}>
        {view.checkout ? <p className={styles.intro}>{LINK_CHOICE.checkout}</p> : null}
        <fieldset className={styles.answers}>
          <legend className={styles.legend}>{LINK_CHOICE.choices}</legend>
          <button type="submit" name="choice" value="add" className={styles.primary}>
            {LINK_CHOICE.add}
          </button>
          <button type="submit" name="choice" value="replace" className={styles.secondary}>
            {LINK_CHOICE.replace}
          </button>
          <button type="submit" name="choice" value="keep" className={styles.secondary}>
            {LINK_CHOICE.keep}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
