// Server-written HTML goes into a document once (docs/decisions/170): in the markup, not again in
// the hydration data; a data request (client navigation) carries it, since it has no markup.
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

// The English page: its islands' words are the ones below.
const PRODUCT = '/en/shop/sharkblades';
// The hydration data: React Router's turbo-stream, written into the document's scripts.
const hydrationData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!)).join('');

// A piece of each island's HTML: the gallery, the header's menus, the consent bar, the footer's signup
// and its links.
const PIECES = [
  'aria-label=\\"Sharkblades: images and videos\\"',
  'data-menu=\\"shop\\"',
  'id=\\"cookie-consent\\"',
  'data-newsletter',
  'id=\\"footer-hq\\"',
];

describe('islands', () => {
  it('a document has each island in its markup once and not in its hydration data', async () => {
    for (const cookie of [undefined, 'session=personal']) {
      const html = await (await request(PRODUCT, { headers: cookie ? { Cookie: cookie } : {} })).text();
      const data = hydrationData(html);
      expect(data).toContain('"gallery"');
      for (const piece of PIECES) {
        // In the markup as written; in the data (JSON strings) with its quotes escaped.
        const markup = JSON.parse(`"${piece}"`) as string;
        expect(html.split(markup).length - 1, markup).toBe(1);
        expect(data, piece).not.toContain(piece);
      }
      expect(html).toContain('<h2>About Sharkblades</h2>');
      expect(data).not.toContain('<h2>About Sharkblades</h2>');
      // The product's structured data (an offer per variant) is written once too.
      expect(html.split('"@type":"Product"').length - 1).toBe(1);
      expect(data).not.toContain('schema.org');
    }
  });

  it('a data request (client navigation) carries the islands’ HTML', async () => {
    const response = await request(`${PRODUCT}.data`);
    expect(response.status).toBe(200);
    const data = await response.text();
    for (const piece of PIECES) expect(data).toContain(piece);
    expect(data).toContain('<h2>About Sharkblades</h2>');
    expect(data).toContain('application/ld+json');
  });
});
