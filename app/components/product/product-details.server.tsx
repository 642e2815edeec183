// The product page's description block and buy-box notes as static HTML (islands, so they cost the
// page no JavaScript and go into the document once), in the words they are given (the page's
// language).
import { renderToStaticMarkup } from 'react-dom/server';
import { splitSpecs } from '~/lib/catalogue/specs';
import type { PaymentMethod } from '~/lib/checkout/payments';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import type { JsonLd } from '~/lib/seo/seo';
import { PaymentMarks } from '~/components/checkout/payment-marks';
import { JsonLdScripts } from '~/components/seo/json-ld.server';
import * as styles from './product-details.css';

export interface ProductDetailsProps {
  title: string;
  /** The merchant's description (trusted HTML from Shopify). */
  descriptionHtml: string;
  sku?: string | null;
  /** The page's structured data, sent once in this island (docs/decisions/175). */
  jsonLd: JsonLd[];
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

/** "About <title>", the description, then its spec table and the structured data. */
export function productDetailsHtml({ title, descriptionHtml, sku, jsonLd, words }: ProductDetailsProps) {
  const { html: prose, specs } = splitSpecs(descriptionHtml);
  // The description sits between the heading and the table with no element of its own, as the
  // merchant's HTML: React can only insert trusted HTML as an element's content.
  const heading = renderToStaticMarkup(<h2>{format(words.about, { title })}</h2>);
  const rest = renderToStaticMarkup(
    <>
      <SpecTable specs={specs} sku={sku} words={words} />
      <JsonLdScripts data={jsonLd} />
    </>,
  );
  return heading + prose + rest;
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
export function buyBoxNotesHtml({ payments, paymentsLabel, disclosures }: BuyBoxNotesProps) {
  return renderToStaticMarkup(
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
    </>,
  );
}
