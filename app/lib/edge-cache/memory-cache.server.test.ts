import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCache, TRUST_MS } from './memory-cache.server';

// A Cache API stand-in that counts its reads and keeps what it is given.
function underlyingCache() {
  const store = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
  const counts = { match: 0, put: 0 };
  const cache = {
    counts,
    store,
    async match(request: Request) {
      counts.match++;
      const entry = store.get(new Request(request).url);
      return entry ? new Response(entry.body.slice(0), entry.init) : undefined;
    },
    async put(request: Request, response: Response) {
      counts.put++;
      const { status, statusText } = response;
      store.set(new Request(request).url, {
        body: await response.arrayBuffer(),
        init: { status, statusText, headers: [...response.headers] },
      });
    },
    async delete(request: Request) {
      return store.delete(new Request(request).url);
    },
  };
  return cache;
}

const URL_A = 'https://shop.example/a';
const page = (text: string, cacheControl = 'public, max-age=60') =>
  new Response(text, { headers: { 'Cache-Control': cacheControl, 'Content-Type': 'text/plain' } });

describe('MemoryCache', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('answers a stored entry from memory for TRUST_MS, then asks the Cache API again', async () => {
    const underlying = underlyingCache();
    const cache = new MemoryCache(underlying as unknown as Cache, 1024 * 1024);
    await cache.put(URL_A, page('one'));
    expect(await (await cache.match(URL_A))!.text()).toBe('one');
    expect(underlying.counts.match).toBe(0);
    vi.setSystemTime(1_000_000 + TRUST_MS + 1);
    expect(await (await cache.match(URL_A))!.text()).toBe('one');
    expect(underlying.counts.match).toBe(1);
  });

  it('holds an entry read from the Cache API, and sees another isolate’s change after TRUST_MS', async () => {
    const underlying = underlyingCache();
    await underlying.put(new Request(URL_A), page('old'));
    const cache = new MemoryCache(underlying as unknown as Cache, 1024 * 1024);
    expect(await (await cache.match(URL_A))!.text()).toBe('old');
    await underlying.put(new Request(URL_A), page('new'));
    expect(await (await cache.match(URL_A))!.text()).toBe('old');
    vi.setSystemTime(1_000_000 + TRUST_MS + 1);
    expect(await (await cache.match(URL_A))!.text()).toBe('new');
  });

  it('never holds what the Cache API would not keep, nor past its lifetime', async () => {
    const underlying = underlyingCache();
    const cache = new MemoryCache(underlying as unknown as Cache, 1024 * 1024);
    await cache.put(URL_A, page('private', 'private, max-age=60'));
    expect(cache.held(URL_A)).toBeUndefined();
    await cache.put(`${URL_A}/short`, page('short', 'public, max-age=2'));
    expect(cache.held(`${URL_A}/short`)).toBeDefined();
    vi.setSystemTime(1_000_000 + 2_001);
    expect(cache.held(`${URL_A}/short`)).toBeUndefined();
  });

  it('gives every caller its own body', async () => {
    const cache = new MemoryCache(underlyingCache() as unknown as Cache, 1024 * 1024);
    await cache.put(URL_A, page('shared'));
    const [first, second] = [await cache.match(URL_A), await cache.match(URL_A)];
    expect(first).not.toBe(second);
    expect(await first!.text()).toBe('shared');
    expect(await second!.text()).toBe('shared');
  });

  it('is bounded by bytes, least recently used out first, and reads a large entry through', async () => {
    const cache = new MemoryCache(underlyingCache() as unknown as Cache, 400);
    for (const name of ['a', 'b', 'c', 'd']) await cache.put(`${URL_A}/${name}`, page('x'.repeat(100)));
    cache.held(`${URL_A}/a`); // a is now the most recently used
    await cache.put(`${URL_A}/e`, page('x'.repeat(100)));
    expect(cache.held(`${URL_A}/b`)).toBeUndefined();
    expect(cache.held(`${URL_A}/a`)).toBeDefined();
    await cache.put(`${URL_A}/big`, page('x'.repeat(101)));
    expect(cache.held(`${URL_A}/big`)).toBeUndefined();
  });

  it('a read that began before a put does not bring the older entry back', async () => {
    const underlying = underlyingCache();
    await underlying.put(new Request(URL_A), page('old'));
    const cache = new MemoryCache(underlying as unknown as Cache, 1024 * 1024);
    const reading = cache.match(URL_A);
    await cache.put(URL_A, page('new'));
    expect(await (await reading)!.text()).toBe('old');
    expect(await (await cache.match(URL_A))!.text()).toBe('new');
  });

  it('forgets a deleted entry at once', async () => {
    const underlying = underlyingCache();
    const cache = new MemoryCache(underlying as unknown as Cache, 1024 * 1024);
    await cache.put(URL_A, page('one'));
    await cache.delete(URL_A);
    expect(await cache.match(URL_A)).toBeUndefined();
  });
});
