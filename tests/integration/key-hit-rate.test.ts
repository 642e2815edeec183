// The page cache's hit rate under a realistic anonymous mix (issue 35, item 2; docs/decisions/page-cache.md),
// driving cachePlan alone: a request is a hit when its key was seen before (no expiry, no size
// limit: the key's share of the hit rate, not the cache's). The mix: Zipf over the catalogue,
// campaign, click-id, unknown and option parameters, country cookies, geo countries, consent states
// and browser languages, from a seeded generator. It prints the rates; the numbers in the decision
// come from this file run on this branch and on the commit before it.
import { describe, expect, it } from 'vitest';
import { cachePlan } from '~/lib/edge-cache/policy.server';

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(weighted: [T, number][]): T => {
    let roll = next() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of weighted) if ((roll -= weight) < 0) return value;
    return weighted.at(-1)![0];
  };
  return { next, pick };
}

function zipf(products: number) {
  const weights = Array.from({ length: products }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return (roll: number) => {
    let left = roll * total;
    for (let i = 0; i < products; i++) if ((left -= weights[i]!) < 0) return i;
    return products - 1;
  };
}

function mix(products: number, count: number, seed = 35) {
  const { next, pick } = generator(seed);
  const product = zipf(products);
  const requests: Request[] = [];
  for (let i = 0; i < count; i++) {
    const language = pick([
      ['', 60],
      ['/en', 25],
      ['/fr', 15],
    ]);
    const kind = pick([
      ['product', 60],
      ['listing', 15],
      ['home', 10],
      ['content', 15],
    ]);
    const params: string[] = [];
    let path: string;
    if (kind === 'product') {
      path = `/shop/product-${product(next())}`;
      if (next() < 0.15)
        params.push(
          `Size=${pick([
            ['254+mm', 1],
            ['263+mm', 1],
            ['272+mm', 1],
            ['280+mm', 1],
          ])}`,
        );
      if (next() < 0.1)
        params.push(
          `Pack=${pick([
            ['Single+pair', 1],
            ['Double+pack', 1],
          ])}`,
        );
    } else if (kind === 'listing') {
      path = pick([
        ['/shop', 2],
        ['/collections/skate-blades', 1],
        ['/collections/every-runner', 1],
      ]);
      if (next() < 0.3)
        params.push(
          `sort_by=${pick([
            ['price-ascending', 1],
            ['best-selling', 1],
          ])}`,
        );
    } else if (kind === 'home') path = '/';
    else
      path = pick([
        ['/faq', 1],
        ['/about', 1],
        ['/stories', 1],
        ['/stories/blog', 1],
        ['/sustainability', 1],
      ]);
    // Campaigns (a click id is unique per click), unknown parameters (referral tags, mail tools).
    if (next() < 0.25)
      params.push(
        `utm_source=${pick([
          ['newsletter', 2],
          ['instagram', 1],
          ['google', 2],
        ])}&utm_medium=cpc`,
      );
    if (next() < 0.1)
      params.push(
        `${pick([
          ['gclid', 2],
          ['fbclid', 1],
        ])}=${Math.floor(next() * 1e9)}`,
      );
    if (next() < 0.1)
      params.push(
        pick([
          [`ref=${Math.floor(next() * 20)}`, 2],
          [`_hsenc=${Math.floor(next() * 1e9)}`, 1],
          ['foo=1', 1],
        ]),
      );
    const headers: Record<string, string> = {
      'Accept-Language': pick([
        ['de-CH,de;q=0.9', 50],
        ['de-DE,de;q=0.9', 15],
        ['fr-CH,fr;q=0.9', 15],
        ['en-US,en;q=0.9', 15],
        ['it-CH', 5],
      ]),
      'CF-IPCountry': pick([
        ['CH', 55],
        ['DE', 20],
        ['FR', 10],
        ['AT', 5],
        ['US', 5],
        ['GB', 5],
      ]),
    };
    const cookies: string[] = [];
    const consent = pick<string | null>([
      [null, 45],
      ['necessary~reviews~analytics~map', 40],
      ['necessary', 15],
    ]);
    if (consent !== null) cookies.push(`consented-cookies=${consent}`);
    if (consent !== null && next() < 0.6)
      cookies.push(
        `shopify_country=${pick([
          ['CH', 60],
          ['DE', 25],
          ['FR', 10],
          ['AT', 5],
        ])}`,
      );
    if (consent?.includes('analytics')) cookies.push(`rudder_anonymous_id=${Math.floor(next() * 1e9)}`);
    if (cookies.length) headers.Cookie = cookies.join('; ');
    const query = params.length ? `?${params.join('&')}` : '';
    requests.push(new Request(`https://shop.example${language}${path}${query}`, { headers }));
  }
  return requests;
}

function hitRate(products: number, count = 20_000) {
  const seen = new Set<string>();
  let hits = 0;
  let forAnyone = 0;
  for (const request of mix(products, count)) {
    const plan = cachePlan(request, 'cloudflare', 'bench')!;
    if (seen.has(plan.keyUrl)) hits++;
    else seen.add(plan.keyUrl);
    if (!request.headers.has('Cookie')) forAnyone++;
  }
  return { hits: hits / count, keys: seen.size, cdn: forAnyone / count };
}

describe('the hit rate of a realistic anonymous mix (key only)', () => {
  it.each([5, 500, 5000])('%i products', { timeout: 120_000 }, (products) => {
    const { hits, keys, cdn } = hitRate(products);
    console.log(
      `[key-hit-rate] ${products} products: ${(hits * 100).toFixed(1)} % hits, ${keys} keys; ` +
        `${(cdn * 100).toFixed(1)} % of requests CDN-shareable`,
    );
    expect(hits).toBeGreaterThan(0);
  });
});
