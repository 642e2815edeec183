// The Klarna page's order summary: each line with its picture, product, variant, quantity and
// price, then the subtotal and the total (written on the server, in the visitor's currency).
import type { Messages } from '~/lib/i18n/messages/types';
import { format } from '~/lib/i18n/format';
import * as styles from './klarna.css';

export interface KlarnaSummary {
  lines: {
    id: string;
    title: string;
    variant: string | null;
    quantity: number;
    total: string;
    image: { src: string; srcSet: string; alt: string } | null;
  }[];
  subtotal: string;
  total: string;
}

type Words = Messages['checkout']['klarnaPage'];

export function KlarnaOrder({ summary, words }: { summary: KlarnaSummary; words: Words }) {
  return (
    <aside aria-labelledby="klarna-order" className={styles.summary}>
      <h2 id="klarna-order">{words.order}</h2>
      <ul aria-label={words.order} className={styles.lines}>
        {summary.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            {line.image ? (
              <img src={line.image.src} srcSet={line.image.srcSet} alt={line.image.alt} width={64} height={64} />
            ) : (
              <span />
            )}
            <div>
              <strong>{line.title}</strong>
              {line.variant ? <span>{line.variant}</span> : null}
              <span>{format(words.quantity, { quantity: line.quantity })}</span>
            </div>
            <span className={styles.price}>{line.total}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{words.subtotal}</dt>
          <dd>{summary.subtotal}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{words.total}</dt>
          <dd>{summary.total}</dd>
        </div>
      </dl>
    </aside>
  );
}
