// The cart link's question (docs/decisions/cart.md): a `/cart/{variant}:{qty}` link opened over a cart
// that has items shows what the link holds and what the cart holds, and asks what to do. One
// server-handled form with three submit buttons (each answered with a 303), the same with and
// without JavaScript. Its words come with the route's loader data.
import type { ReactNode } from 'react';
import type { LinkChoiceLine, LinkChoiceView } from '~/lib/cart/link-choice.server';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import * as styles from './link-choice.css';

type Words = Messages['cartLink'];

function Lines({
  id,
  title,
  lines,
  words,
  children,
}: {
  id: string;
  title: string;
  lines: LinkChoiceLine[];
  words: Words;
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
            {format(words.line, { quantity: line.quantity, title: line.title })}
            {line.variant ? <span className={styles.variant}>{line.variant}</span> : null}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** The answers, one submit button each (`choice=…`), the first one primary. */
export function Answers({ legend, choices }: { legend: string; choices: [value: string, label: string][] }) {
  return (
    <fieldset className={styles.answers}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map(([value, label], index) => (
        <button
          key={value}
          type="submit"
          name="choice"
          value={value}
          className={index ? styles.secondary : styles.primary}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

export function LinkChoice({ view, words }: { view: LinkChoiceView; words: Words }) {
  return (
    <section className={styles.page} aria-labelledby="link-choice">
      <h1 id="link-choice">{words.title}</h1>
      <p className={styles.intro}>{words.intro}</p>
      <div className={styles.lists}>
        <Lines id="link-choice-link" title={words.linkItems} lines={view.link} words={words}>
          {view.discountCode ? (
            <p className={styles.note}>{format(words.discount, { code: view.discountCode.toUpperCase() })}</p>
          ) : null}
        </Lines>
        <Lines id="link-choice-cart" title={words.cartItems} lines={view.cart} words={words} />
      </div>
      {/* A plain form: with JavaScript too the browser posts it and follows the 303 (to /cart or checkout). */}
      <form method="post" action={view.action} className={styles.form}>
        {view.checkout ? <p className={styles.intro}>{words.checkout}</p> : null}
        <Answers
          legend={words.choices}
          choices={[
            ['add', words.add],
            ['replace', words.replace],
            ['keep', words.keep],
          ]}
        />
      </form>
    </section>
  );
}
