import { describe, expect, it } from 'vitest';
import { paymentMarksHtml } from '~/components/checkout/payment-marks.server';
import { en } from '~/lib/i18n/messages/en';
import { fr } from '~/lib/i18n/messages/fr';
import { buyBoxNotesHtml, productDetailsHtml } from './product-details.server';
import * as styles from './product-details.css';

const words = en.productPage;

describe('productDetailsHtml', () => {
  it('writes the spec rows and the SKU (escaped) into a captioned table after the prose', () => {
    expect(
      productDetailsHtml({
        title: 'Blade',
        descriptionHtml: '<p>A</p><ul><li>Fits: 246 mm</li></ul>',
        sku: 'SB<1>',
        jsonLd: [],
        words,
      }),
    ).toBe(
      `<h2>About Blade</h2><p>A</p><table class="${styles.specs}"><caption>Specifications</caption><tbody>` +
        '<tr><th scope="row">Fits</th><td>246 mm</td></tr>' +
        '<tr><th scope="row">SKU</th><td>SB&lt;1&gt;</td></tr></tbody></table>',
    );
  });

  it('adds no table when there is nothing to put in it, and the structured data last', () => {
    const jsonLd = [{ '@type': 'Product', name: 'A & B' }];
    expect(productDetailsHtml({ title: 'A & B', descriptionHtml: '<p>A</p>', sku: null, jsonLd, words })).toBe(
      '<h2>About A &amp; B</h2><p>A</p><script type="application/ld+json">{"@type":"Product","name":"A \\u0026 B"}</script>',
    );
  });

  it('speaks the page’s language', () => {
    const html = productDetailsHtml({
      title: 'Lame',
      descriptionHtml: '<p>A</p><ul><li>Taille: 246 mm</li></ul>',
      sku: 'SB1',
      jsonLd: [],
      words: fr.productPage,
    });
    expect(html).toContain('<h2>À propos de Lame</h2>');
    expect(html).toContain('<caption>Caractéristiques techniques</caption>');
    expect(html).toContain('<th scope="row">Référence</th>');
  });
});

describe('buyBoxNotesHtml', () => {
  it('lists the payment marks, then each note as a closed disclosure with its link, escaped', () => {
    const notes = {
      payments: ['visa'] as const,
      paymentsLabel: 'Payment methods',
      disclosures: [{ title: 'Shipping', text: 'Ships in 1 day & more', href: '/faq', more: 'Delivery times' }],
    };
    expect(buyBoxNotesHtml(notes)).toBe(
      `${paymentMarksHtml(['visa'], 'Payment methods')}<details class="${styles.disclosure}"><summary>Shipping</summary>` +
        '<p>Ships in 1 day &amp; more <a href="/faq">Delivery times</a></p></details>',
    );
  });
});
