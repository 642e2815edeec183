import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '~/lib/i18n/messages/en';
import { fr } from '~/lib/i18n/messages/fr';
import { BuyBoxNotes, ProductDetails, type BuyBoxNotesProps, type ProductDetailsProps } from './product-details';
import * as styles from './product-details.css';
import { splitSpecs as split } from '~/lib/catalogue/specs.server';

const words = en.productPage;
/** The props as the product view gives them: the description split from its spec list. */
const described = (html: string) => {
  const { html: descriptionHtml, specs } = split(html);
  return { descriptionHtml, specs };
};
const details = (props: ProductDetailsProps) => renderToString(createElement(ProductDetails, props));

describe('ProductDetails', () => {
  it('writes the spec rows and the SKU (escaped) into a captioned table after the prose', () => {
    const html = details({
      title: 'Blade',
      ...described('<p>A</p><ul><li>Fits: 246 mm</li></ul>'),
      sku: 'SB<1>',
      words,
    });
    expect(html).toContain('<h2>About Blade</h2>');
    expect(html).toContain('<p>A</p></div>');
    expect(html).not.toContain('<ul>');
    expect(html).toContain(
      `<table class="${styles.specs}"><caption>Specifications</caption><tbody>` +
        '<tr><th scope="row">Fits</th><td>246 mm</td></tr>' +
        '<tr><th scope="row">SKU</th><td>SB&lt;1&gt;</td></tr></tbody></table>',
    );
  });

  it('adds no table when there is nothing to put in it', () => {
    expect(details({ title: 'A & B', descriptionHtml: '<p>A</p>', specs: [], sku: null, words })).not.toContain(
      '<table',
    );
  });

  it('speaks the page’s language', () => {
    const html = details({
      title: 'Lame',
      ...described('<p>A</p><ul><li>Taille: 246 mm</li></ul>'),
      sku: 'SB1',
      words: fr.productPage,
    });
    expect(html).toContain('<h2>À propos de Lame</h2>');
    expect(html).toContain('<caption>Caractéristiques techniques</caption>');
    expect(html).toContain('<th scope="row">Référence</th>');
  });
});

describe('BuyBoxNotes', () => {
  it('lists the payment marks, then each note as a closed disclosure with its link, escaped', () => {
    const notes: BuyBoxNotesProps = {
      payments: ['visa'],
      paymentsLabel: 'Payment methods',
      disclosures: [{ title: 'Shipping', text: 'Ships in 1 day & more', href: '/faq', more: 'Delivery times' }],
    };
    // At the page's address: the marks are lazy but on the home page (spec §2).
    const at = (path: string) =>
      renderToString(createElement(MemoryRouter, { initialEntries: [path] }, createElement(BuyBoxNotes, notes)));
    const html = at('/fr/shop/sharkblades');
    expect(html).toMatch(/^<ul aria-label="Payment methods" data-payment-marks=""><li><img [^>]*alt="Visa"/);
    expect(html).toMatch(/<img [^>]*loading="lazy"/);
    expect(at('/fr')).toMatch(/<img [^>]*loading="eager"/);
    expect(html).toContain(
      `<details class="${styles.disclosure}"><summary>Shipping</summary>` +
        '<p>Ships in 1 day &amp; more<!-- --> <a href="/faq">Delivery times</a></p></details>',
    );
  });
});
