// Outages answer like outages (issue 30, items 4 and 6; docs/decisions/upstream-discipline.md): the country JSON API
// answers 502 {success:false,error} (docs/decisions/country-and-markets.md), POST /country keeps the new country and
// warns, /sitemap.xml and /json/list answer 503 with Retry-After, and Klarna's THROTTLED (430) is "try
// again", not a refused payment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault, type Fault } from '../mocks/faults';
import { state } from '../mocks/state';
import { client, sessionCartId } from '../support/shopper';
import { edgeCache, request } from '../support/worker';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const MOVE_FAILED = 'Failed to update the cart for this country.';
// The English pages' words (tests/integration/country-languages.test.ts: German and French).
const NOT_UPDATED = 'Your country is now Germany, but your cart could not be updated to it';

const OUTAGES: Omit<Fault, 'upstream'>[] = [
  { mode: 'status', status: 503 },
  { mode: 'throttle' },
  { mode: 'reset' },
  { mode: 'html' },
];
const label = (fault: Omit<Fault, 'upstream'>) => `${fault.mode}${fault.status ? ` ${fault.status}` : ''}`;
// The shop's country list either cached from an earlier view (the Cache API is on), or not.
const LISTS = [
  { list: 'warm', cache: true },
  { list: 'cold', cache: false },
];

beforeEach(() => {
  edgeCache.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  edgeCache.enabled = false;
  edgeCache.clear();
  vi.restoreAllMocks();
});

const lines = () => JSON.stringify([...state.carts.values()].map((c) => [c.buyerIdentity.countryCode, c.lines]));

async function shopperWithCart(cache: boolean) {
  edgeCache.enabled = cache;
  const shopper = client();
  expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE })).status).toBe(303);
  // A page view: with the cache on, the country list is stored for the hour.
  expect((await shopper.send('/cart')).status).toBe(200);
  return { shopper, cartId: sessionCartId(shopper.jar.get('session'))!, before: lines() };
}

describe('the country JSON API during a Storefront outage answers 502 {success:false,error}', () => {
  for (const { list, cache } of LISTS) {
    for (const fault of OUTAGES) {
      it(`${label(fault)}, country list ${list}`, async () => {
        const { shopper, cartId, before } = await shopperWithCart(cache);
        setFault({ upstream: 'storefront', ...fault });
        for (const [path, body] of [
          ['/api/shopify/update-buyer-identity', { cartId, countryCode: 'DE' }],
          ['/api/shopify/update-country', { cartId, countryCode: 'DE', currencyCode: 'EUR' }],
        ] as const) {
          const response = await shopper.send(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          expect(response.status, path).toBe(502);
          expect(await response.json(), path).toEqual({ success: false, error: MOVE_FAILED });
          expect(
            response.headers.getSetCookie().filter((c) => c.startsWith('shopify_')),
            path,
          ).toEqual([]);
        }
        setFault({ upstream: 'storefront', mode: 'none' });
        expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
        expect(lines()).toBe(before);
      });
    }
  }
});

describe('POST /country with a cart during a Storefront outage keeps the new country and warns', () => {
  for (const { list, cache } of LISTS) {
    for (const fault of OUTAGES) {
      it(`${label(fault)}, country list ${list}: 303 back, the cookie set, the cart kept, a warning`, async () => {
        const { shopper, cartId, before } = await shopperWithCart(cache);
        setFault({ upstream: 'storefront', ...fault });
        const response = await shopper.post('/en/country', { country: 'DE', redirectTo: '/en/about' });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/en/about');
        expect(shopper.jar.get('shopify_country')).toBe('DE');
        // The currency is the list's: unknown without it, so no stale one is left behind.
        expect(shopper.jar.get('shopify_currency')).toBe(cache ? 'EUR' : '');
        setFault({ upstream: 'storefront', mode: 'none' });
        expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
        expect(lines()).toBe(before);
        // The next page says so, once.
        expect(await (await shopper.send('/en/cart')).text()).toContain(NOT_UPDATED);
        expect(await (await shopper.send('/en/cart')).text()).not.toContain(NOT_UPDATED);
      });
    }
  }

  it('with JavaScript (Accept: application/json): 200 with the new country, the warning on the reloaded page', async () => {
    const { shopper, cartId } = await shopperWithCart(true);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await shopper.send('/en/country', {
      method: 'POST',
      body: new URLSearchParams({ country: 'DE' }),
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ country: 'DE', currency: 'EUR' });
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
    expect(await (await shopper.send('/en/cart')).text()).toContain(NOT_UPDATED);
  });

  it('still refuses a malformed country with 400', async () => {
    const { shopper } = await shopperWithCart(false);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await shopper.post('/country', { country: '<b>' });
    expect(response.status).toBe(400);
    expect(shopper.jar.get('shopify_country')).toBeUndefined();
  });
});

describe('/sitemap.xml and /json/list when uncached during a Storefront outage', () => {
  for (const fault of OUTAGES) {
    it(`${label(fault)}: 503 with Retry-After, each in its own content type`, async () => {
      setFault({ upstream: 'storefront', ...fault });
      const sitemap = await request('/sitemap.xml');
      expect(sitemap.status).toBe(503);
      expect(sitemap.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
      expect(sitemap.headers.get('cache-control')).toBe('no-store');
      expect(await sitemap.text()).toMatch(/^<\?xml /);

      const child = await request('/sitemap/products/1.xml');
      expect(child.status).toBe(503);
      expect(child.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await child.text()).toContain('<error>Failed to fetch products</error>');

      const list = await request('/json/list');
      expect(list.status).toBe(503);
      expect(list.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(list.headers.get('content-type')).toMatch(/^application\/json/);
      expect(list.headers.get('cache-control')).toBe('no-store');
      expect(await list.json()).toEqual({ error: 'Failed to fetch products' });
    });
  }

  it('both answer again once the Storefront API is back', async () => {
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    expect((await request('/sitemap.xml')).status).toBe(503);
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(await (await request('/sitemap.xml')).text()).toContain('/sitemap/products/1.xml</loc>');
    expect(await (await request('/sitemap/products/1.xml')).text()).toContain('/shop/sharkblades</loc>');
    expect(((await (await request('/json/list')).json()) as { products: unknown[] }).products.length).toBeGreaterThan(
      0,
    );
  });
});

describe("Klarna's THROTTLED answer (HTTP 430) is an outage: try again", () => {
  it('placing the order answers 502 "try again", keeps the Klarna session, and works once Klarna is back', async () => {
    const shopper = client('/en');
    shopper.jar.set('shopify_country', 'DE');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect((await shopper.send('/en/checkout/klarna')).status).toBe(200);
    const session = [...state.klarnaSessions.values()][0]!;
    const place = () =>
      shopper.post('/en/checkout/klarna', { intent: 'place', authorizationToken: `auth-${session.clientToken}` });

    setFault({ upstream: 'klarna', mode: 'throttle' });
    const throttled = await place();
    expect(throttled.status).toBe(502);
    const body = await throttled.text();
    expect(body).toContain('Klarna could not take the payment. Please try again');
    expect(body).not.toContain('Klarna could not confirm this payment.');

    setFault({ upstream: 'klarna', mode: 'none' });
    // The same session: no new one was needed after the throttled try.
    expect((await shopper.send('/en/checkout/klarna')).status).toBe(200);
    expect(state.klarnaSessions.size).toBe(1);
    const placed = await place();
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/^\/en\/checkout\/success/);
  });
});
