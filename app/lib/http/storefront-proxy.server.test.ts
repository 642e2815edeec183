import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_RULES, resetRateLimits } from './rate-limit.server';
import type { StorefrontCalls } from '~/lib/shopify/storefront.server';
import { forwardStorefront, isStorefrontProxy, limitProxy, storefrontProxyGate } from './storefront-proxy.server';

const call = (query: string, ip = '203.0.113.9') =>
  new Request('https://shop.example/api/2026-04/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ query }),
  });

describe('isStorefrontProxy', () => {
  it("matches Hydrogen's proxied path only", () => {
    for (const path of ['/api/2026-04/graphql.json', '/api/unstable/graphql.json'])
      expect(isStorefrontProxy(new Request(`https://shop.example${path}`)), path).toBe(true);
    for (const path of ['/api/graphql.json', '/api/2026-04/graphql.json/x', '/api/shopify/regions'])
      expect(isStorefrontProxy(new Request(`https://shop.example${path}`)), path).toBe(false);
  });
});

describe('limitProxy', () => {
  beforeEach(() => resetRateLimits());

  it('spends one cart-create token per cartCreate, and the proxy budget per call', async () => {
    const { capacity } = RATE_RULES.cartCreate;
    const create = 'mutation { a: cartCreate(input: {}) { cart { id } } b: cartCreate(input: {}) { cart { id } } }';
    for (let i = 0; i < capacity / 2; i += 1) expect((await limitProxy(call(create))).ok).toBe(true);
    expect((await limitProxy(call(create))).ok).toBe(false);
    // Queries still pass until the proxy's own budget is spent.
    expect((await limitProxy(call('{ shop { name } }'))).ok).toBe(true);
  });

  it('reads a GET call’s query string, and leaves the body for Hydrogen to forward', async () => {
    const get = new Request(
      `https://shop.example/api/2026-04/graphql.json?query=${encodeURIComponent('mutation{cartCreate{cart{id}}}')}`,
      { headers: { 'cf-connecting-ip': '203.0.113.10' } },
    );
    for (let i = 0; i < RATE_RULES.cartCreate.capacity; i += 1) await limitProxy(get);
    expect((await limitProxy(get)).ok).toBe(false);
    const post = call('{ shop { name } }', '203.0.113.11');
    await limitProxy(post);
    expect(await post.text()).toBe(JSON.stringify({ query: '{ shop { name } }' }));
  });
});

describe('storefrontProxyGate', () => {
  beforeEach(() => resetRateLimits());

  it("passes a call on with only Shopify's cookies", async () => {
    const request = new Request('https://shop.example/api/2026-04/graphql.json', {
      headers: { Cookie: 'session=s; _shopify_y=y; big=x' },
    });
    const gate = await storefrontProxyGate(request);
    expect(gate).toBeInstanceOf(Request);
    expect((gate as Request).headers.get('Cookie')).toBe('_shopify_y=y');
  });

  it('refuses a method no GraphQL client sends with 405, in GraphQL shape', async () => {
    const request = new Request('https://shop.example/api/2026-04/graphql.json', { method: 'DELETE' });
    const gate = (await storefrontProxyGate(request)) as Response;
    expect(gate.status).toBe(405);
    expect(gate.headers.get('Allow')).toBe('GET, POST, OPTIONS');
    expect(await gate.json()).toEqual({ errors: [{ message: 'Method not allowed.' }] });
  });
});

describe('forwardStorefront', () => {
  const callsWith = (forward: () => Promise<Response>, failed = false) =>
    ({ storefront: { forward }, acceptLanguage: 'en', outcome: { failed } }) as unknown as StorefrontCalls;

  it("passes Shopify's answer on as it is, errors included", async () => {
    const answer = Response.json({ errors: [{ message: 'Field missing' }] });
    expect(
      await forwardStorefront(
        callsWith(async () => answer),
        call('{ x }'),
      ),
    ).toBe(answer);
  });

  it('answers 503 with Retry-After when Shopify cannot be reached, or the market query already failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forward = vi.fn(async () => Response.json({ data: {} }));
    for (const calls of [callsWith(() => Promise.reject(new TypeError('reset'))), callsWith(forward, true)]) {
      const response = await forwardStorefront(calls, call('{ shop { name } }'));
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    }
    expect(forward).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
