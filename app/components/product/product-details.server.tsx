// The product page's description block and buy-box notes as static HTML (islands, so they cost the
// page no JavaScript and go into the document once).
import { renderToStaticMarkup } from 'react-dom/server';
import { splitSpecs } from '~/lib/catalogue/specs';
import type { PaymentMethod } from '~/lib/checkout/payments';
import type { JsonLd } from '~/lib/seo/seo';
import { PaymentMarks } from '~/components/checkout/payment-marks';
import { JsonLdScripts } from '~/components/seo/json-ld.server';

export interface ProductDetailsProps {
  title: string;
  /** The merchant's description (trusted HTML from Shopify). */
  descriptionHtml: string;
  sku?: string | null;
  /** The page's structured data, sent once in this island (docs/decisions/175). */
  jsonLd: JsonLd[];
}

/** The spec rows as the merchant's HTML wrote them, then the variant's SKU (as text). */
function SpecTable({ specs, sku }: { specs: [name: string, value: string][]; sku?: string | null }) {
  if (!specs.length && !sku) return null;
  return (
    <table>
      <caption>Specifications</caption>
      <tbody>
        {specs.map(([name, value], index) => (
          <tr key={index}>
            <th scope="row" dangerouslySetInnerHTML={{ __html: name }} />
            <td dangerouslySetInnerHTML={{ __html: value }} />
          </tr>
        ))}
        {sku ? (
          <tr>
            <th scope="row">SKU</th>
            <td>{sku}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** "About <title>", the description, then its spec table and the structured data. */
export function productDetailsHtml({ title, descriptionHtml, sku, jsonLd }: ProductDetailsProps) {
  const { html: prose, specs } = splitSpecs(descriptionHtml);
  // The description sits between the heading and the table with no element of its own, as the
  // merchant's HTML: React can only insert trusted HTML as an element's content.
  const heading = renderToStaticMarkup(<h2>About {title}</h2>);
  const rest = renderToStaticMarkup(
    <>
      <SpecTable specs={specs} sku={sku} />
      <JsonLdScripts data={jsonLd} />
    </>,
  );
  return heading + prose + rest;
}

export interface BuyBoxNotesProps {
  payments: readonly PaymentMethod[];
  sentences: string[];
}

/** The buy box's closing notes: the payment marks, then sentences. */
export function buyBoxNotesHtml({ payments, sentences }: BuyBoxNotesProps) {
  return renderToStaticMarkup(
    <>
      <PaymentMarks methods={payments} />
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </>,
  );
}
