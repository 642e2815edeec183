// Listings at 5,000 products (issue 32, items 2–4 and the Shop menu): /shop and the collections page
// by Shopify's cursors (every product reachable by following the next links, without JavaScript),
// filters and sorting change what is asked of the Storefront API and what is shown, a bogus sort,
// filter or cursor is a 400 that says why, a page past the end a 404, and the pages stay bounded
// (HTML, nodes per query) however big the catalogue is. The spec's English messages are checked on
// the English pages (/en/…); the German and French ones in content-languages.test.ts.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachePlan } from '~/lib/edge-cache/policy.server';
import { seed } from '../mocks/storefront/seed';
import { state } from '../mocks/state';
import { withCatalogue } from '../support/catalogue';
import { request } from '../support/worker';

withCatalogue({ size: 5000 });

type Variables = Record<string, unknown>;
const sent = (operation: string) =>
  state.requests
    .map((r) => r.body as { query?: string; variables?: Variables })
    .filter((body) => body?.query?.includes(operation))
    .map((body) => body.variables ?? {});

let addresses = 0;
/**
 * A page as a crawler asks for it, each from an address of its own: these tests walk hundreds of
 * listing pages, and a listing render with a sort, filter or cursor spends its client's budget
 * (issue 47, item 12; tests/integration/edge.test.ts).
 */
const page = async (path: string) => {
  addresses += 1;
  const ip = `203.0.${Math.floor(addresses / 250)}.${addresses % 250}`;
  const response = await request(path, { headers: { 'cf-connecting-ip': ip } });
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, '') };
};
/** The listing's own section: its cards and page links (the header's menus link products too). */
const listing = (html: string) => {
  const start = html.indexOf('aria-labelledby="listing-products"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};
const handles = (html: string) =>
  [...listing(html).matchAll(/href="(?:\/(?:fr|en))?\/shop\/([^"?#]+)"/g)].map((m) => m[1]!);
const link = (html: string, direction: 'next' | 'previous') =>
  new RegExp(`href="(/[^"]*(?:[?&]|&amp;)direction=${direction})"`).exec(listing(html))?.[1]?.replaceAll('&amp;', '&');
const prices = (html: string) =>
  [
    ...listing(html)
      .replaceAll('&#x27;', "'")
      .matchAll(/<p>(?:From|Ab|Dès) CHF[\s\u00a0]([\d’',.]+)<\/p>/g),
  ].map((m) => Number(m[1]!.replace(/[’',]/g, '')));

describe('paging by Shopify cursors', () => {
  it('reaches every product of the shop from /shop by following the next links', { timeout: 180_000 }, async () => {
    const seen = new Set<string>();
    let path: string | undefined = '/shop';
    let pages = 0;
    while (path) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const found = handles(html);
      expect(found.length, path).toBeGreaterThan(0);
      expect(found.length, path).toBeLessThanOrEqual(24);
      for (const handle of found) seen.add(handle);
      path = link(html, 'next');
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(5000 / 24));
    expect(seen.size).toBe(5000);
    expect([...seen].sort()).toEqual(seed.products.map((p) => p.handle).sort());
  });

  // It walks every page of a collection: 4 s on a quiet machine, past Vitest's 15 s on a busy one.
  it('goes back with the previous link, and says so past the end (404) or for a cursor Shopify refuses (400)', async () => {
    const first = await page('/collections/every-runner');
    const second = await page(link(first.html, 'next')!);
    expect(second.status).toBe(200);
    const back = await page(link(second.html, 'previous')!);
    expect(handles(back.html)).toEqual(handles(first.html));

    // The last product's cursor as a "next" cursor: nothing comes after it.
    let last = second;
    for (let next = link(last.html, 'next'); next; next = link(last.html, 'next')) last = await page(next);
    const cursor = Buffer.from(JSON.stringify({ last_id: idOf(handles(last.html).at(-1)!) })).toString('base64');
    const past = await page(`/en/collections/every-runner?cursor=${encodeURIComponent(cursor)}&direction=next`);
    expect(past.status).toBe(404);
    expect(past.html).toContain('This page is past the end of the list.');
    expect(past.html).toMatch(/href="\/en\/collections\/every-runner"[^>]*>Go to the first page</);

    for (const cursor of ['ZZ', Buffer.from('{"last_id":1}').toString('base64'), '%3Cscript%3E', 'a'.repeat(600)]) {
      const refused = await page(`/en/shop?cursor=${cursor}`);
      expect(refused.status, cursor).toBe(400);
      expect(refused.html).toContain('This page link is not valid or has expired.');
      expect(refused.html).toMatch(/<a[^>]+href="\/en\/shop"[^>]*>Go to the first page<\/a>/);
    }
  }, 60_000);

  it("pages in the page's language: French links and words on /fr/shop", async () => {
    const first = await page('/fr/shop');
    const next = /href="(\/[^"]*direction=next)"[^>]*>([^<]+)</.exec(listing(first.html));
    expect(next?.[1]).toMatch(/^\/fr\/shop\?cursor=[^"]+&amp;direction=next$/);
    expect(next?.[2]).toBe('Page suivante');
    const second = await page(link(first.html, 'next')!);
    expect(second.status).toBe(200);
    expect(listing(second.html)).toMatch(/href="\/fr\/shop\?cursor=[^"]+direction=previous"[^>]*>Page précédente</);
    const past = await page(`/fr/shop?cursor=${encodeURIComponent(Buffer.from('{"last_id":1}').toString('base64'))}`);
    expect(past.status).toBe(400);
    expect(past.html).toContain('Ce lien de page n’est pas valide ou a expiré.');
  });
});

function idOf(handle: string) {
  return Number(seed.products.find((p) => p.handle === handle)!.id);
}

describe('filters and sorting', () => {
  it('sorts by price both ways and by the newest, through the Storefront sort keys', async () => {
    const up = await page('/shop?sort_by=price-ascending');
    expect(sent('CollectionListing').at(-1)).toMatchObject({ sortKey: 'PRICE', reverse: false, first: 24 });
    const down = await page('/shop?sort_by=price-descending');
    expect(sent('CollectionListing').at(-1)).toMatchObject({ sortKey: 'PRICE', reverse: true });
    const ascending = prices(up.html);
    expect(ascending).toHaveLength(24);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(prices(down.html)).toEqual([...prices(down.html)].sort((a, b) => b - a));
    expect(prices(down.html)[0]).toBeGreaterThan(ascending.at(-1)!);
    await page('/collections/every-runner?sort_by=created-descending');
    expect(sent('CollectionListing').at(-1)).toMatchObject({ sortKey: 'CREATED', reverse: true });
    await page('/collections/every-runner?sort_by=best-selling');
    expect(sent('CollectionListing').at(-1)).toMatchObject({ sortKey: 'BEST_SELLING', reverse: false });
  });

  it('filters by size, availability and price: the variables, the products, the chips, noindex', async () => {
    const all = handles((await page('/en/shop')).html);
    const { status, html } = await page(
      '/en/shop?filter.v.option.size=254+mm&filter.v.availability=1&filter.v.price.lte=250&filter.v.price.gte=',
    );
    expect(status).toBe(200);
    expect(sent('CollectionListing').at(-1)!.filters).toEqual([
      { available: true },
      { variantOption: { name: 'size', value: '254 mm' } },
      { price: { max: 250 } },
    ]);
    const found = handles(html);
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toEqual(all);
    // Each shown product has one variant that is 254 mm, in stock and at most CHF 250.
    for (const handle of found) {
      const product = seed.products.find((p) => p.handle === handle)!;
      const fits = product.variants.some(
        (v) =>
          v.selectedOptions.some((o) => o.name === 'Size' && o.value === '254 mm') &&
          v.quantityAvailable > 0 &&
          Number(v.price) <= 250,
      );
      expect(fits, handle).toBe(true);
    }
    // The chosen filters as chips, each removing itself; the facets' counts; kept out of search engines.
    const chip = (label: string) =>
      new RegExp(`<a[^>]*aria-label="Remove filter ${label}"[^>]*>`).exec(html)?.[0].match(/href="([^"]+)"/)?.[1];
    expect(chip('Size: 254 mm')).toBe('/en/shop?filter.v.availability=1&amp;filter.v.price.lte=250');
    expect(html).toContain('Remove filter In stock');
    expect(html).toContain('Remove filter Price up to CHF');
    const box = /<input[^>]*name="filter.v.option.size"[^>]*value="254 mm"[^>]*>/.exec(html)?.[0];
    expect(box).toContain('checked=""');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/en\/shop"\/>/);
    expect((await page('/en/shop')).html).not.toContain('<meta name="robots" content="noindex"/>');
  });

  it('says when filters leave nothing, and offers to clear them', async () => {
    const { status, html } = await page(
      '/en/collections/every-runner?filter.v.option.size=999+mm&sort_by=price-ascending',
    );
    expect(status).toBe(200);
    expect(html).toContain('No products match these filters.');
    expect(html).toMatch(/href="\/en\/collections\/every-runner\?sort_by=price-ascending"[^>]*>Clear all filters</);
    expect(handles(html)).toEqual([]);
  });

  it.each([
    ['sort_by=cheapest', 'Unknown sort order “cheapest”.'],
    ['filter.v.colour=red', 'Unknown filter “filter.v.colour”.'],
    ['filter.v.availability=maybe', 'The filter “filter.v.availability” has a value that is not valid.'],
    ['filter.v.price.gte=ten', 'The filter “filter.v.price.gte” has a value that is not valid.'],
    ['filter.v.price.gte=90&filter.v.price.lte=10', 'The lowest price is above the highest.'],
    ['filter.v.option.flavour=mint', 'These products cannot be filtered by “flavour”.'],
    ['direction=sideways&cursor=abc', 'This page link is not valid or has expired.'],
    [
      Array.from({ length: 30 }, (_, i) => `filter.p.product_type=t${i}`).join('&'),
      'Too many filters: choose at most 24.',
    ],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const { status, html } = await page(`/en/shop?${query}`);
    expect(status).toBe(400);
    expect(html).toContain(message);
    expect(html).toMatch(/href="\/en\/shop"[^>]*>Go to the first page</);
  });

  it('keys the page cache by the normalised filter set', () => {
    const key = (search: string) =>
      cachePlan(new Request(`https://shop.example/shop${search}`), 'cloudflare', 'build')!.keyUrl;
    const clean = key('?filter.v.option.size=254+mm&sort_by=price-ascending');
    expect(key('?sort_by=price-ascending&filter.v.price.gte=&filter.v.option.Size=254%20mm')).toBe(clean);
    expect(key('?filter.v.option.size=254+mm&filter.v.option.size=254+mm&sort_by=price-ascending&utm_source=x')).toBe(
      clean,
    );
    expect(key('?sort_by=featured')).toBe(key(''));
    expect(key('?filter.v.option.size=263+mm&sort_by=price-ascending')).not.toBe(clean);
    // Prices in whole units (issue 47, item 12): a cent more or less is the same page.
    const range = key('?filter.v.price.gte=99&filter.v.price.lte=121');
    for (const near of [
      '?filter.v.price.gte=99.95&filter.v.price.lte=120.10',
      '?filter.v.price.gte=99.01&filter.v.price.lte=120.99',
    ])
      expect(key(near), near).toBe(range);
    expect(key('?filter.v.price.gte=100&filter.v.price.lte=121')).not.toBe(range);
  });

  it('asks Shopify for prices in whole units, taking in the range asked for (issue 47, item 12)', async () => {
    const { status, html } = await page('/en/shop?filter.v.price.gte=99.95&filter.v.price.lte=120.10');
    expect(status).toBe(200);
    expect(sent('CollectionListing').at(-1)!.filters).toEqual([{ price: { min: 99, max: 121 } }]);
    expect(html).toMatch(/<input[^>]*name="filter.v.price.gte"[^>]*value="99"/);
  });

  it('refuses a malformed cursor with a 400 before it reaches Shopify (issue 47, item 12)', async () => {
    const cursors = ['ZZ', 'AAAA', btoa('cursor:12'), btoa('[1]'), btoa('{"last_id":1').slice(0, -2), 'e30'];
    for (const cursor of cursors.slice(0, -1)) {
      const refused = await page(`/en/shop?cursor=${encodeURIComponent(cursor)}`);
      expect(refused.status, cursor).toBe(400);
      expect(refused.html).toContain('This page link is not valid or has expired.');
    }
    const sentCursors = state.requests.map((r) => JSON.stringify(r.body ?? ''));
    for (const cursor of cursors.slice(0, -1))
      expect(
        sentCursors.some((body) => body.includes(cursor)),
        cursor,
      ).toBe(false);
    // The way back keeps the sort and filters: only the page link was at fault.
    const sorted = await page('/en/collections/every-runner?cursor=ZZ&sort_by=price-ascending');
    expect(sorted.html).toMatch(
      /<a[^>]+href="\/en\/collections\/every-runner\?sort_by=price-ascending"[^>]*>Go to the first page<\/a>/,
    );
    // A well-formed one (`{}`, unpadded) still goes to Shopify, which judges it.
    expect((await page('/en/shop?cursor=e30')).status).toBe(400);
    expect(state.requests.some((r) => JSON.stringify(r.body ?? '').includes('"e30"'))).toBe(true);
  });
});

describe('bounded pages at 5,000 products', () => {
  it('keeps listing HTML under 40 KB gzip and every query at 250 nodes or fewer', async () => {
    for (const path of ['/shop', '/collections/full-range', '/collections/every-runner?filter.v.availability=1']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(gzipSync(html).length, path).toBeLessThanOrEqual(40 * 1024);
    }
    const sizes = state.requests.flatMap((r) => {
      const body = r.body as { query?: string; variables?: Variables } | undefined;
      const literal = [...(body?.query ?? '').matchAll(/\b(?:first|last|limit):\s*(\d+)/g)].map((m) => Number(m[1]));
      const variable = ['first', 'last', 'count', 'collections', 'products'].map((name) => body?.variables?.[name]);
      return [...literal, ...variable.filter((v): v is number => typeof v === 'number')];
    });
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(250);
  });

  it('shows 12 featured products on the home page, not the catalogue', async () => {
    const { html } = await page('/');
    const section = html.slice(html.indexOf('aria-labelledby="catalogue"'));
    const cards = [...section.slice(0, section.indexOf('</section>')).matchAll(/<h3>([^<]+)<\/h3>/g)];
    expect(cards).toHaveLength(12);
    expect(sent('query Home').at(-1)).toMatchObject({ featured: 'all-products', count: 12 });
  });

  it('names a bounded set of collections in the Shop menu, with All collections', async () => {
    const { html } = await page('/stories');
    const menu = html.slice(html.indexOf('data-menu="shop"'), html.indexOf('data-menu="stories"'));
    const collections = [...menu.matchAll(/href="\/collections\/[^"]+"/g)];
    expect(collections).toHaveLength(8);
    expect(menu).toContain('href="/shop#collections"');
    expect([...menu.matchAll(/href="\/shop\/[^"]+"/g)].length).toBeLessThanOrEqual(6);
  });

  it('links every collection from /shop, a page at a time', { timeout: 60_000 }, async () => {
    const seen = new Set<string>();
    let path: string | undefined = '/shop';
    while (path) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const nav = html.slice(
        html.indexOf('id="collections"'),
        html.indexOf('</nav>', html.indexOf('id="collections"')),
      );
      const links = [...nav.matchAll(/href="\/collections\/([^"]+)"/g)].map((m) => m[1]!);
      expect(links.length).toBeLessThanOrEqual(12);
      for (const handle of links) seen.add(handle);
      path = /href="(\/shop\?[^"]*collections_direction=next)"/.exec(nav)?.[1]?.replaceAll('&amp;', '&');
    }
    expect(seen.size).toBe(seed.collections.length - 1);
  });
});

describe('the product count at 5,000 products', () => {
  it('says how many the whole list holds, not the page', async () => {
    const { html } = await page('/en/shop');
    expect(html).toMatch(/<h2 id="listing-products"[^>]*>5000 products<\/h2>/);
  });
});
