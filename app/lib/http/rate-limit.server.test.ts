import { beforeEach, describe, expect, it } from 'vitest';
import {
  clientKey,
  limit,
  limitRequest,
  RATE_RULES,
  resetRateLimits,
  routeRule,
  useRateLimitBindings,
} from './rate-limit.server';

const rule = { name: 'test', capacity: 3, refillSeconds: 10 };

describe('limit', () => {
  beforeEach(() => resetRateLimits());

  it('allows a burst of `capacity`, then refuses with the seconds until one token is back', () => {
    for (let i = 0; i < 3; i += 1) expect(limit(rule, 'a', 1000)).toEqual({ ok: true });
    expect(limit(rule, 'a', 1000)).toEqual({ ok: false, retryAfter: 10 });
    expect(limit(rule, 'b', 1000)).toEqual({ ok: true });
  });

  it('refills over time', () => {
    for (let i = 0; i < 3; i += 1) limit(rule, 'a', 0);
    expect(limit(rule, 'a', 5_000)).toEqual({ ok: false, retryAfter: 5 });
    expect(limit(rule, 'a', 10_000)).toEqual({ ok: true });
  });
});

describe('clientKey', () => {
  it('uses the edge-reported IP, else one shared bucket', () => {
    const request = (headers: Record<string, string>) => new Request('https://shop.example/', { headers });
    expect(clientKey(request({ 'cf-connecting-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(request({}))).toBe('unknown');
  });
});

describe('limitRequest', () => {
  beforeEach(() => resetRateLimits());
  const request = new Request('https://shop.example/', { headers: { 'cf-connecting-ip': '203.0.113.9' } });

  it('asks the platform binding named by the rule after the local bucket', async () => {
    const keys: string[] = [];
    useRateLimitBindings({
      RATE_LIMIT_TEST: { limit: async ({ key }: { key: string }) => (keys.push(key), { success: keys.length < 2 }) },
      OTHER: 'a string',
    });
    const bound = { ...rule, binding: 'RATE_LIMIT_TEST' };
    expect(await limitRequest(bound, request)).toEqual({ ok: true });
    expect(await limitRequest(bound, request)).toEqual({ ok: false, retryAfter: 10 });
    expect(keys).toEqual(['test:203.0.113.9', 'test:203.0.113.9']);
    useRateLimitBindings({});
  });

  it('falls back to the local bucket without a binding', async () => {
    for (let i = 0; i < 3; i += 1) expect((await limitRequest(rule, request)).ok).toBe(true);
    expect((await limitRequest(rule, request)).ok).toBe(false);
  });
});

describe('routeRule', () => {
  const rule = (method: string, path: string) => routeRule(new Request(`https://shop.example${path}`, { method }));

  it('spends the checkout budget on a POST to /checkout, its data request included', () => {
    // React Router runs the same action for /checkout/ (the regex before the route table missed it).
    for (const path of ['/checkout', '/checkout/', '/checkout.data'])
      expect(rule('POST', path), path).toBe(RATE_RULES.checkout);
    expect(rule('GET', '/checkout')).toBeNull();
    expect(rule('GET', '/checkout.data')).toBeNull();
  });

  it('spends the Klarna budget on any request to /checkout/klarna', () => {
    for (const method of ['GET', 'POST'])
      for (const path of ['/checkout/klarna', '/checkout/klarna/', '/checkout/klarna.data'])
        expect(rule(method, path), `${method} ${path}`).toBe(RATE_RULES.klarna);
  });

  it('spends the search budget on /search (its data request too), the inventory budget on a POST', () => {
    for (const path of ['/search', '/search/', '/search.data']) expect(rule('GET', path), path).toBe(RATE_RULES.search);
    expect(rule('POST', '/api/shopify/switzerland-inventory')).toBe(RATE_RULES.inventory);
    expect(rule('GET', '/api/shopify/switzerland-inventory')).toBeNull();
    // Suggestions spend theirs in the loader (a 429 the header's fetcher reads as data).
    expect(rule('GET', '/search/suggest')).toBeNull();
  });

  it('leaves every other route alone', () => {
    for (const path of ['/', '/cart', '/checkout/success', '/checkout/klarna/x', '/shop/checkout', '/_root.data'])
      expect(rule('POST', path), path).toBeNull();
  });
});
