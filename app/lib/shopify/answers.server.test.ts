import { CacheCustom, CacheNone } from '@shopify/hydrogen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryTier, TRUST_MS } from '~/lib/edge-cache/memory-tier.server';
import { ANSWER_MS, shareAnswers, SharedAnswers, sharing } from './answers.server';
import { CATALOGUE_CACHE } from './cache.server';

const QUERY = 'query Menu { products(first: 2) { nodes { handle } } }';

function client() {
  const calls: { text: string; options: unknown }[] = [];
  const query = vi.fn(async (text: string, options?: unknown) => {
    calls.push({ text, options });
    return { products: { nodes: [{ handle: `p${calls.length}` }] } };
  });
  type Answer = { products: { nodes: { handle: string }[] } };
  return { storefront: { query } as unknown as { query: (text: string, options?: unknown) => Promise<Answer> }, calls };
}

afterEach(() => vi.useRealTimers());

describe('shareAnswers', () => {
  let share = sharing(new SharedAnswers());
  beforeEach(() => {
    share = sharing(new SharedAnswers());
  });

  it("shares for the memory tier's trust window, and nothing without a tier", async () => {
    expect(ANSWER_MS).toBe(TRUST_MS);
    const { storefront, calls } = client();
    shareAnswers(storefront, 'CH\nEN', sharing(undefined));
    await storefront.query(QUERY, { cache: CATALOGUE_CACHE });
    await storefront.query(QUERY, { cache: CATALOGUE_CACHE });
    expect(calls).toHaveLength(2);
  });

  it('answers a catalogue query once per window, for every request of the same market', async () => {
    const a = client();
    const b = client();
    shareAnswers(a.storefront, 'CH\nEN', share);
    shareAnswers(b.storefront, 'CH\nEN', share);
    const first = await a.storefront.query(`${QUERY} # 1`, { cache: CATALOGUE_CACHE });
    const second = await b.storefront.query(`${QUERY} # 1`, { cache: CATALOGUE_CACHE });
    expect(second).toBe(first);
    expect(a.calls.length + b.calls.length).toBe(1);
    expect(Object.isFrozen(first.products.nodes[0])).toBe(true);
    expect(() => first.products.nodes.push({ handle: 'x' })).toThrow(TypeError);
  });

  it('keeps markets and variables apart', async () => {
    const ch = client();
    const de = client();
    shareAnswers(ch.storefront, 'CH\nEN', share);
    shareAnswers(de.storefront, 'DE\nEN', share);
    const text = `${QUERY} # 2`;
    await ch.storefront.query(text, { cache: CATALOGUE_CACHE, variables: { handle: 'a' } });
    await ch.storefront.query(text, { cache: CATALOGUE_CACHE, variables: { handle: 'b' } });
    await de.storefront.query(text, { cache: CATALOGUE_CACHE, variables: { handle: 'a' } });
    expect(ch.calls).toHaveLength(2);
    expect(de.calls).toHaveLength(1);
  });

  it('asks again after ANSWER_MS', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { storefront, calls } = client();
    shareAnswers(storefront, 'CH\nEN', share);
    const text = `${QUERY} # 3`;
    await storefront.query(text, { cache: CATALOGUE_CACHE });
    vi.setSystemTime(1_000_000 + ANSWER_MS - 1);
    await storefront.query(text, { cache: CATALOGUE_CACHE });
    expect(calls).toHaveLength(1);
    vi.setSystemTime(1_000_000 + ANSWER_MS);
    await storefront.query(text, { cache: CATALOGUE_CACHE });
    expect(calls).toHaveLength(2);
  });

  it('never shares carts, uncached or private queries, or calls with options of their own', async () => {
    const { storefront, calls } = client();
    shareAnswers(storefront, 'CH\nEN', share);
    const text = `${QUERY} # 4`;
    for (let i = 0; i < 2; i++) {
      await storefront.query(text, { cache: CacheNone() });
      await storefront.query(text);
      await storefront.query(text, { cache: CacheCustom({ mode: 'private', maxAge: 60 }) });
      await storefront.query(text, { cache: CATALOGUE_CACHE, headers: { 'x-one': '1' } });
    }
    expect(calls).toHaveLength(8);
  });

  it('forgets a failed call at once', async () => {
    let fail = true;
    const query = vi.fn(async () => {
      if (fail) throw new Error('outage');
      return { ok: true };
    });
    const storefront = shareAnswers(
      { query } as never as { query: (t: string, o?: unknown) => Promise<unknown> },
      'CH\nEN',
      share,
    );
    const text = `${QUERY} # 5`;
    await expect(storefront.query(text, { cache: CATALOGUE_CACHE })).rejects.toThrow('outage');
    fail = false;
    await expect(storefront.query(text, { cache: CATALOGUE_CACHE })).resolves.toEqual({ ok: true });
    expect(query).toHaveBeenCalledTimes(2);
  });
});

describe('SharedAnswers in the memory tier', () => {
  it('forgets every answer when the tier stores or deletes an entry', async () => {
    const underlying = { put: async () => undefined, delete: async () => true } as unknown as Cache;
    const tier = new MemoryTier(underlying, 1024 * 1024);
    let made = 0;
    const make = async () => ({ made: ++made });
    await tier.answers.share('q', 'k', make);
    expect(await tier.answers.share('q', 'k', make)).toEqual({ made: 1 });
    await tier.put('https://cache.test/a', new Response('x', { headers: { 'Cache-Control': 'max-age=60' } }));
    expect(await tier.answers.share('q', 'k', make)).toEqual({ made: 2 });
    await tier.delete('https://cache.test/a');
    expect(await tier.answers.share('q', 'k', make)).toEqual({ made: 3 });
    expect(await tier.answers.share('q', 'k', make)).toEqual({ made: 3 });
  });
});
