// Purges that reach every data centre (docs/decisions/purges.md): with Cloudflare's zone configured (the
// mock's, .env.example), a webhook purges the pages it changes here (stamps) and in the whole zone
// through Cloudflare's purge by tag, which reaches what the worker stored with a `Cache-Tag`; pages
// are then fresh for hours. A purge the zone API does not take answers 503, so Shopify retries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_SECONDS, LOCAL_FRESH_SECONDS } from '~/lib/edge-cache/page-cache.server';
import { purgeEverywhere, SUBREQUESTS_TAG } from '~/lib/edge-cache/purge-global.server';
import { changeProduct, undoAdminChanges } from '../mocks/admin/webhooks';
import { MOCK_CLOUDFLARE_ZONE_ID } from '../mocks/config';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { cached, deliver, view } from '../support/webhooks';
import { edgeCache, useEdgeCache } from '../support/worker';

const PRODUCT = '/shop/sharkblades';
// The same shop without Cloudflare's zone: purges stay in the data centre they reach.
const localEnv: Record<string, string> = { ...mockEnv, CLOUDFLARE_ZONE_ID: '', CLOUDFLARE_API_TOKEN: '' };

const zoneCalls = () => state.requests.filter((r) => r.upstream === 'cloudflare');
const later = (seconds: number) => {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => now() + seconds * 1000);
};

useEdgeCache();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  undoAdminChanges();
  vi.restoreAllMocks();
});

describe('a webhook purges the whole zone', () => {
  it('a products/update calls the zone purge with exactly the product’s tags (and the sub-request answers)', async () => {
    await cached(PRODUCT);
    const [update] = changeProduct({ handle: 'sharkblades', price: '99.00' });
    const delivered = await deliver(update!);
    expect(delivered.status).toBe(200);
    expect(zoneCalls()).toEqual([
      expect.objectContaining({
        path: `/cloudflare/client/v4/zones/${MOCK_CLOUDFLARE_ZONE_ID}/purge_cache`,
        headers: { authorization: 'mock token' },
        body: { tags: ['product:sharkblades', 'listing', SUBREQUESTS_TAG] },
      }),
    ]);
    const after = await view(PRODUCT);
    expect(after.state).toBe('MISS');
    expect(after.body).toContain('99.00');
  });

  it('batches tags over the API’s limit of 100 per call', async () => {
    const tags = Array.from({ length: 250 }, (_, i) => `product:p${i}`);
    await purgeEverywhere(mockEnv, tags, 4_000);
    const calls = zoneCalls().map((call) => (call.body as { tags: string[] }).tags);
    expect(calls.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(calls.flat().sort()).toEqual([...tags].sort());
  });

  it('purges nothing in the zone without its id and token, and keeps the 10 min bound', async () => {
    await cached(PRODUCT, localEnv);
    const [update] = changeProduct({ handle: 'sharkblades', price: '99.00' });
    expect((await deliver(update!, localEnv)).status).toBe(200);
    expect(zoneCalls()).toEqual([]);
    expect((await view(PRODUCT, { env: localEnv })).body).toContain('99.00');
    later(LOCAL_FRESH_SECONDS + 1);
    expect((await view(PRODUCT, { env: localEnv })).state).toBe('STALE');
  });

  it('keeps pages fresh for hours when purges are global', async () => {
    await cached(PRODUCT);
    expect(FRESH_SECONDS).toBeGreaterThanOrEqual(3_600);
    later(FRESH_SECONDS - 60);
    expect((await view(PRODUCT)).state).toBe('HIT');
  });
});

describe('a zone purge that fails', () => {
  it('answers 503 so Shopify retries, logs it, and still purges this data centre', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await cached(PRODUCT);
    const [update] = changeProduct({ handle: 'sharkblades', price: '99.00' });
    setFault({ upstream: 'cloudflare', mode: 'status', status: 500 });
    const failed = await deliver(update!);
    expect(failed.status).toBe(503);
    expect(failed.json.purged).toEqual(['product:sharkblades', 'listing']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('reached only this data centre'));
    const page = await view(PRODUCT);
    expect(page.state).toBe('MISS');
    expect(page.body).toContain('99.00');

    // Shopify's retry (the same X-Shopify-Webhook-Id) purges again once the API is back.
    setFault({ upstream: 'cloudflare', mode: 'none' });
    expect((await deliver(update!)).status).toBe(200);
    expect(zoneCalls()).toHaveLength(2);
  });

  it('answers 503 within 5 s when the zone API does not answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [update] = changeProduct({ handle: 'sharkblades', price: '99.00' });
    setFault({ upstream: 'cloudflare', mode: 'hang' });
    const failed = await deliver(update!);
    expect(failed.status).toBe(503);
    expect(failed.ms).toBeLessThan(5_000);
  });
});

describe('what is stored carries Cache-Tag', () => {
  it('a stored page its tags, a sub-request answer `subrequests`; a page a CDN may keep says them too', async () => {
    const stored: { url: string; tag: string | null }[] = [];
    const put = edgeCache.put.bind(edgeCache);
    vi.spyOn(edgeCache, 'put').mockImplementation(async (key, response) => {
      stored.push({ url: new Request(key).url, tag: response.headers.get('Cache-Tag') });
      return put(key, response);
    });
    const first = await view(PRODUCT);
    const page = stored.find((entry) => entry.tag?.includes('product:sharkblades'));
    expect(page?.tag?.split(',')).toEqual(expect.arrayContaining(['product:sharkblades', 'products']));
    expect(stored.some((entry) => entry.tag === SUBREQUESTS_TAG)).toBe(true);
    // Cloudflare removes Cache-Tag before the visitor; only a page a CDN may keep carries it.
    expect(first.headers.get('Cache-Tag')).toContain('product:sharkblades');
    expect((await view(PRODUCT, { headers: { Cookie: 'x=1' } })).headers.get('Cache-Tag')).toBeNull();
    const oxygen = { ...mockEnv, EDGE_PLATFORM: 'oxygen' };
    expect((await view(PRODUCT, { env: oxygen })).headers.get('Cache-Tag')).toBeNull();
  });
});
