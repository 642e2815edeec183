// A degraded render is not shared (issue 30, item 5; docs/decisions/upstream-discipline.md): a page rendered while an
// upstream it decorates with failed (the review summary, Admin inventory …) is shown without that
// part but kept by no cache, and Hydrogen's sub-request cache keeps no failed answer either, so
// the first view after the upstream recovers is whole again. Anonymous views: the page cache is on.
// The English product page (/en/…): its notice is the spec's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { edgeCache, request } from '../support/worker';
import { FRESH_SECONDS } from '~/lib/edge-cache/page-cache.server';

const SUMMARY = /Rated <strong>4\.7<\/strong> out of 5/;
const SWISS_PAGE = '/en/shop/sharkblades?Size=254+mm&Pack=Single+pair';
const SWISS_NOTICE = 'This product ships from Switzerland.';

/** Moves the worker's clock on (the caches' ages read Date.now). */
function later(seconds: number) {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => now() + seconds * 1000);
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

describe('a render that met an upstream fault is not kept by the page cache', () => {
  it('review API down: the page without its rating is not stored; the next view shows the rating', async () => {
    setFault({ upstream: 'review', mode: 'status', status: 503 });
    const degraded = await request('/en/shop/sharkblades');
    expect(degraded.status).toBe(200);
    expect(await degraded.text()).not.toMatch(SUMMARY);
    expect(degraded.headers.get('cache-control')).toBe('no-store');
    setFault({ upstream: 'review', mode: 'none' });
    const next = await request('/en/shop/sharkblades');
    expect(next.headers.get('x-cache')).not.toBe('HIT');
    expect(await next.text()).toMatch(SUMMARY);
    // That one was whole: it is shared.
    expect((await request('/en/shop/sharkblades')).headers.get('x-cache')).toBe('HIT');
  });

  it('Admin API down: the page without the Switzerland notice is not stored either', async () => {
    setFault({ upstream: 'admin', mode: 'status', status: 503 });
    expect(await (await request(SWISS_PAGE)).text()).not.toContain(SWISS_NOTICE);
    setFault({ upstream: 'admin', mode: 'none' });
    expect(await (await request(SWISS_PAGE)).text()).toContain(SWISS_NOTICE);
  });

  it('a Storefront part the page goes on without (the header menus) counts too', async () => {
    const collections = (html: string) => [...html.matchAll(/href="((?:\/en)?\/collections\/[^"]+)"/g)].length;
    expect(collections(await (await request('/en/shop/sharkblades')).text())).toBeGreaterThan(0);
    // The menus' sub-request entry and the page gone, the product's still cached: only the menus fail.
    for (const url of edgeCache.urls()) {
      if (decodeURIComponent(url).includes('HeaderMenu') || url.includes('/__page-cache/')) await edgeCache.delete(url);
    }
    later(10);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const degraded = await request('/en/shop/sharkblades');
    expect(degraded.status).toBe(200);
    expect(collections(await degraded.text())).toBe(0);
    expect(degraded.headers.get('cache-control')).toBe('no-store');
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(collections(await (await request('/en/shop/sharkblades')).text())).toBeGreaterThan(0);
  });

  it('a background refresh that meets the fault keeps the last whole page', async () => {
    expect(await (await request('/en/shop/sharkblades')).text()).toMatch(SUMMARY);
    // The summary's sub-request entry gone (expired), the page's still there: the refresh must ask.
    for (const url of edgeCache.urls()) if (url.includes('review-rating')) await edgeCache.delete(url);
    later(FRESH_SECONDS + 120);
    setFault({ upstream: 'review', mode: 'status', status: 503 });
    // Stale: served at once, refreshed in the background (which renders without the rating).
    const stale = await request('/en/shop/sharkblades');
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toMatch(SUMMARY);
    const again = await request('/en/shop/sharkblades');
    expect(again.headers.get('x-cache')).toBe('STALE');
    expect(await again.text()).toMatch(SUMMARY);
  });
});
