// Issue 32, item 5 (docs/decisions/seo.md): at 5,000 products every product is in a child sitemap
// the index names and on a /json/list page, every sitemap is well-formed XML within the protocol's
// limits with lastmod and language alternates, no Storefront query reads more than 250 nodes, and
// a bad page or cursor is a 4xx with a message.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { seed } from '../mocks/storefront/seed';
import { withCatalogue } from '../support/catalogue';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';
import { parseXml } from '../support/xml';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;
const SIZE = 5000;

withCatalogue({ size: SIZE });

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Every `first`/`last` the Storefront mock was sent, as variables or written in the query. */
function pageSizesSent(): number[] {
  return state.requests
    .filter((r) => r.upstream === 'storefront')
    .flatMap((r) => {
      const body = r.body as { query?: string; variables?: Record<string, unknown> };
      const literal = [...(body.query ?? '').matchAll(/\b(?:first|last):\s*(\d+)/g)].map((m) => Number(m[1]));
      const variables = Object.entries(body.variables ?? {})
        .filter(([name]) => name === 'first' || name === 'last')
        .map(([, value]) => Number(value));
      return [...literal, ...variables];
    });
}

describe(`the sitemaps at ${SIZE} products`, () => {
  it('the index names child sitemaps that list every product, each valid, bounded, dated and with alternates', async () => {
    const index = await request(`${MAIN}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(parseXml(indexXml)[0]!.name).toBe('sitemapindex');
    const children = locsOf(indexXml);
    expect(children.filter((loc) => loc.includes('/sitemap/products/')).length).toBe(Math.ceil(SIZE / 250));
    for (const type of ['pages', 'collections', 'articles']) {
      expect(children).toContain(`${MAIN}/sitemap/${type}/1.xml`);
    }

    const urls = new Map<string, { lastmod: boolean; alternates: string[] }>();
    for (const child of children) {
      expect(child.startsWith(`${MAIN}/sitemap/`)).toBe(true);
      const response = await request(child);
      expect(response.status, child).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const xml = await response.text();
      expect(new TextEncoder().encode(xml).length).toBeLessThan(50 * 1024 * 1024);
      const elements = parseXml(xml);
      expect(elements[0]!.name).toBe('urlset');
      const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
      // One Shopify page of ≤ 250, each in German, French and English (docs/decisions/seo.md).
      expect(blocks.length, child).toBeLessThanOrEqual(250 * 3);
      expect(blocks.length).toBeLessThan(50_000);
      for (const block of blocks) {
        const [loc] = locsOf(block);
        const alternates = [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
        urls.set(loc!, {
          lastmod: /<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(block),
          alternates: alternates.map((m) => `${m[1]} ${m[2]}`),
        });
      }
    }

    const products = seed.products.map((p) => `${MAIN}/shop/${p.handle}`);
    expect(products.length).toBe(SIZE);
    const missing = products.filter((url) => !urls.has(url));
    expect(missing.length, `missing, e.g. ${missing[0]}`).toBe(0);
    const generated = seed.products.at(-1)!.handle;
    // Every language's URL is listed, each with the same five alternates (issue 31, item 6).
    const alternates = [
      `de-CH ${MAIN}/shop/${generated}`,
      `fr-CH ${MAIN}/fr/shop/${generated}`,
      `en-CH ${MAIN}/en/shop/${generated}`,
      `en-US ${US}/shop/${generated}`,
      `x-default ${MAIN}/shop/${generated}`,
    ];
    for (const prefix of ['', '/fr', '/en']) {
      expect(urls.get(`${MAIN}${prefix}/shop/${generated}`)).toEqual({ lastmod: true, alternates });
    }
    for (const collection of seed.collections) expect(urls.has(`${MAIN}/collections/${collection.handle}`)).toBe(true);
    const dated = [...urls].filter(([url]) => /\/(shop|collections|stories\/[\w-]+)\/[\w-]+$/.test(url));
    expect(dated.length).toBeGreaterThan(SIZE);
    expect(dated.every(([, url]) => url.lastmod && url.alternates.length === 5)).toBe(true);
    expect(urls.has(`${MAIN}/stories/success-stories/campus-langnau`)).toBe(true);
    expect(urls.has(`${MAIN}/legal/privacy-policy`)).toBe(true);
    expect(urls.has(`${MAIN}/zeitplan`)).toBe(false);

    expect(Math.max(...pageSizesSent())).toBeLessThanOrEqual(250);
  }, 120_000);

  it('a child sitemap on the US site names URLs of that site', async () => {
    const xml = await (await request(`${US}/sitemap/products/20.xml`)).text();
    const locs = locsOf(xml);
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.every((loc) => loc.startsWith(`${US}/shop/`))).toBe(true);
  });

  it.each([
    ['/sitemap/products/0.xml', 400, 'The sitemap page must be a whole number'],
    ['/sitemap/products/abc.xml', 400, 'The sitemap page must be a whole number'],
    ['/sitemap/products/99999999.xml', 400, 'The sitemap page must be a whole number'],
    ['/sitemap/products/21.xml', 404, 'This sitemap has fewer pages.'],
    ['/sitemap/articles/41.xml', 404, 'This sitemap has fewer pages.'],
    ['/sitemap/widgets/1.xml', 404, 'There is no such sitemap.'],
  ])('%s answers %i with a message', async (path, status, message) => {
    const response = await request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await response.text()).toContain(message);
  });
});

describe(`/json/list at ${SIZE} products`, () => {
  interface ListPage {
    pages: { path: string }[];
    products: { handle: string }[];
    next: string | null;
    nextCursor: string | null;
  }

  it('pages by cursor through every product, 250 at a time', async () => {
    const handles: string[] = [];
    let next: string | null = '/json/list';
    let first: ListPage | undefined;
    for (let guard = 0; next && guard < 100; guard++) {
      const response = await request(next);
      expect(response.status, next).toBe(200);
      const page = (await response.json()) as ListPage;
      first ??= page;
      expect(page.products.length).toBeLessThanOrEqual(250);
      handles.push(...page.products.map((p) => p.handle));
      next = page.next;
    }
    expect(first!.pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/shop', '/faq', '/legal/terms']));
    expect(new Set(handles).size).toBe(SIZE);
    expect(handles.sort()).toEqual(seed.products.map((p) => p.handle).sort());
    expect(Math.max(...pageSizesSent())).toBeLessThanOrEqual(250);
  }, 60_000);

  it.each([
    ['not base64 at all!', 'garbage'],
    [btoa('{"nope":1}'), 'not a cursor'],
    [btoa('{"last_id":1,"last_value":"1"}'), 'a cursor Shopify cannot place'],
  ])('refuses %s (%s) with a 400 and a message', async (cursor) => {
    const response = await request(`/json/list?cursor=${encodeURIComponent(cursor)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The cursor is not valid. Start again at /json/list and follow its next links.',
    });
  });
});
