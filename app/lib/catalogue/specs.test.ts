import { describe, expect, it } from 'vitest';
import { buyBoxNotesHtml, detailsHtml, splitSpecs } from './specs';
import { paymentMarksHtml } from '~/lib/checkout/payments';

describe('splitSpecs', () => {
  it('takes a trailing list of "Name: value" items as the spec table', () => {
    const html = '<p>Steel.</p>\n<ul>\n<li>Material: steel, 58&nbsp;HRC</li>\n<li>Fits: 246–288 mm</li>\n</ul>';
    expect(splitSpecs(html)).toEqual({
      html: '<p>Steel.</p>',
      specs: [
        ['Material', 'steel, 58&nbsp;HRC'],
        ['Fits', '246–288 mm'],
      ],
    });
  });

  it('leaves a list that is not all specs in the prose', () => {
    const html = '<p>Why</p><ul><li>Material: steel</li><li>Swaps in seconds</li></ul>';
    expect(splitSpecs(html)).toEqual({ html, specs: [] });
  });

  it('leaves a list followed by more prose alone', () => {
    const html = '<ul><li>Material: steel</li></ul><p>More</p>';
    expect(splitSpecs(html)).toEqual({ html, specs: [] });
  });

  it('handles a description without a list', () => {
    expect(splitSpecs('<p>Only words.</p>')).toEqual({ html: '<p>Only words.</p>', specs: [] });
  });
});

describe('detailsHtml', () => {
  it('writes the spec rows and the SKU (escaped) into a captioned table after the prose', () => {
    expect(detailsHtml('Blade', '<p>A</p><ul><li>Fits: 246 mm</li></ul>', 'SB<1>')).toBe(
      '<h2>About Blade</h2><p>A</p><table><caption>Specifications</caption><tbody>' +
        '<tr><th scope="row">Fits</th><td>246 mm</td></tr>' +
        '<tr><th scope="row">SKU</th><td>SB&lt;1&gt;</td></tr></tbody></table>',
    );
  });

  it('adds no table when there is nothing to put in it', () => {
    expect(detailsHtml('A & B', '<p>A</p>', null)).toBe('<h2>About A &amp; B</h2><p>A</p>');
  });
});

describe('buyBoxNotesHtml', () => {
  it('lists the payment marks, then the sentences, escaped', () => {
    expect(buyBoxNotesHtml(['visa'], ['Ships in 1 day & more'])).toBe(
      `${paymentMarksHtml(['visa'])}<p>Ships in 1 day &amp; more</p>`,
    );
  });
});
