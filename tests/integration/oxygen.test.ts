// The same build (dist/server/index.js) under mini-oxygen, Shopify Oxygen's local runtime (workerd
// with Oxygen's compatibility date and its oxygen-buyer-* request headers), against the mock served
// over HTTP: home, a product and a no-JavaScript add to cart answer as they do in wrangler's
// workerd. On Oxygen the worker is told EDGE_PLATFORM=oxygen, so it trusts oxygen-buyer-* for the
// market and the buyer IP (docs/decisions/http-and-hardening.md, platform.md).
import { createMiniOxygen, Request as OxygenRequest, type MiniOxygenInstance } from '@shopify/mini-oxygen';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../mocks/http-server';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { server } from '../support/msw';

const SITE = 'http://localhost:8787'; // the main site in .env.example (the US site is 127.0.0.1)
const VARIANT = 'gid://shopify/ProductVariant/40000000000001';

let mock: Server;
let oxygen: MiniOxygenInstance;
let started = 0;

/** .env.example's values, pointed at this file's mock port instead of 4001. */
function envFor(mockOrigin: string, extra: Record<string, string>) {
  const env = Object.fromEntries(
    Object.entries(mockEnv).map(([key, value]) => [key, value.replaceAll('http://127.0.0.1:4001', mockOrigin)]),
  );
  env.PUBLIC_CHECKOUT_DOMAIN = mockOrigin.replace(/^http:\/\//, '');
  return { ...env, ...extra };
}

beforeAll(async () => {
  started = performance.now();
  // The worker runs in workerd, outside this process: in-process interception has nothing to do
  // here, and it would catch miniflare's own loopback requests.
  server.close();
  mock = await startMockServer(0);
  const mockOrigin = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
  oxygen = createMiniOxygen({
    requestHook: null,
    workers: [
      {
        name: 'storefront',
        // Listed, not walked: the bundle holds React Router's browser-side `import(route.module)`,
        // which miniflare's module walker refuses (wrangler re-bundles instead; Oxygen takes it as is).
        modules: [{ type: 'ESModule', path: resolve('dist/server/index.js') }],
        bindings: envFor(mockOrigin, { EDGE_PLATFORM: 'oxygen' }),
      },
    ],
  });
  await oxygen.ready;
}, 60_000);

afterAll(async () => {
  await oxygen?.dispose();
  await new Promise((resolve) => mock?.close(resolve));
  console.log(`[oxygen] mini-oxygen start + tests: ${Math.round(performance.now() - started)} ms`);
});

/** A request to the worker through mini-oxygen's router (which adds Oxygen's headers). */
const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  oxygen.dispatchFetch(new OxygenRequest(SITE + path, init));
const get = (path: string, headers: Record<string, string> = {}) => send(path, { headers });

describe('the build under mini-oxygen (Oxygen runtime)', () => {
  it('renders home and a product page with real content; mini-oxygen geo (US) prices the page in USD', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Sharkblades');

    // mini-oxygen sends Oxygen's default geo headers (oxygen-buyer-country: US).
    const product = await get('/shop/sharkblades');
    expect(product.status).toBe(200);
    const html = await product.text();
    expect(html).toMatch(/<h1[^>]*>Sharkblades<\/h1>/);
    expect(html).toMatch(/\$\s?\d/);
    // An anonymous view is a shared page (docs/decisions/page-cache.md): hashed inline scripts, no nonce.
    expect(product.headers.get('x-cache')).toMatch(/^(MISS|HIT|STALE)$/);
    expect(product.headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-[A-Za-z0-9+/=]+'/);
    expect(product.headers.get('content-security-policy')).not.toContain("'nonce-");
  });

  it('trusts oxygen-buyer-* (country, buyer IP), not a client-sent cf-* header', async () => {
    state.requests.length = 0;
    const html = await (
      await get('/shop/sharkblades', {
        'oxygen-buyer-country': 'CH',
        'oxygen-buyer-ip': '203.0.113.9',
        'cf-ipcountry': 'DE',
        'cf-connecting-ip': '198.51.100.1',
      })
    ).text();
    expect(html).toMatch(/CHF\s?\d/);
    const storefront = state.requests.filter((r) => r.upstream === 'storefront');
    expect(storefront.length).toBeGreaterThan(0);
    for (const call of storefront) expect(call.headers['shopify-storefront-buyer-ip']).toBe('203.0.113.9');
  });

  it('adds to cart without JavaScript: a form POST answers 303 to /cart, which lists the line', async () => {
    const post = await send('/cart', {
      method: 'POST',
      // A browser's form POST: its Origin is the site. dispatchFetch replaces Host with miniflare's
      // loopback address, so the site's host comes as a front proxy sends it (React Router's CSRF
      // check compares Origin with X-Forwarded-Host, else Host); on Oxygen the Host is the site's.
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: SITE,
        'X-Forwarded-Host': new URL(SITE).host,
      },
      body: new URLSearchParams({
        intent: 'add',
        merchandiseId: VARIANT,
        quantity: '1',
        redirectTo: '/cart',
      }).toString(),
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toMatch(/\/cart$/);
    const cookie = post.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session=');
    const cart = await get('/cart', { Cookie: cookie });
    expect(cart.status).toBe(200);
    const html = await cart.text();
    expect(html).toContain('Sharkblades');
    expect(html).toMatch(/name="quantity"[^>]*value="1"|value="1"[^>]*name="quantity"/);
  });
});
