// Every cache key holds what makes a visitor's answer theirs (docs/decisions/page-cache.md). The page cache's
// key comes from one function (cachePlan: its URL, host, country cookie, geo country, consent and
// build; a cart means no shared page at all), the sub-request cache's from Hydrogen (query,
// variables with the market's @inContext country and language). A visitor-specific input changes it.
import { describe, expect, it } from 'vitest';
import { cachePlan } from '~/lib/edge-cache/policy.server';
import { ALL_IDS, CONSENT_IDS_COOKIE, joinIds } from '~/lib/consent/model';
import { COUNTRY_COOKIE } from '~/lib/country/country';
import { edgeCache, request, useEdgeCache } from '../support/worker';

const BUILD = 'build-1';
const keyOf = (url: string, headers: Record<string, string> = {}) =>
  cachePlan(new Request(url, { headers }), 'cloudflare', BUILD)?.keyUrl ?? null;

describe('the page cache key (cachePlan)', () => {
  const base = keyOf('https://shop.example/shop/sharkblades');

  it('is the same for the same page and inputs, and without tracking parameters', () => {
    expect(base).not.toBeNull();
    expect(keyOf('https://shop.example/shop/sharkblades?utm_source=news&gclid=1')).toBe(base);
  });

  it.each([
    ['the country cookie', 'https://shop.example/shop/sharkblades', { Cookie: `${COUNTRY_COOKIE}=DE` }],
    ['the edge geo country', 'https://shop.example/shop/sharkblades', { 'CF-IPCountry': 'FR' }],
    [
      'a consent to every group',
      'https://shop.example/shop/sharkblades',
      { Cookie: `${CONSENT_IDS_COOKIE}=${joinIds(ALL_IDS)}` },
    ],
    [
      'a refusal (against no choice yet)',
      'https://shop.example/shop/sharkblades',
      { Cookie: `${CONSENT_IDS_COOKIE}=` },
    ],
    ['the site (host)', 'https://us.shop.example/shop/sharkblades', {}],
    ['the path (and so the page language)', 'https://shop.example/shop/oceanice-pro', {}],
    ['the option choice', 'https://shop.example/shop/sharkblades?Size=254+mm', {}],
  ])('changes with %s', (_, url, headers) => {
    expect(keyOf(url, headers)).not.toBe(base);
  });

  it('changes with the build', () => {
    const other = cachePlan(new Request('https://shop.example/shop/sharkblades'), 'cloudflare', 'build-2')?.keyUrl;
    expect(other).not.toBe(base);
  });

  it('is none at all for a visitor with a session (their cart)', () => {
    expect(keyOf('https://shop.example/shop/sharkblades', { Cookie: 'session=abc' })).toBeNull();
    expect(keyOf('https://shop.example/shop/sharkblades', { Cookie: '__Host-session=abc' })).toBeNull();
  });
});

// Only the parameters a page reads are in its key and its render (docs/decisions/page-cache.md): the route
// table's `params` (a listing's, the product's options, named ones); any other is dropped.
describe('the parameters in the key', () => {
  const plain = (path: string) => keyOf(`https://shop.example${path}`);
  const renderedOf = (url: string, headers: Record<string, string> = {}) =>
    cachePlan(new Request(url, { headers }), 'cloudflare', BUILD)!.renderRequest.url;

  it.each(['/', '/en/stories', '/faq', '/collections/skate-blades', '/shop', '/about/contact'])(
    'drops unknown parameters on %s: `?foo=1`, `?ref=x` share the plain page',
    (path) => {
      for (const query of ['?foo=1', '?ref=x', '?foo=1&ref=x&utm_source=news', '?fbclid=1&x']) {
        expect(plain(`${path}${query}`), query).toBe(plain(path));
      }
      expect(renderedOf(`https://shop.example${path}?ref=x&foo=1`)).toBe(`https://shop.example${path}`);
      expect(cachePlan(new Request(`https://shop.example${path}?ref=x`), 'cloudflare', BUILD)!.tracked).toBe(true);
    },
  );

  it("keeps a listing's sort, filters and cursor (and drops the rest beside them)", () => {
    for (const path of ['/shop', '/en/collections/every-runner']) {
      for (const query of ['?sort_by=price-ascending', '?filter.v.availability=1', '?cursor=abc&direction=next']) {
        expect(plain(`${path}${query}`), `${path}${query}`).not.toBe(plain(path));
        expect(plain(`${path}${query}&ref=x`), `${path}${query}`).toBe(plain(`${path}${query}`));
        expect(renderedOf(`https://shop.example${path}${query}&ref=x`)).toContain(query.slice(1, 8));
      }
    }
  });

  it("keeps the contact page's office", () => {
    expect(plain('/about/contact?office=zurich')).not.toBe(plain('/about/contact'));
    expect(plain('/about/contact?office=zurich&ref=x')).toBe(plain('/about/contact?office=zurich'));
  });

  it("keeps every parameter of a product page but the tracking ones: its options' names are any", () => {
    const path = '/shop/key-test-product';
    expect(plain(`${path}?foo=1`)).not.toBe(plain(path));
    expect(plain(`${path}?utm_source=x&gclid=2`)).toBe(plain(path));
    expect(plain(`${path}?Gr%C3%B6sse=272+mm`)).not.toBe(plain(path));
    expect(plain(`${path}?Pack=Single&utm_source=x`)).toBe(plain(`${path}?Pack=Single`));
    expect(plain(`${path}?Pack=Single&Gr%C3%B6sse=272+mm`)).toBe(plain(`${path}?Gr%C3%B6sse=272+mm&Pack=Single`));
    expect(renderedOf(`https://shop.example${path}?Pack=Single&gclid=x`)).toBe(
      `https://shop.example${path}?Pack=Single`,
    );
  });
});

// The market's input: the country cookie when there is one (the render then reads no geo), else geo.
describe('the market in the key', () => {
  const url = 'https://shop.example/shop/sharkblades';
  it('is the country cookie and the geo country, and the render reads both', () => {
    const cookie = { Cookie: `${COUNTRY_COOKIE}=DE` };
    expect(keyOf(url, { ...cookie, 'CF-IPCountry': 'FR' })).not.toBe(keyOf(url, cookie));
    expect(keyOf(url, { Cookie: `${COUNTRY_COOKIE}=FR` })).not.toBe(keyOf(url, cookie));
    // A country the shop does not sell to: geo decides the render, so it is in the key (spec §4).
    const unknown = { Cookie: `${COUNTRY_COOKIE}=ZZ` };
    expect(keyOf(url, { ...unknown, 'CF-IPCountry': 'FR' })).not.toBe(keyOf(url, { ...unknown, 'CF-IPCountry': 'DE' }));
    const render = cachePlan(new Request(url, { headers: { ...cookie, 'CF-IPCountry': 'FR' } }), 'cloudflare', BUILD)!;
    expect(render.renderRequest.headers.get('CF-IPCountry')).toBe('FR');
    expect(render.renderRequest.headers.get('Cookie')).toBe(`${COUNTRY_COOKIE}=DE`);
  });

  it('is the geo country without a cookie', () => {
    expect(keyOf(url, { 'CF-IPCountry': 'FR' })).not.toBe(keyOf(url, { 'CF-IPCountry': 'DE' }));
  });

  it("renders a page with a country cookie the same whatever the visitor's geo (prices in the cookie's currency)", async () => {
    edgeCache.clear();
    const cookie = `${COUNTRY_COOKIE}=DE`;
    const french = await (
      await request('/shop/sharkblades', { headers: { Cookie: cookie, 'CF-IPCountry': 'FR' } })
    ).text();
    const swiss = await (
      await request('/shop/sharkblades', { headers: { Cookie: cookie, 'CF-IPCountry': 'CH' } })
    ).text();
    const price = (html: string) => /\d+,\d{2}[\s\u00a0]€/.exec(html)?.[0];
    expect(price(french)).toBeDefined();
    expect(price(swiss)).toBe(price(french));
  });
});

describe('the sub-request cache key (Hydrogen)', () => {
  useEdgeCache();

  // The sub-request entries a render reads (the page cache's own entries left out).
  async function subrequestKeys(cookie: string) {
    edgeCache.reads.length = 0;
    const response = await request('/shop/sharkblades', { headers: { Cookie: `session=x; ${cookie}` } });
    expect(response.status).toBe(200);
    return new Set(edgeCache.reads.filter((url) => !url.includes('/__page-cache')));
  }

  it('differs between two countries for the catalogue queries, and is the same for the same country', async () => {
    const swiss = await subrequestKeys(`${COUNTRY_COOKIE}=CH`);
    const german = await subrequestKeys(`${COUNTRY_COOKIE}=DE`);
    // The country list has no market: the one Storefront query both share. Every @inContext query
    // differs. (Answers of no market, like review ratings, are shared too: not Storefront queries.)
    const shared = [...swiss].filter((url) => german.has(url) && url.includes('graphql.json'));
    expect(shared.length).toBeLessThanOrEqual(1);
    expect(swiss.size).toBeGreaterThan(2);
    edgeCache.clear();
    edgeCache.enabled = true;
    expect(await subrequestKeys(`${COUNTRY_COOKIE}=CH`)).toEqual(swiss);
  });
});

// Issue 47 item 1: the key came from option names an isolate remembered per path, so after the US
// site rendered /shop/greenly (English names: Kit, Colour), the German variant link lost its
// options in the key and was served the cached default variant (12 tiles, Glacier White).
describe('a variant link after another site rendered the product (issue 47 item 1)', () => {
  useEdgeCache();
  const variant = (html: string) =>
    /name="merchandiseId" value="gid:\/\/shopify\/ProductVariant\/(\d+)"/.exec(html)?.[1];

  it('opens the variant it names, not the default one', async () => {
    // The German page is in the cache; then the US site renders the same product.
    const plain = await request('/shop/greenly');
    expect(variant(await plain.text())).toBe('40000000000033');
    const us = await request('http://127.0.0.1:8787/shop/greenly');
    expect(us.status).toBe(200);
    expect(variant(await us.text())).toBe('40000000000033');
    const german = await request('/shop/greenly?Set=48+Platten&Farbe=Moosgr%C3%BCn');
    expect(german.status).toBe(200);
    expect(german.headers.get('x-cache')).toBe('MISS');
    expect(variant(await german.text())).toBe('40000000000038');
  });
});
