// What a CDN in front of the worker may keep (docs/decisions/page-cache.md), through the built worker: the
// answer to a request without cookies, as a `public` page varied on what its key reads; never a
// page with a cart, a country or consent cookie, a cookie it sets, a POST's 303, an outage or a 404.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { mockEnv } from '../support/env';
import { client } from '../support/shopper';
import { request, useEdgeCache } from '../support/worker';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const PRODUCT = '/shop/sharkblades';

/** Whether any shared cache (RFC 9111, CDN-Cache-Control, Oxygen's) may keep the response. */
function shareable(response: Response): boolean {
  const directives = [
    response.headers.get('cache-control'),
    response.headers.get('cdn-cache-control'),
    response.headers.get('cloudflare-cdn-cache-control'),
    response.headers.get('oxygen-cache-control'),
  ];
  const allows = (value: string | null) =>
    value !== null && /public|s-maxage/.test(value) && !/private|no-store|no-cache/.test(value);
  return directives.some(allows);
}

useEdgeCache();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setFault({ upstream: 'storefront', mode: 'none' });
  vi.restoreAllMocks();
});

describe('an anonymous page without cookies', () => {
  it('may be kept by a CDN, varied on the cookie, language and geo headers (MISS and HIT alike)', async () => {
    for (const state of ['MISS', 'HIT']) {
      const response = await request(PRODUCT);
      expect(response.headers.get('x-cache')).toBe(state);
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=3600, stale-if-error=21600',
      );
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Language, CF-IPCountry');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(shareable(response)).toBe(true);
    }
  });

  it("on Oxygen: its full-page cache's own header, varied on Oxygen's geo header", async () => {
    const env = { ...mockEnv, EDGE_PLATFORM: 'oxygen' };
    const response = await request(PRODUCT, { env });
    expect(response.headers.get('oxygen-cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=3600');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language, Oxygen-Buyer-Country');
    const withCountry = await request(PRODUCT, { env, headers: { Cookie: 'shopify_country=DE' } });
    expect(withCountry.headers.get('oxygen-cache-control')).toBeNull();
    expect(shareable(withCountry)).toBe(false);
  });
});

describe('never kept by a CDN', () => {
  it('a page with a cart (the session cookie)', async () => {
    const shopper = client();
    const added = await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity: '1' });
    // The POST's 303 sets the session: it is no one else's.
    expect(added.status).toBe(303);
    expect(added.headers.get('set-cookie')).toBeTruthy();
    expect(added.headers.get('cache-control')).toBe('private, no-cache');
    expect(shareable(added)).toBe(false);
    const own = await shopper.send(PRODUCT);
    expect(own.headers.get('x-cache')).toBe('BYPASS');
    expect(shareable(own)).toBe(false);
  });

  it.each([
    ['a country cookie', 'shopify_country=DE'],
    ['a consent choice', 'consented-cookies=necessary~analytics'],
    ['a refusal', 'consented-cookies='],
    ['any other cookie', '_ga=GA1.1.1'],
  ])('a page answered to a request with %s (shared in the worker, not by a CDN)', async (_, cookie) => {
    for (const state of ['MISS', 'HIT']) {
      const response = await request(PRODUCT, { headers: { Cookie: cookie } });
      expect(response.headers.get('x-cache')).toBe(state);
      expect(response.headers.get('cache-control')).toBe('private, max-age=0');
      expect(response.headers.get('vary')).toContain('Cookie');
      expect(shareable(response)).toBe(false);
    }
  });

  it('an outage (503) and a page rendered around a fault', async () => {
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const down = await request('/shop');
    expect(down.status).toBe(503);
    expect(shareable(down)).toBe(false);
  });

  it('a 404', async () => {
    const missing = await request('/shop/no-such-product');
    expect(missing.status).toBe(404);
    expect(shareable(missing)).toBe(false);
  });

  it('a refused request (400) and a POST to a page', async () => {
    expect(shareable(await request('/shop?sort_by=nonsense'))).toBe(false);
    const post = await request('/', {
      method: 'POST',
      body: new URLSearchParams({ anything: '1' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(shareable(post)).toBe(false);
  });
});
