import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRES_HEADER, MemoryTier, TRUST_MS } from './memory-tier.server';

// An underlying cache that keeps everything forever and counts its reads (a stand-in for the
// runtime's cache service; another isolate's writes go to it directly).
class Underlying {
  store = new Map<string, { body: ArrayBuffer; init: ResponseInit }>();
  reads = 0;
  async match(key: RequestInfo | URL) {
    this.reads++;
    const held = this.store.get(new Request(key).url);
    return held ? new Response(held.body.slice(0), held.init) : undefined;
  }
  async put(key: RequestInfo | URL, response: Response) {
    const init = { status: response.status, headers: [...response.headers] };
    this.store.set(new Request(key).url, { body: await response.arrayBuffer(), init });
  }
  async delete(key: RequestInfo | URL) {
    return this.store.delete(new Request(key).url);
  }
}

const URL_A = 'https://shop.example/a';
const page = (body: string, cacheControl = 'public, max-age=60', headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html', 'Cache-Control': cacheControl, ...headers } });

function setup(maxBytes = 1024 * 1024) {
  const underlying = new Underlying();
  return { underlying, tier: new MemoryTier(underlying as unknown as Cache, maxBytes) };
}

let clock = Date.now();
function at(ms: number) {
  vi.spyOn(Date, 'now').mockImplementation(() => clock + ms);
}

afterEach(() => {
  vi.restoreAllMocks();
  clock = Date.now();
});

describe('memory tier', () => {
  it('peek shows a trusted entry as held (no copy, no read), and nothing once trust or lifetime is over', async () => {
    const { underlying, tier } = setup();
    at(0);
    expect(tier.peek(URL_A)).toBeUndefined();
    await tier.put(URL_A, page('<p>one</p>', 'public, max-age=60', { 'x-extra': 'yes' }));
    const held = tier.peek(URL_A)!;
    expect(held.status).toBe(200);
    expect(new TextDecoder().decode(held.bytes)).toBe('<p>one</p>');
    expect(held.headers).toContainEqual(['x-extra', 'yes']);
    expect(tier.peek(URL_A)).toBe(held);
    expect(underlying.reads).toBe(0);
    at(TRUST_MS);
    expect(tier.peek(URL_A)).toBeUndefined();
    // match confirms it with the underlying cache; peek trusts it again from then on.
    expect(await (await tier.match(URL_A))!.text()).toBe('<p>one</p>');
    expect(underlying.reads).toBe(1);
    expect(tier.peek(URL_A)).toBeDefined();
    at(60_000);
    expect(tier.peek(URL_A)).toBeUndefined();
    await tier.put(URL_A, page('<p>two</p>'));
    await tier.delete(URL_A);
    expect(tier.peek(URL_A)).toBeUndefined();
  });

  it('answers a stored entry from memory, with status, headers and a body of its own each time', async () => {
    const { underlying, tier } = setup();
    at(0);
    await tier.put(URL_A, page('<p>one</p>', 'public, max-age=60', { 'x-extra': 'yes' }));
    const first = (await tier.match(URL_A))!;
    const second = (await tier.match(new Request(URL_A)))!;
    expect(underlying.reads).toBe(0);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-extra')).toBe('yes');
    expect(first.headers.has(EXPIRES_HEADER)).toBe(false);
    const bytes = new Uint8Array(await first.arrayBuffer());
    bytes.fill(0); // the caller owns its copy
    expect(await second.text()).toBe('<p>one</p>');
    expect(await (await tier.match(URL_A))!.text()).toBe('<p>one</p>');
    // The stored copy carries the expiry for other isolates.
    expect(underlying.store.get(URL_A)!.init.headers).toContainEqual([EXPIRES_HEADER, String(clock + 60_000)]);
  });

  it('never answers from memory past the expiry the Cache API would apply (s-maxage before max-age)', async () => {
    const { underlying, tier } = setup();
    at(0);
    await tier.put(URL_A, page('short', 'public, max-age=600, s-maxage=2'));
    at(1_900);
    expect(await (await tier.match(URL_A))!.text()).toBe('short');
    expect(underlying.reads).toBe(0);
    at(2_100);
    // The underlying cache is asked (and here, keeping it forever, still answers: it is the authority).
    await tier.match(URL_A);
    expect(underlying.reads).toBe(1);
    await tier.match(URL_A);
    expect(underlying.reads).toBe(2); // expired: not kept in memory again
  });

  it('keeps nothing the Cache API would not keep, and reads it through', async () => {
    const { underlying, tier } = setup();
    at(0);
    const cases = [
      page('a', 'private, max-age=60'),
      page('b', 'no-store'),
      page('c', 'no-cache, max-age=60'),
      page('d', ''),
      page('e', 'public, max-age=60', { 'Set-Cookie': 'x=1' }),
      page('f', 'public, max-age=0'),
    ];
    for (const [index, response] of cases.entries()) {
      await tier.put(`${URL_A}?${index}`, response);
      await tier.match(`${URL_A}?${index}`);
    }
    expect(underlying.reads).toBe(cases.length);
    expect(tier.size).toBe(0);
    await tier.put(`${URL_A}?expires`, page('g', '', { Expires: new Date(clock + 30_000).toUTCString() }));
    expect(tier.size).toBe(1);
  });

  it('trusts an entry for the trust window only, then sees what another isolate stored', async () => {
    const { underlying, tier } = setup();
    at(0);
    await tier.put(URL_A, page('old'));
    await underlying.put(URL_A, page('new')); // another isolate's refresh
    at(TRUST_MS - 100);
    expect(await (await tier.match(URL_A))!.text()).toBe('old');
    at(TRUST_MS + 100);
    expect(await (await tier.match(URL_A))!.text()).toBe('new');
    expect(await (await tier.match(URL_A))!.text()).toBe('new');
    expect(underlying.reads).toBe(1);
  });

  it('an entry read from the underlying cache keeps the expiry its storer wrote', async () => {
    const { underlying, tier: storer } = setup();
    const reader = new MemoryTier(underlying as unknown as Cache, 1024 * 1024);
    at(0);
    await storer.put(URL_A, page('shared', 'public, max-age=3'));
    at(2_000);
    expect(await (await reader.match(URL_A))!.text()).toBe('shared');
    expect(await (await reader.match(URL_A))!.text()).toBe('shared');
    expect(underlying.reads).toBe(1);
    at(3_100);
    await reader.match(URL_A);
    expect(underlying.reads).toBe(2);
  });

  it('an entry gone from the underlying cache is gone from memory after the trust window', async () => {
    const { underlying, tier } = setup();
    at(0);
    await tier.put(URL_A, page('x'));
    await underlying.delete(URL_A);
    at(TRUST_MS + 1);
    expect(await tier.match(URL_A)).toBeUndefined();
    expect(tier.size).toBe(0);
  });

  it('delete removes the entry from memory and from the underlying cache', async () => {
    const { underlying, tier } = setup();
    at(0);
    await tier.put(URL_A, page('x'));
    expect(await tier.delete(URL_A)).toBe(true);
    expect(underlying.store.size).toBe(0);
    expect(await tier.match(URL_A)).toBeUndefined();
    expect(underlying.reads).toBe(1);
  });

  it('a put replaces what memory answers at once', async () => {
    const { tier } = setup();
    at(0);
    await tier.put(URL_A, page('first'));
    await tier.match(URL_A);
    await tier.put(URL_A, page('second'));
    expect(await (await tier.match(URL_A))!.text()).toBe('second');
  });

  it('stays within its byte bound, dropping the least recently used entry first', async () => {
    const { underlying, tier } = setup(1_000);
    at(0);
    const body = 'x'.repeat(200);
    for (const name of ['a', 'b', 'c', 'd', 'e']) await tier.put(`${URL_A}/${name}`, page(body));
    expect(tier.bytes).toBe(1_000);
    await tier.match(`${URL_A}/a`); // a is now the most recently used
    await tier.put(`${URL_A}/f`, page(body));
    expect(tier.bytes).toBeLessThanOrEqual(1_000);
    expect(tier.size).toBe(5);
    expect(underlying.reads).toBe(0);
    await tier.match(`${URL_A}/a`);
    expect(underlying.reads).toBe(0);
    await tier.match(`${URL_A}/b`); // evicted: read through
    expect(underlying.reads).toBe(1);
    // An entry over a quarter of the bound is never kept in memory.
    await tier.put(`${URL_A}/big`, page('y'.repeat(300)));
    await tier.match(`${URL_A}/big`);
    expect(underlying.reads).toBe(2);
  });

  it('a read that started before a put does not bring the older entry back', async () => {
    const { underlying, tier } = setup();
    at(0);
    await underlying.put(URL_A, page('old'));
    const reading = tier.match(URL_A); // reads the underlying cache: 'old'
    await tier.put(URL_A, page('new'));
    expect(await (await reading)!.text()).toBe('old');
    expect(await (await tier.match(URL_A))!.text()).toBe('new');
  });
});
