import { CacheCustom, CacheNone } from '@shopify/hydrogen';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MS, shareAnswers } from './answers.server';
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
  it('answers a catalogue query once per window, for every request of the same market', async () => {
    const a = client();
    const b = client();
    shareAnswers(a.storefront, 'CH\nEN');
    shareAnswers(b.storefront, 'CH\nEN');
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
    shareAnswers(ch.storefront, 'CH\nEN');
    shareAnswers(de.storefront, 'DE\nEN');
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
    shareAnswers(storefront, 'CH\nEN');
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
    shareAnswers(storefront, 'CH\nEN');
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
    );
    const text = `${QUERY} # 5`;
    await expect(storefront.query(text, { cache: CATALOGUE_CACHE })).rejects.toThrow('outage');
    fail = false;
    await expect(storefront.query(text, { cache: CATALOGUE_CACHE })).resolves.toEqual({ ok: true });
    expect(query).toHaveBeenCalledTimes(2);
  });
});
