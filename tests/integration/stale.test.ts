// Stale pages during an outage (issue 9, build 2; docs/decisions/upstream-discipline.md): catalogue queries use
// CATALOGUE_CACHE (max-age 60, stale-while-revalidate 3600) on the Cache API. Hydrogen answers
// from a cached entry without waiting for Shopify, fresh or stale, and revalidates a stale one in
// the background; a failed revalidation keeps the old entry. So a warmed page stays up during a
// Storefront outage for the whole SWR window, and only a cold (or expired) page gets the 503.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault, type Fault } from '../mocks/faults';
import { client } from '../support/shopper';
import { edgeCache } from '../support/worker';
import { ERROR_SECONDS, FRESH_SECONDS, STALE_SECONDS } from '~/lib/edge-cache/page-cache.server';

const PAGES = [
  { path: '/shop', text: 'Sharkblades' },
  { path: '/shop/sharkblades', text: 'Sharkblades' },
];
const FAULTS: Omit<Fault, 'upstream'>[] = [{ mode: 'status', status: 503 }, { mode: 'hang' }];

/** Moves the worker's clock (Hydrogen's cache age and the cache's expiry both read Date.now). */
function later(seconds: number) {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => now() + seconds * 1000);
}

beforeEach(() => {
  edgeCache.clear();
  edgeCache.enabled = true;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  edgeCache.enabled = false;
  edgeCache.clear();
  vi.restoreAllMocks();
});

async function timed(shopper: ReturnType<typeof client>, path: string) {
  const started = performance.now();
  const response = await shopper.send(path);
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

describe('a warmed catalogue page is served from the cache during a Storefront outage', () => {
  for (const fault of FAULTS) {
    const label = `${fault.mode}${fault.status ? ` ${fault.status}` : ''}`;
    for (const [age, state] of [
      [0, 'fresh'],
      [120, 'stale (past max-age, within stale-while-revalidate)'],
    ] as const) {
      it(`${label}, ${state}: 200 with the catalogue within 5 s`, async () => {
        const shopper = client();
        for (const page of PAGES) expect((await shopper.send(page.path)).status, page.path).toBe(200);
        expect(edgeCache.size).toBeGreaterThan(0);
        if (age) later(age);
        setFault({ upstream: 'storefront', ...fault });
        for (const page of PAGES) {
          // Twice: a failed background revalidation must not evict the entry.
          for (let i = 0; i < 2; i += 1) {
            const { response, body, ms } = await timed(shopper, page.path);
            expect(ms, page.path).toBeLessThanOrEqual(5_000);
            expect(response.status, page.path).toBe(200);
            expect(body, page.path).toContain(page.text);
          }
        }
      }, 30_000);
    }
  }

  it('past the stale-while-revalidate window the sub-request entry is gone, the page cache keeps the last good page', async () => {
    const shopper = client();
    expect((await shopper.send('/shop')).status).toBe(200);
    later(FRESH_SECONDS + STALE_SECONDS + 1);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const { response } = await timed(shopper, '/shop');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('STALE');
  });

  it("past the page cache's error window too (docs/decisions/page-cache.md): 503 with Retry-After", async () => {
    const shopper = client();
    expect((await shopper.send('/shop')).status).toBe(200);
    later(FRESH_SECONDS + STALE_SECONDS + ERROR_SECONDS + 1);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const { response, body } = await timed(shopper, '/shop');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(body).toContain('Failed to fetch products');
  });

  it('a page never warmed still answers 503 during the outage', async () => {
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const { response } = await timed(client(), '/shop/sharkblades');
    expect(response.status).toBe(503);
  });
});
