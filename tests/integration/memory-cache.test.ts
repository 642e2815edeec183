// The memory cache in front of the Cache API through the built worker (docs/decisions/183): a hit
// answered from the isolate's memory is still a per-visitor answer (fresh form token, the stored
// page's hashed CSP), a background refresh replaces what memory answers, and sub-request answers
// are read from memory too. `edgeCache.reads` lists the lookups that reached the Cache API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { edgeCache, request, send } from '../support/worker';
import { FRESH_SECONDS } from '~/lib/edge-cache/page-cache.server';

const PRODUCT = '/shop/sharkblades';
const pageReads = () => edgeCache.reads.filter((url) => url.includes('/__page-cache/')).length;
// Not the page cache's entries nor its purge stamps (docs/decisions/264).
const subrequestReads = () => edgeCache.reads.filter((url) => !url.includes('/__page-cache')).length;

const realNow = Date.now.bind(Date);
/** Sets the worker's clock this many seconds ahead of the real one. */
function later(seconds: number) {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + seconds * 1000);
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  return { response, state: response.headers.get('x-cache'), body: await response.text() };
}

const formToken = (html: string) => /name="formToken" value="([^"]*)"/.exec(html)?.[1];

beforeEach(() => {
  edgeCache.clear();
  edgeCache.enabled = true;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setFault({ upstream: 'storefront', mode: 'none' });
  edgeCache.enabled = false;
  edgeCache.clear();
  vi.restoreAllMocks();
});

describe('page hits from memory', () => {
  it('a hit from memory does not read the Cache API, has a fresh form token and the hashed CSP', async () => {
    const miss = await get(PRODUCT);
    expect(miss.state).toBe('MISS');
    const reads = pageReads();
    const first = await get(PRODUCT);
    later(1);
    const second = await get(PRODUCT);
    expect([first.state, second.state]).toEqual(['HIT', 'HIT']);
    expect(pageReads()).toBe(reads);
    expect(formToken(first.body)).toBeTruthy();
    expect(formToken(second.body)).not.toBe(formToken(first.body));
    const policy = second.response.headers.get('content-security-policy')!;
    expect(policy).toBe(miss.response.headers.get('content-security-policy'));
    expect(policy).toMatch(/'sha256-/);
    expect(policy).not.toMatch(/nonce-|strict-dynamic/);
    expect(second.body).not.toMatch(/\snonce="/);
  });

  it('after the trust window the Cache API is asked again, and a page it no longer has is rendered', async () => {
    await get('/shop');
    later(6);
    expect((await get('/shop')).state).toBe('HIT');
    const reads = pageReads();
    for (const url of edgeCache.urls()) if (url.includes('/__page-cache/')) await edgeCache.delete(url);
    expect((await get('/shop')).state).toBe('HIT'); // still trusted: read 6 s ago
    later(12);
    expect((await get('/shop')).state).toBe('MISS');
    expect(pageReads()).toBe(reads + 1);
  });

  it('a background refresh replaces what memory answers: the next hit is the refreshed page', async () => {
    await get('/shop');
    later(FRESH_SECONDS + 120);
    const stale = await get('/shop');
    expect(stale.state).toBe('STALE');
    expect(Number(stale.response.headers.get('age'))).toBeGreaterThanOrEqual(FRESH_SECONDS + 120);
    const reads = pageReads();
    const fresh = await get('/shop');
    expect(fresh.state).toBe('HIT');
    expect(Number(fresh.response.headers.get('age'))).toBeLessThan(5);
    expect(pageReads()).toBe(reads);
  });
});

describe('sub-request answers from memory', () => {
  it('a rendered page reads Hydrogen entries from memory within the trust window, and from the Cache API after it', async () => {
    const cart = { Cookie: 'session=not-a-valid-session' }; // personal: rendered every time
    expect((await get(PRODUCT, cart)).state).toBe('BYPASS');
    const afterFirst = subrequestReads();
    expect((await get(PRODUCT, cart)).state).toBe('BYPASS');
    expect(subrequestReads()).toBe(afterFirst);
    later(30);
    const { response, background } = await send(PRODUCT, { headers: cart });
    expect(response.status).toBe(200);
    await background;
    expect(subrequestReads()).toBeGreaterThan(afterFirst);
  });

  it("Hydrogen's stale-while-revalidate is unchanged: a stale entry is served while its refresh fails", async () => {
    const cart = { Cookie: 'session=not-a-valid-session' };
    await get(PRODUCT, cart);
    later(120);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const stale = await get(PRODUCT, cart);
    expect(stale.response.status).toBe(200);
    expect(stale.body).toContain('Sharkblades');
  });
});
