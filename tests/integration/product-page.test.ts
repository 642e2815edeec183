// The product page that sells (issue 33, item 4): the variant's image first, the rating beside the
// title, shipping and returns as disclosures, "Complete the kit" from productRecommendations in
// the page's language, the phones' buy bar and the options' fragment for the keyboard without
// JavaScript.
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

const page = async (path: string) => (await (await request(path)).text()).replace(/<!-- -->/g, '');
/** The images on the gallery's stage, in order (their CDN paths). */
const stage = (html: string) =>
  [...html.matchAll(/<div id="media-\d+"[^>]*><img src="[^"]*?(\/cdn\/shop\/files\/[^"?]+)/g)].map((m) => m[1]);
/** The "Complete the kit" section. */
const kit = (html: string) => /<section[^>]*aria-labelledby="kit-title">.*?<\/section>/.exec(html)?.[0] ?? '';

describe('the product page that sells', () => {
  it('shows every image, the chosen variant’s first (an option change without JavaScript)', async () => {
    expect(stage(await page('/en/shop/sharkblades'))).toEqual([
      '/cdn/shop/files/sharkblades-1.jpg',
      '/cdn/shop/files/sharkblades-2.jpg',
      '/cdn/shop/files/sharkblades-3.jpg',
      '/cdn/shop/files/sharkblades-4.jpg',
    ]);
    const doublePack = stage(await page('/en/shop/sharkblades?Size=254+mm&Pack=Double+pack'));
    expect(doublePack[0]).toBe('/cdn/shop/files/sharkblades-3.jpg');
    expect(doublePack).toHaveLength(4);
  });

  it('puts the rating summary beside the title, linking to the reviews', async () => {
    const html = await page('/en/shop/sharkblades');
    expect(html).toMatch(
      /<h1>Sharkblades<\/h1><a href="#reviews"[^>]*><p[^>]*>.*?Rated <strong>4\.7<\/strong> out of 5/,
    );
    expect(html).toContain('id="reviews"');
  });

  it('writes shipping and returns as closed disclosures with their pages, in the page’s language', async () => {
    const en = await page('/en/shop/sharkblades');
    expect(en).toMatch(/<details[^>]*><summary>Shipping<\/summary><p>Items in stock [^<]+<a href="\/en\/faq">/);
    expect(en).toMatch(/<details[^>]*><summary>Returns<\/summary><p>[^<]+<a href="\/en\/legal\/refund-policy">/);
    const fr = await page('/fr/shop/sharkblades');
    expect(fr).toMatch(/<summary>Livraison<\/summary>.*?<a href="\/fr\/faq">Délais et frais de livraison<\/a>/);
    const de = await page('/shop/sharkblades');
    expect(de).toMatch(/<summary>Rückgabe<\/summary>.*?<a href="\/legal\/refund-policy">/);
  });

  it('recommends four products to complete the kit, in German, French and English', async () => {
    const de = kit(await page('/shop/sharkblades'));
    expect(de).toContain('>Ergänze deine Ausrüstung</h2>');
    expect(de.match(/<li[ >]/g)).toHaveLength(4);
    // The complementary products first (other types in the same collections), then the related.
    expect([...de.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/shop/oceanice-pro',
      '/shop/greenly',
      '/shop/sharkblades-for-goalies',
      '/shop/black-ghost',
    ]);
    expect(de).not.toContain('href="/shop/sharkblades"');
    const fr = kit(await page('/fr/shop/sharkblades'));
    expect(fr).toContain('>Complétez votre équipement</h2>');
    expect(fr).toContain('href="/fr/shop/sharkblades-for-goalies"');
    expect(fr).toContain('<h3>Sharkblades pour gardiens</h3>');
    expect(fr).toMatch(/Dès CHF/);
    const en = kit(await page('/en/shop/sharkblades'));
    expect(en).toContain('>Complete the kit</h2>');
    expect(en).toContain('href="/en/shop/greenly"');
  });

  it('lets the kit’s pictures wait until a shopper scrolls near them (they are below the first screen)', async () => {
    const cards = kit(await page('/en/shop/sharkblades'));
    const loading = [...cards.matchAll(/<img [^>]*loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('without JavaScript: option links come back to the options, the bar links to the buy box', async () => {
    const html = await page('/en/shop/sharkblades');
    expect(html).toContain('<section id="buy"');
    expect(html).toContain('<div id="options" tabindex="-1">');
    const options = [...html.matchAll(/<a [^>]*href="(\/en\/shop\/sharkblades\?[^"]+)"/g)].map((m) => m[1]!);
    expect(options.length).toBeGreaterThan(0);
    for (const href of options) expect(href).toMatch(/#options$/);
    expect(html).toMatch(
      /<div[^>]*data-buy-bar=""><p><span>Sharkblades<\/span> <strong>CHF[^<]+<\/strong><\/p><a href="#buy">Add to cart<\/a><\/div>/,
    );
  });

  it('says honestly what the review section is for', async () => {
    const html = await page('/en/shop/sharkblades');
    expect(html).not.toContain('Reviews load here.');
    expect(html).toContain('Played with it? Tell other players what you think.');
  });
});
