// Issue 34, item 4: search ranks what shoppers look for. Products first (their title, then their
// option values and SKUs: "black ghost 272" finds the 272 mm Black Ghost), then collections,
// stories and pages; a page kept out of search engines (/zeitplan) is never a result; a result
// without an image has no image box; snippets end on a word with an ellipsis; a search that finds
// nothing offers best sellers and the chat. The suggestions: grouped, a handful of each, products
// by their title (not "Contact" for "bla").
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

const html = async (path: string) => (await (await request(path)).text()).replace(/<!-- -->/g, '');
const main = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));
/** The results' links in page order, with the list each is in. */
const links = (page: string) =>
  [...main(page).matchAll(/<ul [^>]*aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/ul>/g)].flatMap(([, list, items]) =>
    [...items!.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => ({ list, href: href!.replace(/&amp;/g, '&') })),
  );

describe('GET /search ranks products first', () => {
  it('"blade": the products (Sharkblades among the first) before any story or page', async () => {
    const found = links(await html('/search?q=blade'));
    expect(found[0]!.list).toBe('Suchergebnisse');
    expect(found.slice(0, 3).map((l) => l.href)).toContain('/shop/sharkblades');
    const firstOther = found.findIndex((l) => !l.href.startsWith('/shop/'));
    const lastProduct = found.map((l) => l.href.startsWith('/shop/')).lastIndexOf(true);
    expect(firstOther).toBeGreaterThan(lastProduct);
    expect(found.some((l) => l.href.startsWith('/stories/'))).toBe(true);
  });

  it('"black ghost 272": the Black Ghost at 272 mm, linked with that variant chosen', async () => {
    const page = await html('/en/search?q=black%20ghost%20272');
    const [first] = links(page);
    expect(first!.href).toMatch(/^\/en\/shop\/black-ghost\?Size=272\+mm&Profile=/);
    expect(main(page)).toMatch(/<h3[^>]*>Black Ghost · 272 mm<\/h3>/);
    // In German, the variant is chosen by the German option names.
    const [german] = links(await html('/search?q=black%20ghost%20272'));
    expect(german!.href).toMatch(/^\/shop\/black-ghost\?Gr%C3%B6sse=272\+mm&/);
  });

  it('orders products by relevance, not by title (issue 49): equal matches the better seller first', async () => {
    // "kufe" is each blade's product type alone: Black Ghost would lead alphabetically.
    const products = links(await html('/search?q=kufe')).filter((l) => l.list === 'Suchergebnisse');
    expect(products.map((l) => l.href)).toEqual([
      '/shop/sharkblades',
      '/shop/sharkblades-for-goalies',
      '/shop/black-ghost',
    ]);
  });

  it('finds a product by its SKU', async () => {
    expect(links(await html('/search?q=SBG-288'))[0]!.href).toMatch(/^\/shop\/sharkblades-for-goalies/);
  });

  it('never lists the internal, noindex schedule page', async () => {
    for (const q of ['zeitplan', 'Kufen', 'Aufbau', 'Lido']) {
      expect(main(await html(`/search?q=${q}`)), q).not.toContain('href="/zeitplan"');
    }
  });

  it('lists collections with the products', async () => {
    const found = links(await html('/search?q=goalie'));
    expect(found.some((l) => l.href === '/collections/goalies')).toBe(true);
    expect(found[0]!.href).toMatch(/^\/shop\//);
  });

  it('gives a result without an image no image box, and cuts a long snippet on a word with an ellipsis', async () => {
    const page = main(await html('/search?q=sustainability'));
    const hit = /<a href="\/sustainability" class="[^"]*">([\s\S]*?)<\/a>/.exec(page)?.[1];
    expect(hit).toBeDefined();
    expect(hit).not.toMatch(/<img|aria-hidden="true"/);
    const snippet = /<p class="[^"]*">([^<]+)<\/p>/.exec(hit!)![1]!;
    expect(snippet.length).toBeLessThanOrEqual(161);
    expect(snippet).toMatch(/\p{L}…$/u);
  });

  it('offers best sellers and the chat when nothing is found', async () => {
    const page = main(await html('/search?q=zeitplan'));
    expect(page).toContain('Keine Ergebnisse für «zeitplan».');
    expect(page).toContain('href="/help"');
    expect(links(page).filter((l) => l.href.startsWith('/shop/')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('GET /search/suggest', () => {
  type Hit = { kind: string; title: string; path: string; image: unknown };
  const suggest = async (q: string) =>
    ((await (await request(`/search/suggest?q=${q}`)).json()) as { hits: Hit[] }).hits;

  it('"bla" suggests Black Ghost and blade stories, not Contact, Devcenter or Ethics', async () => {
    const hits = await suggest('bla');
    expect(hits[0]).toMatchObject({ kind: 'product', title: 'Black Ghost', path: '/shop/black-ghost' });
    expect(hits[0]!.image).toMatchObject({ url: expect.stringContaining('black-ghost') });
    expect(hits.map((h) => h.path)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/contact|devcenter|ethics/)]),
    );
  });

  it('groups products, collections, stories and pages, at most four of each', async () => {
    const hits = await suggest('s');
    expect(hits).toEqual([]);
    const many = await suggest('sh');
    const kinds = many.map((h) => h.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    for (const kind of ORDER) expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(4);
  });
});

const ORDER = ['product', 'collection', 'article', 'page'];
