// The visitor's country through the built worker: default rules, POST /country, the JSON API.
import { createCookieSessionStorage } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from '../mocks/config';
import { state } from '../mocks/state';
import { mockEnv, STORE } from '../support/env';
import { request } from '../support/worker';

const EUR_PRICE = /\d,\d{1,2}[\s\u00a0]€/;
const CHF_PRICE = /CHF[\s\u00a0]\d/;

function countrySent() {
  const sent = state.requests.filter((r) => r.upstream === 'storefront').at(-1)!;
  return (sent.body as { variables: { country?: string } }).variables.country;
}

describe('default country on the first visit', () => {
  it('prices in EUR for cf-ipcountry DE, without a redirect', async () => {
    const response = await request('/shop/sharkblades', { headers: { 'cf-ipcountry': 'DE' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(EUR_PRICE);
    expect(countrySent()).toBe('DE');
  });

  it("uses Oxygen's oxygen-buyer-country header when the worker runs on Oxygen", async () => {
    const env = { ...mockEnv, EDGE_PLATFORM: 'oxygen' };
    const response = await request('/shop/sharkblades', { env, headers: { 'oxygen-buyer-country': 'GB' } });
    expect(await response.text()).toMatch(/£\d/);
  });

  it('falls back to CH for an unsupported geo country, with a warning and no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const response = await request('/shop/sharkblades', { headers: { 'cf-ipcountry': 'BR' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(CHF_PRICE);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toContain('BR');
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('falls back to US on the US host', async () => {
    const response = await request('http://127.0.0.1:8787/shop/sharkblades');
    expect(await response.text()).toMatch(/\$\d/);
    expect(countrySent()).toBe('US');
  });

  it('lets the shopify_country cookie win over geo', async () => {
    const response = await request('/shop/sharkblades', {
      headers: { 'cf-ipcountry': 'DE', Cookie: 'shopify_country=GB' },
    });
    expect(await response.text()).toMatch(/£\d/);
  });

  it('ignores a cookie naming an unsupported country', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await request('/shop/sharkblades', {
      headers: { 'cf-ipcountry': 'DE', Cookie: 'shopify_country=ZZ' },
    });
    expect(await response.text()).toMatch(EUR_PRICE);
    vi.restoreAllMocks();
  });
});

// ---- helpers: a shopper with a cart in their session -------------------------------------------

const SHARKBLADES = 'gid://shopify/ProductVariant/40000000000001';
const BLACK_GHOST_FIRST = 'gid://shopify/ProductVariant/40000000000020';
const GREENLY = 'gid://shopify/ProductVariant/40000000000033';

async function cartWith(variantIds: string[], countryCode = 'CH') {
  const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN },
    body: JSON.stringify({
      query: `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }`,
      variables: {
        input: {
          buyerIdentity: { countryCode },
          lines: variantIds.map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
        },
      },
    }),
  });
  const body = (await response.json()) as { data: { cartCreate: { cart: { id: string } | null } } };
  const cartId = body.data.cartCreate.cart!.id;
  const storage = createCookieSessionStorage({ cookie: { name: 'session', secrets: [mockEnv.SESSION_SECRET!] } });
  const session = await storage.getSession();
  session.set('cartId', cartId);
  const cookie = (await storage.commitSession(session)).split(';')[0]!;
  return { cartId, cookie, token: /Cart\/([^?]+)/.exec(cartId)![1]! };
}

function mockCart(token: string) {
  return state.carts.get(token)!;
}

/** The session cookie a response sets (the cart id may have changed). */
function sessionCookie(response: Response) {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0];
}

/** The English form (the spec's words); tests/integration/country-languages.test.ts: German and French. */
function postCountry(fields: Record<string, string>, headers: Record<string, string> = {}, path = '/en/country') {
  return request(path, { method: 'POST', body: new URLSearchParams(fields), headers });
}

describe('POST /country (the footer form without JavaScript)', () => {
  it("sets both cookies with the spec's attributes and answers 303 back to the page", async () => {
    const response = await postCountry({ country: 'gb', redirectTo: '/shop/sharkblades?Size=263+mm' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/shop/sharkblades?Size=263+mm');
    const cookies = response.headers.getSetCookie();
    const country = cookies.find((c) => c.startsWith('shopify_country='))!;
    const currency = cookies.find((c) => c.startsWith('shopify_currency='))!;
    for (const [cookie, value] of [
      [country, 'shopify_country=GB'],
      [currency, 'shopify_currency=GBP'],
    ] as const) {
      expect(cookie.split('; ')[0]).toBe(value);
      expect(cookie).toContain('Max-Age=2592000');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie.toLowerCase()).not.toContain('httponly');
    }
    const page = await request('/shop/sharkblades', { headers: { Cookie: 'shopify_country=GB' } });
    expect(await page.text()).toMatch(/£\d/);
  });

  it('goes back to the Referer when no redirectTo is given, and never off-site', async () => {
    const back = await postCountry({ country: 'DE' }, { Referer: 'http://localhost:8787/shop/black-ghost' });
    expect(back.headers.get('location')).toBe('/shop/black-ghost');
    // Else the home page of the form's language.
    const offSite = await postCountry({ country: 'DE', redirectTo: '//evil.example/x' });
    expect(offSite.status).toBe(303);
    expect(offSite.headers.get('location')).toBe('/en');
    const foreignReferer = await postCountry({ country: 'DE' }, { Referer: 'https://evil.example/x' }, '/country');
    expect(foreignReferer.headers.get('location')).toBe('/');
  });

  it('takes the first of a repeated field, as the form sends it once (issue 47, item 17)', async () => {
    const body = new URLSearchParams([
      ['country', 'DE'],
      ['country', 'GB'],
      ['redirectTo', '/shop'],
      ['redirectTo', '/faq'],
    ]);
    const response = await request('/en/country', { method: 'POST', body });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/shop');
    expect(response.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(
      expect.arrayContaining(['shopify_country=DE', 'shopify_currency=EUR']),
    );
  });

  it('answers 400 to a missing, malformed or unsupported country and sets no cookie', async () => {
    for (const fields of [{} as Record<string, string>, { country: '' }, { country: 'Germany' }, { country: 'ZZ' }]) {
      const response = await postCountry(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain('Please choose a country we ship to.');
      expect(response.headers.getSetCookie().filter((c) => c.startsWith('shopify_'))).toEqual([]);
    }
  });

  it('keeps the cart and its items, repriced in the new currency', async () => {
    const { cookie, token } = await cartWith([SHARKBLADES, BLACK_GHOST_FIRST]);
    const response = await postCountry({ country: 'GB', redirectTo: '/' }, { Cookie: cookie });
    expect(response.status).toBe(303);
    expect(mockCart(token).buyerIdentity.countryCode).toBe('GB');
    expect(mockCart(token).lines).toHaveLength(2);
    expect(state.carts.size).toBe(1);
  });

  it('starts a new cart when Shopify refuses the move, and tells which items stayed behind', async () => {
    const { cookie, token } = await cartWith([SHARKBLADES, GREENLY]);
    const response = await postCountry({ country: 'JP', redirectTo: '/shop/sharkblades' }, { Cookie: cookie });
    expect(response.status).toBe(303);
    expect(mockCart(token).buyerIdentity.countryCode).toBe('CH');
    const fresh = [...state.carts.values()].find((c) => c.token !== token)!;
    expect(fresh.buyerIdentity.countryCode).toBe('JP');
    expect(fresh.lines.map((l) => l.variantId)).toEqual(['40000000000001']);

    const next = await request('/en/shop/sharkblades', {
      headers: { Cookie: `${sessionCookie(response)}; shopify_country=JP` },
    });
    const html = await next.text();
    expect(html).toContain('could not move to your new cart: Greenly Starter Ice Kit (12 tiles / Glacier White)');
    expect(html).toMatch(/[¥￥][\d,]+/);
    // Shown once: the page that showed it clears it from the session.
    const again = await request('/en/shop/sharkblades', {
      headers: { Cookie: `${sessionCookie(next)}; shopify_country=JP` },
    });
    expect(await again.text()).not.toContain('could not move');
  });
});

describe('GET /api/geoip', () => {
  it("answers the trusted edge's geo (Oxygen's on Oxygen), empty strings when unknown", async () => {
    const oxygen = await request('/api/geoip', {
      env: { ...mockEnv, EDGE_PLATFORM: 'oxygen' },
      headers: {
        'oxygen-buyer-country': 'de',
        'oxygen-buyer-region': 'Bavaria',
        'oxygen-buyer-city': 'Munich',
        'cf-ipcountry': 'FR',
      },
    });
    expect(oxygen.status).toBe(200);
    expect(await oxygen.json()).toEqual({ country: 'DE', region: 'Bavaria', city: 'Munich' });
    expect(await (await request('/api/geoip', { headers: { 'cf-ipcountry': 'CH' } })).json()).toEqual({
      country: 'CH',
      region: '',
      city: '',
    });
    for (const junk of ['XX', 'T1', '<b>', 'Germany']) {
      const response = await request('/api/geoip', { headers: { 'cf-ipcountry': junk } });
      expect((await response.json()) as object, junk).toEqual({ country: '', region: '', city: '' });
    }
  });
});

describe('GET /api/shopify/regions', () => {
  it('lists every available country with its currency', async () => {
    const response = await request('/api/shopify/regions');
    expect(response.status).toBe(200);
    const { countries } = (await response.json()) as { countries: { code: string; name: string; currency: string }[] };
    expect(countries).toHaveLength(21);
    expect(countries).toContainEqual({ code: 'GB', name: 'United Kingdom', currency: 'GBP' });
    expect(countries).toContainEqual({ code: 'CH', name: 'Switzerland', currency: 'CHF' });
  });
});

describe('POST /api/shopify/update-buyer-identity and update-country', () => {
  const post = (path: string, body: unknown, cookie = '') =>
    request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', Cookie: cookie },
    });

  it('moves the caller’s own cart and answers {success: true}', async () => {
    const { cartId, cookie, token } = await cartWith([SHARKBLADES]);
    const response = await post('/api/shopify/update-buyer-identity', { cartId, countryCode: 'DE' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(mockCart(token).buyerIdentity.countryCode).toBe('DE');
    expect(response.headers.getSetCookie().filter((c) => c.startsWith('shopify_'))).toEqual([]);

    const country = await post(
      '/api/shopify/update-country',
      { cartId, countryCode: 'GB', currencyCode: 'GBP' },
      cookie,
    );
    expect(await country.json()).toEqual({ success: true });
    expect(mockCart(token).buyerIdentity.countryCode).toBe('GB');
    expect(country.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(
      expect.arrayContaining(['shopify_country=GB', 'shopify_currency=GBP']),
    );
  });

  it('refuses a cart that is not the caller’s session cart with 403', async () => {
    const mine = await cartWith([SHARKBLADES]);
    const theirs = await cartWith([SHARKBLADES]);
    for (const cookie of [mine.cookie, '']) {
      const response = await post(
        '/api/shopify/update-buyer-identity',
        { cartId: theirs.cartId, countryCode: 'DE' },
        cookie,
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, error: 'This cart does not belong to your session.' });
    }
    expect(mockCart(theirs.token).buyerIdentity.countryCode).toBe('CH');
  });

  it('answers 400 with a clear message to every bad body', async () => {
    const { cartId, cookie, token } = await cartWith([SHARKBLADES]);
    const cases: [string, unknown, string][] = [
      ['/api/shopify/update-buyer-identity', 'not json', 'The request body must be JSON.'],
      ['/api/shopify/update-buyer-identity', { countryCode: 'DE' }, 'cartId is required.'],
      [
        '/api/shopify/update-buyer-identity',
        { cartId: 'cart-1', countryCode: 'DE' },
        'cartId must be a Shopify cart id.',
      ],
      ['/api/shopify/update-buyer-identity', { cartId }, 'Please choose a country we ship to.'],
      ['/api/shopify/update-buyer-identity', { cartId, countryCode: 'ZZ' }, 'Please choose a country we ship to.'],
      ['/api/shopify/update-buyer-identity', { cartId, countryCode: 42 }, 'Please choose a country we ship to.'],
      ['/api/shopify/update-country', { cartId, countryCode: 'GB' }, 'currencyCode is required.'],
      [
        '/api/shopify/update-country',
        { cartId, countryCode: 'GB', currencyCode: 'pounds' },
        'currencyCode must be an ISO currency code.',
      ],
      [
        '/api/shopify/update-country',
        { cartId, countryCode: 'GB', currencyCode: 'EUR' },
        'United Kingdom is priced in GBP, not EUR.',
      ],
    ];
    for (const [path, body, error] of cases) {
      const response = await post(path, body, cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ success: false, error });
    }
    expect(mockCart(token).buyerIdentity.countryCode).toBe('CH');
  });
});

describe('wrong methods', () => {
  it('answers 405 with Allow (not a logged server error) and sends a GET /country home', async () => {
    const error = vi.spyOn(console, 'error');
    for (const [method, path, allow] of [
      ['POST', '/api/geoip', 'GET, HEAD'],
      ['POST', '/api/shopify/regions', 'GET, HEAD'],
      ['GET', '/api/shopify/update-buyer-identity', 'POST'],
      ['GET', '/api/shopify/update-country', 'POST'],
    ] as const) {
      const response = await request(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await response.json()).toEqual({ success: false, error: `This address takes ${allow}.` });
    }
    const get = await request('/country');
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toBe('/');
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
