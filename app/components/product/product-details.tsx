// The product page's description block and buy-box notes, in the words they are given (the page's
// language).
import type { PaymentMethod } from '~/lib/checkout/payments';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { PaymentMarks } from '~/components/checkout/payment-marks';
import * as styles from './product-details.css';

export interface ProductDetailsProps {
  title: string;
  /** The merchant's description (trusted HTML from Shopify) without its spec list. */
  descriptionHtml: string;
  /** The spec list's rows (~/lib/catalogue/specs.server, split in the loader). */
  specs: [name: string, value: string][];
  sku?: string | null;
  words: Pick<Messages['productPage'], 'about' | 'specifications' | 'sku'>;
}

/** The spec rows as the merchant's HTML wrote them, then the variant's SKU (as text). */
function SpecTable({
  specs,
  sku,
  words,
}: {
  specs: [name: string, value: string][];
  sku?: string | null;
  words: ProductDetailsProps['words'];
}) {
  if (!specs.length && !sku) return null;
  return (
    <table className={styles.specs}>
      <caption>{words.specifications}</caption>
      <tbody>
        {specs.map(([name, value], index) => (
          <tr key={index}>
            <th scope="row" dangerouslySetInnerHTML={{ __html: name }} />
            <td dangerouslySetInnerHTML={{ __html: value }} />
          </tr>
        ))}
        {sku ? (
          <tr>
            <th scope="row">{words.sku}</th>
            <td>{sku}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** "About <title>", the description, then its spec table. */
export function ProductDetails({ title, descriptionHtml, specs, sku, words }: ProductDetailsProps) {
  return (
    <>
      <h2>{format(words.about, { title })}</h2>
      {/* The merchant's description, laid out as if written in place (`display: contents`). */}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      <SpecTable specs={specs} sku={sku} words={words} />
    </>
  );
}

/** A disclosure in the buy box: a title, a sentence, and a link to the whole story. */
export interface BuyBoxDisclosure {
  title: string;
  text: string;
  href: string;
  more: string;
}

export interface BuyBoxNotesProps {
  payments: readonly PaymentMethod[];
  /** The payment marks' list, as a screen reader names it. */
  paymentsLabel: string;
  /** Shipping and returns: closed `<details>` (they open without JavaScript). */
  disclosures: BuyBoxDisclosure[];
}

/** The buy box's closing notes: the payment marks, then shipping and returns as disclosures. */
export function BuyBoxNotes({ payments, paymentsLabel, disclosures }: BuyBoxNotesProps) {
  return (
    <>
      <PaymentMarks methods={payments} label={paymentsLabel} />
      {disclosures.map(({ title, text, href, more }) => (
        <details key={title} className={styles.disclosure}>
          <summary>{title}</summary>
          <p>
            {text} <a href={href}>{more}</a>
          </p>
        </details>
      ))}
    </>
  );
}
