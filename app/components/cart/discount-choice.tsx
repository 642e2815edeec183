// A discount link from another site over a cart with items asks first (issue 47, as the cart link
// does, docs/decisions/cart.md): the code, and one server-handled form with two submit buttons (each
// answered with a 303), the same with and without JavaScript.
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { Answers } from './link-choice';
import * as styles from './link-choice.css';

export interface DiscountAsk {
  code: string;
  /** Where the answer goes: the link itself, query kept. */
  action: string;
}

export function DiscountChoice({ ask, words }: { ask: DiscountAsk; words: Messages['cartLink'] }) {
  return (
    <section className={styles.page} aria-labelledby="discount-choice">
      <h1 id="discount-choice">{words.discountAskTitle}</h1>
      <p className={styles.intro}>{format(words.discountAskIntro, { code: ask.code.toUpperCase() })}</p>
      <form method="post" action={ask.action} className={styles.form}>
        <Answers
          legend={words.choices}
          choices={[
            ['apply', words.apply],
            ['keep', words.keep],
          ]}
        />
      </form>
    </section>
  );
}
