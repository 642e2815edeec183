// The benches' traffic generator (scripts/bench/mix.ts): deterministic by seed, Zipf-shaped, and
// the same request written as each app's URL.
import { describe, expect, it } from 'vitest';
import { createMissSequence, createMix, createRandom, toHttp, zipf, type MixCatalogue } from '../../scripts/bench/mix';

const catalogue: MixCatalogue = {
  products: Array.from({ length: 500 }, (_, i) => ({
    handle: `p${i}`,
    variants: [
      { selectedOptions: [{ name: 'Size', value: '254 mm' }] },
      { selectedOptions: [{ name: 'Size', value: '263 mm' }] },
    ],
  })),
  collections: Array.from({ length: 40 }, (_, i) => `c${i}`),
};

describe('the bench mix', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const take = (seed: number) => {
      const mix = createMix(catalogue, seed);
      return Array.from({ length: 200 }, () => mix.next());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
  });

  it('draws ranks by Zipf: rank 1 about twice as often as rank 2, ten times as often as rank 10', () => {
    const random = createRandom(1);
    const rank = zipf(500);
    const counts = new Array<number>(500).fill(0);
    for (let i = 0; i < 200_000; i++) counts[rank(random())]!++;
    expect(counts[0]! / counts[1]!).toBeCloseTo(2, 0);
    expect(counts[0]! / counts[9]!).toBeGreaterThan(8);
    expect(counts[0]! / counts[9]!).toBeLessThan(12);
    // The harmonic number H(500) ≈ 6.79: rank 1 takes ≈ 14.7 % of the draws.
    expect(counts[0]! / 200_000).toBeCloseTo(1 / 6.79, 2);
  });

  it('mixes pages, campaign, option and unknown parameters, countries and consent in about their shares', () => {
    const mix = createMix(catalogue, 1);
    const requests = Array.from({ length: 20_000 }, () => mix.next());
    const share = (test: (r: (typeof requests)[number]) => boolean) => requests.filter(test).length / requests.length;
    expect(share((r) => r.page === 'product')).toBeCloseTo(0.55, 1);
    expect(share((r) => r.page === 'home')).toBeCloseTo(0.15, 1);
    expect(share((r) => r.query.some(([k]) => k === 'utm_source'))).toBeCloseTo(0.25, 1);
    expect(share((r) => r.query.some(([k]) => k === 'gclid' || k === 'fbclid'))).toBeGreaterThan(0.05);
    expect(share((r) => r.query.some(([k]) => k === 'Size'))).toBeCloseTo(0.55 * 0.2, 1);
    expect(share((r) => 'shopify_country' in r.cookies)).toBeCloseTo(0.2, 1);
    expect(share((r) => !('consented-cookies' in r.cookies))).toBeCloseTo(0.5, 1);
    expect(share((r) => r.cookies['consented-cookies'] === 'necessary')).toBeCloseTo(0.2, 1);
    expect(requests.every((r) => r.headers['accept-encoding'] === 'gzip, br' && r.headers['user-agent'])).toBe(true);
    // Zipf over the products: the most popular one is the most requested.
    const products = requests.filter((r) => r.page === 'product');
    const p0 = products.filter((r) => r.handle === 'p0').length;
    expect(p0).toBeGreaterThan(products.filter((r) => r.handle === 'p1').length);
  });

  it('writes one request as each app’s URL, with its cookies', () => {
    const request = {
      page: 'product' as const,
      handle: 'sharkblades',
      query: [
        ['Size', '254 mm'],
        ['utm_source', 'x'],
      ] as [string, string][],
      cookies: { shopify_country: 'DE' },
      headers: { 'accept-encoding': 'gzip, br' },
    };
    expect(toHttp('ours', request, 'session=abc')).toEqual({
      path: '/shop/sharkblades?Size=254+mm&utm_source=x',
      headers: { 'accept-encoding': 'gzip, br', cookie: 'shopify_country=DE; session=abc' },
    });
    expect(toHttp('starter', request).path).toBe('/products/sharkblades?Size=254+mm&utm_source=x');
    expect(toHttp('starter', { ...request, page: 'listing', query: [] }).path).toBe('/collections/all');
  });

  it('never repeats a (page, query, country) until the whole catalogue has been asked', () => {
    const sequence = createMissSequence(catalogue, ['US', 'DE', 'CH'], 3);
    const seen = new Set<string>();
    for (let i = 0; i < sequence.total; i++) {
      const { path, headers } = toHttp('ours', sequence.next());
      seen.add(`${path} ${headers.cookie}`);
    }
    expect(seen.size).toBe(sequence.total);
    expect(sequence.total).toBe((2 + 40 + 500 * 3) * 3);
    expect(sequence.round).toBe(1);
  });
});
