import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../tests/support/html-rewriter';
import { MemoryCache } from '../../../tests/support/memory-cache';
import { withPageCache } from './page-cache.server';
import { trustedEdgeRequest } from '~/lib/http/geo.server';
import { cachePlan } from './policy.server';

const cache = new MemoryCache();
const ENV = { EDGE_PLATFORM: 'cloudflare', SESSION_SECRET: 'a-test-secret-of-some-length-here' } as const;
const runtime = { pending: [] as Promise<unknown>[], waitUntil: (p: Promise<unknown>) => void runtime.pending.push(p) };
const settle = () => Promise.allSettled(runtime.pending.splice(0));

const page = (html = '<p>page</p>', headers: Record<string, string> = {}) =>
  new Response(`<!doctype html><html><body>${html}<script nonce="n1">go()</script></body></html>`, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "script-src 'self' 'nonce-n1'",
      ...headers,
    },
  });

async function call(url: string, render: (r: Request) => Promise<Response>, build = 'b1', init: RequestInit = {}) {
  const response = await withPageCache(new Request(url, init), ENV, runtime, render, build);
  await settle();
  return response;
}

beforeEach(() => {
  cache.clear();
  cache.enabled = true;
  Object.assign(globalThis, { caches: { default: cache, open: async () => cache } });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('withPageCache', () => {
  it('does not store a response that sets a cookie, and passes the cookie on', async () => {
    let renders = 0;
    const render = async () => (renders++, page('<p>hi</p>', { 'Set-Cookie': 'x=1' }));
    const first = await call('https://shop.test/shop', render);
    expect(first.headers.get('x-cache')).toBe('BYPASS');
    expect(first.headers.get('set-cookie')).toBe('x=1');
    expect((await call('https://shop.test/shop', render)).headers.get('x-cache')).toBe('BYPASS');
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('a new build id starts cold (purge by deploy)', async () => {
    const render = async () => page();
    await call('https://shop.test/', render, 'b1');
    expect((await call('https://shop.test/', render, 'b1')).headers.get('x-cache')).toBe('HIT');
    expect((await call('https://shop.test/', render, 'b2')).headers.get('x-cache')).toBe('MISS');
  });

  it('without any Cache API a shared page is still rendered, hashed and marked MISS', async () => {
    Reflect.deleteProperty(globalThis, 'caches');
    const response = await call('https://shop.test/', async () => page());
    expect(response.headers.get('x-cache')).toBe('MISS');
    expect(response.headers.get('content-security-policy')).toMatch(/^script-src 'self' 'sha256-/);
    expect(await response.text()).not.toContain('nonce=');
  });

  it('renders the normalised request, and the visitor’s own URL when the page cannot be shared', async () => {
    const seen: string[] = [];
    const render = async (request: Request) => {
      seen.push(`${request.url} ${request.headers.get('Cookie')}`);
      return new Response(null, { status: 301, headers: { Location: '/elsewhere' } });
    };
    const response = await call('https://shop.test/shop?utm_source=a&z=1&sort_by=best-selling', render, 'b1', {
      headers: { Cookie: 'rudder_anonymous_id=abc; shopify_country=de; consented-cookies=analytics' },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    expect(seen).toEqual([
      'https://shop.test/shop?sort_by=best-selling shopify_country=DE; consented-cookies=necessary~analytics',
      'https://shop.test/shop?utm_source=a&z=1&sort_by=best-selling rudder_anonymous_id=abc; shopify_country=de; consented-cookies=analytics',
    ]);
  });
});

describe('cachePlan', () => {
  const plan = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    cachePlan(new Request(url, { headers, method }), 'cloudflare', 'b1');

  it('shares catalogue, content and story pages only', () => {
    for (const path of ['/', '/shop', '/shop/sharkblades', '/collections/x', '/stories/blog/a', '/legal/terms', '/faq'])
      expect(plan(`https://s.test${path}`), path).not.toBeNull();
    for (const path of ['/cart', '/search', '/consent', '/api/geoip', '/account', '/checkout/klarna', '/shop.data'])
      expect(plan(`https://s.test${path}`), path).toBeNull();
  });

  it('a session cookie (cart, flash) or a method other than GET/HEAD makes the request personal', () => {
    expect(plan('https://s.test/shop', { Cookie: 'session=abc' })).toBeNull();
    expect(plan('https://s.test/shop', { Cookie: '__Host-session=abc' })).toBeNull();
    expect(plan('https://s.test/shop', {}, 'POST')).toBeNull();
    expect(plan('https://s.test/shop', {}, 'HEAD')).not.toBeNull();
  });

  it("the render sees the trusted request's headers only (stripped ones stay out)", () => {
    const sent = new Request('https://s.test/shop', {
      headers: { 'oxygen-buyer-ip': '1.2.3.4', 'cf-connecting-ip': '5.6.7.8' },
    });
    const render = cachePlan(trustedEdgeRequest(sent, 'cloudflare', true), 'cloudflare', 'b1')!.renderRequest;
    expect([...render.headers]).toEqual([['cf-connecting-ip', '5.6.7.8']]);
  });

  it("keys by host, the page's own parameters, country cookie, geo, consent and build", () => {
    const key = plan('https://s.test/shop?sort_by=price-ascending&utm_term=x&a=2&filter.v.availability=1', {
      Cookie: 'shopify_country=us; consented-cookies=map',
      'cf-ipcountry': 'DE',
    })!.key.url;
    const params = new URL(key).searchParams;
    expect(new URL(key).host).toBe('s.test');
    expect(params.get('q')).toBe('?filter.v.availability=1&sort_by=price-ascending');
    expect(params.get('country')).toBe('US');
    // The cookie and geo both count: geo decides when the shop does not sell to the cookie's country.
    expect(params.get('geo')).toBe('DE');
    expect(new URL(plan('https://s.test/shop', { 'cf-ipcountry': 'DE' })!.key.url).searchParams.get('geo')).toBe('DE');
    expect(params.get('consent')).toBe('necessary~map');
    expect(params.get('build')).toBe('b1');
  });
});
