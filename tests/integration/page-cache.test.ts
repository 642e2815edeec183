// The full-page cache through the built worker (issue 16; docs/decisions/page-cache.md), with the in-memory
// Cache API switched on: hit / miss / stale, bypass for a cart or a POST, the key's rules, the
// hashed CSP of a stored page and the last good page during an outage.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { client } from '../support/shopper';
import { edgeCache, request } from '../support/worker';
import { FRESH_SECONDS, STALE_SECONDS } from '~/lib/edge-cache/page-cache.server';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const PRODUCT = '/shop/sharkblades';
const EUR_PRICE = /\d,\d{1,2}[\s\u00a0]€/;
const CHF_PRICE = /CHF[\s\u00a0]\d/;

/** Moves the worker's clock (the page cache's ages and the cache's expiry read Date.now). */
function later(seconds: number) {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => now() + seconds * 1000);
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await request(path, { headers, method });
  return { response, state: response.headers.get('x-cache'), body: await response.text() };
}

beforeEach(() => {
  edgeCache.clear();
  edgeCache.enabled = true;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  edgeCache.enabled = false;
  edgeCache.clear();
  vi.restoreAllMocks();
});

describe('hit, miss and stale', () => {
  it('renders a page once (MISS), then answers from the cache (HIT) with the same document', async () => {
    const first = await get(PRODUCT);
    expect(first.response.status).toBe(200);
    expect(first.state).toBe('MISS');
    const second = await get(PRODUCT);
    expect(second.state).toBe('HIT');
    // The same document, apart from the per-response form token (see the last describe).
    const untokened = (html: string) => html.replace(/name="formToken" value="[^"]*"/g, '');
    expect(untokened(second.body)).toBe(untokened(first.body));
    const cacheControl = second.response.headers.get('cache-control')!;
    expect(cacheControl).toMatch(/^public, /);
    expect(cacheControl).toMatch(/s-maxage=60\b/);
    expect(cacheControl).toMatch(/stale-while-revalidate=3600\b/);
    expect(second.response.headers.get('vary')).toBe('Cookie, Accept-Language, CF-IPCountry');
    expect(second.response.headers.get('age')).toMatch(/^\d+$/);
    expect(second.response.headers.get('set-cookie')).toBeNull();
  });

  it('serves each response its own cache headers once, and none of the stored entry’s', async () => {
    const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=3600, stale-if-error=21600';
    const miss = await get('/shop');
    const hit = await get('/shop');
    const head = await get('/shop', {}, 'HEAD');
    later(FRESH_SECONDS + 1);
    const stale = await get('/shop');
    for (const [state, { response }] of [
      ['MISS', miss],
      ['HIT', hit],
      ['HIT', head],
      ['STALE', stale],
    ] as const) {
      expect(response.headers.get('x-cache'), state).toBe(state);
      // The entry's own lifetime and store time stay in the cache.
      expect(response.headers.get('cache-control'), state).toBe(shared);
      expect(response.headers.get('x-page-cache-stored-at'), state).toBeNull();
      expect(response.headers.get('vary'), state).toBe('Cookie, Accept-Language, CF-IPCountry');
      expect(response.headers.get('age'), state).toMatch(/^\d+$/);
      expect(response.headers.get('content-type'), state).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy'), state).toMatch(/script-src [^;]*'sha256-/);
    }
  });

  it('answers HEAD from the same entry, without a body', async () => {
    await get('/');
    const head = await get('/', {}, 'HEAD');
    expect(head.state).toBe('HIT');
    expect(head.response.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('past its fresh window a page is served STALE and refreshed in the background', async () => {
    await get('/shop');
    later(FRESH_SECONDS + 1);
    const stale = await get('/shop');
    expect(stale.state).toBe('STALE');
    expect(Number(stale.response.headers.get('age'))).toBeGreaterThanOrEqual(FRESH_SECONDS + 1);
    // request() waits for waitUntil: the refreshed entry is there, fresh.
    const after = await get('/shop');
    expect(after.state).toBe('HIT');
    // Stored as of the refresh's start: its render time (seconds on a busy machine) is its age.
    expect(Number(after.response.headers.get('age'))).toBeLessThan(10);
  });

  it('past the stale window the page is rendered again (MISS)', async () => {
    await get('/shop');
    later(FRESH_SECONDS + STALE_SECONDS + 1);
    expect((await get('/shop')).state).toBe('MISS');
  });
});

describe('bypass: nothing personal is shared', () => {
  it("a cart's visitor gets their own page (BYPASS); another visitor never sees that cart", async () => {
    const shopper = client();
    expect((await shopper.send(PRODUCT)).headers.get('x-cache')).toBe('MISS');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity: '3' });
    const own = await shopper.send(PRODUCT);
    const ownHtml = await own.text();
    expect(own.headers.get('x-cache')).toBe('BYPASS');
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(ownHtml).toContain('>3 Artikel</span>');
    for (const path of [PRODUCT, '/shop', '/']) {
      const other = await get(path);
      expect(other.state, path).toMatch(/HIT|MISS/);
      expect(other.body, path).not.toContain('>3 Artikel</span>');
    }
    // Not stored by the cart's own visits either: the anonymous entry is still the one from before.
    expect((await get(PRODUCT)).body).not.toContain('3 Artikel');
  });

  it('a POST to a shared page is never answered from the cache', async () => {
    await get('/');
    const post = await request('/', {
      method: 'POST',
      body: new URLSearchParams({ anything: '1' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // No shared page has an action: the worker refuses the method before the cache is asked.
    expect(post.status).toBe(405);
    expect(post.headers.get('x-cache')).toBeNull();
  });

  it('pages outside the allow-list are never shared (cart, search, consent, api, checkout)', async () => {
    for (const path of ['/cart', '/search?q=sharkblades', '/consent', '/api/geoip', '/json/version']) {
      await get(path);
      expect((await get(path)).state, path).toBe('BYPASS');
    }
  });

  it('a 404 is not stored', async () => {
    const path = '/shop/no-such-product';
    expect((await get(path)).response.status).toBe(404);
    expect((await get(path)).state).toBe('BYPASS');
  });
});

describe('key rules', () => {
  it('tracking parameters are dropped from the key and from the render', async () => {
    const first = await get(`${PRODUCT}?utm_source=news&utm_campaign=spring&gclid=abc`);
    expect(first.state).toBe('MISS');
    // The visitor's own URL appears only in the no-JavaScript forms' redirectTo (per response).
    const outsideRedirects = first.body.replace(/name="redirectTo" value="[^"]*"/g, '');
    expect(outsideRedirects).not.toMatch(/utm_|gclid/);
    const plain = await get(PRODUCT);
    expect(plain.state).toBe('HIT');
    expect(plain.body).not.toMatch(/utm_|gclid/);
    expect((await get(`${PRODUCT}?fbclid=x&msclkid=y`)).state).toBe('HIT');
  });

  it("a page's own parameters are part of the key, in any order", async () => {
    await get('/shop?sort_by=price-ascending&filter.v.availability=1');
    expect((await get('/shop?filter.v.availability=1&sort_by=price-ascending')).state).toBe('HIT');
    expect((await get('/shop?sort_by=price-ascending')).state).toBe('MISS');
  });

  // docs/decisions/page-cache.md: parameters no page reads share the plain page's entry and render.
  it('unknown parameters share the plain page (and its render); a page still gets the ones it reads', async () => {
    const untokened = (html: string) => html.replace(/name="formToken" value="[^"]*"/g, '');
    const plain = await get('/en/shop');
    for (const query of ['?foo=1', '?ref=x', '?ref=x&utm_source=news&foo=1']) {
      const other = await get(`/en/shop${query}`);
      expect(other.state, query).toBe('HIT');
      expect(other.body.length, query).toBeGreaterThan(1000);
    }
    const sorted = await get('/en/shop?sort_by=price-descending&ref=x');
    expect(sorted.state).toBe('MISS');
    expect(untokened(sorted.body)).not.toBe(untokened(plain.body));

    // A product page keeps every parameter but the tracking ones (its option names are any).
    const product = await get('/en/shop/sharkblades');
    const tagged = await get('/en/shop/sharkblades?utm_source=x&gclid=1');
    expect(tagged.state).toBe('HIT');
    // The no-JS forms bring the visitor back to the URL they came with.
    expect(tagged.body).toContain('value="/en/shop/sharkblades?utm_source=x&amp;gclid=1"');
    const chosen = await get('/en/shop/sharkblades?Size=254+mm&Pack=Double+pack&utm_source=x');
    expect(chosen.state).toBe('MISS');
    expect(untokened(chosen.body)).not.toBe(untokened(product.body));
    expect((await get('/en/shop/sharkblades?Pack=Double+pack&Size=254+mm')).state).toBe('HIT');
    expect((await get('/en/shop/sharkblades?ref=x')).state).toBe('MISS');
  });

  it('the country cookie and the geo country each have their own page', async () => {
    const ch = await get(PRODUCT);
    expect(ch.body).toMatch(CHF_PRICE);
    const de = await get(PRODUCT, { Cookie: 'shopify_country=DE' });
    expect(de.state).toBe('MISS');
    expect(de.body).toMatch(EUR_PRICE);
    expect((await get(PRODUCT, { Cookie: 'shopify_country=DE; other=1' })).state).toBe('HIT');
    // Geo is in the key beside the cookie: it decides when the shop does not sell to the cookie's
    // country (a rule that needs no list of the shop's countries).
    expect((await get(PRODUCT, { Cookie: 'shopify_country=DE', 'cf-ipcountry': 'FR' })).state).toBe('MISS');
    expect((await get(PRODUCT, { Cookie: 'shopify_country=ZZ', 'cf-ipcountry': 'DE' })).body).toMatch(EUR_PRICE);
    const geo = await get(PRODUCT, { 'cf-ipcountry': 'DE' });
    expect(geo.state).toBe('MISS');
    expect(geo.body).toMatch(EUR_PRICE);
    expect((await get(PRODUCT)).body).toMatch(CHF_PRICE);
  });

  it('the consent choice has its own page (bar, review slot, CSP hosts)', async () => {
    const undecided = await get(PRODUCT);
    // Declined analytics and the map: another bar, and a CSP without the map's frames.
    const decided = await get(PRODUCT, { Cookie: 'consented-cookies=necessary~reviews' });
    expect(decided.state).toBe('MISS');
    expect(decided.body).not.toBe(undecided.body);
    const csp = (r: Response) => r.headers.get('content-security-policy')!;
    expect(csp(decided.response)).not.toBe(csp(undecided.response));
    const same = await get(PRODUCT, { Cookie: 'consented-cookies=reviews~necessary' });
    expect(same.state).toBe('HIT');
  });

  it('each site (host) has its own page', async () => {
    await get('http://localhost:8787/shop');
    expect((await get('http://127.0.0.1:8787/shop')).state).toBe('MISS');
  });
});

describe('the CSP of a stored page', () => {
  it('has no nonce; script-src lists exactly the hashes of the inline scripts', async () => {
    await get(PRODUCT);
    const hit = await get(PRODUCT);
    expect(hit.state).toBe('HIT');
    const policy = hit.response.headers.get('content-security-policy')!;
    expect(policy).not.toMatch(/nonce-|strict-dynamic/);
    expect(hit.body).not.toMatch(/\snonce="/);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'self'");
    const listed = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    const inline = [...hit.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes!))
      .map(([, , body]) => createHash('sha256').update(body!).digest('base64'));
    expect(inline.length).toBeGreaterThan(2);
    expect(new Set(listed)).toEqual(new Set(inline));
  });
});

describe('outages', () => {
  it('a 503 is not stored', async () => {
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const down = await get('/shop');
    expect(down.response.status).toBe(503);
    expect(down.state).toBe('BYPASS');
    setFault({ upstream: 'storefront', mode: 'none' });
    expect((await get('/shop')).state).toBe('MISS');
  });

  it('past the stale window, an outage is answered with the last good page (STALE)', async () => {
    await get(PRODUCT);
    later(FRESH_SECONDS + STALE_SECONDS + 60);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const stale = await get(PRODUCT);
    expect(stale.response.status).toBe(200);
    expect(stale.state).toBe('STALE');
    expect(stale.body).toContain('Sharkblades');
  });

  it('within the stale window a failed refresh keeps the entry', async () => {
    await get('/shop');
    // Without Hydrogen's sub-request entries the refresh reaches the failing Storefront API.
    for (const url of edgeCache.urls()) if (!url.includes('/__page-cache/')) await edgeCache.delete(url);
    later(FRESH_SECONDS + 120);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    expect((await get('/shop')).state).toBe('STALE');
    const again = await get('/shop');
    expect(again.state).toBe('STALE');
    expect(again.response.status).toBe(200);
    expect(again.body).toContain('Sharkblades');
  });

  it('within the stale window, a refresh served by the sub-request cache stores a fresh page', async () => {
    await get('/shop');
    // The sub-request answers outlive an hour only when something else read them since (a cart's view).
    later(FRESH_SECONDS + 60);
    await get('/shop', { Cookie: 'session=not-a-valid-session' });
    vi.mocked(Date.now).mockRestore();
    later(FRESH_SECONDS + 120);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    expect((await get('/shop')).state).toBe('STALE');
    expect((await get('/shop')).state).toBe('HIT');
  });
});

describe('per-response fields of a shared page', () => {
  const fields = (html: string, name: string) =>
    [...html.matchAll(new RegExp(`name="${name}" value="([^"]*)"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'));

  it('each answer carries a fresh newsletter form token', async () => {
    await get('/');
    const a = fields((await get('/')).body, 'formToken');
    later(1);
    const b = fields((await get('/')).body, 'formToken');
    expect(a.length).toBeGreaterThan(0);
    expect(a[0]).not.toBe(b[0]);
  });

  it("a visitor with tracking parameters gets their own URL in the no-JavaScript forms' redirectTo", async () => {
    await get('/shop');
    const hit = await get('/shop?utm_source=mail&utm_medium=news');
    expect(hit.state).toBe('HIT');
    const targets = fields(hit.body, 'redirectTo');
    expect(targets).toContain('/shop?utm_source=mail&utm_medium=news');
    expect(targets).toContain('/shop?utm_source=mail&utm_medium=news#newsletter');
    expect(fields((await get('/shop')).body, 'redirectTo')).not.toContain('/shop?utm_source=mail&utm_medium=news');
  });
});
