// The worker's edge through the built worker (issue 30, items 2, 8, 9, 11 and 12): budgets on every
// costly endpoint and on the Storefront API proxy, the env wrangler hands over from a copied
// .env.example, whose word the client's IP is, which cookies reach Shopify, and http → https.
// Deadlines (item 3) are in faults.test.ts, bodies without a length (item 10) in hardening.test.ts
// and tests/e2e/local-runs.spec.ts.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from '../mocks/config';
import { mockRecaptchaToken } from '../mocks/recaptcha/handlers';
import { state } from '../mocks/state';
import { exampleEnv, mockEnv } from '../support/env';
import { productionEnv } from '../support/secrets';
import { client, sessionCartId } from '../support/shopper';
import { edgeCache, request } from '../support/worker';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const RATE_LIMITED = 'Too many requests. Please try again in a moment.';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

let addresses = 0;
/** A client address of its own per test (the edge's word, mockEnv trusts it). */
const nextIp = () => `192.0.2.${++addresses}`;

const storefrontCalls = () => state.requests.filter((r) => r.upstream === 'storefront');
const cartCreates = () => storefrontCalls().filter((r) => JSON.stringify(r.body).includes('cartCreate')).length;

function proxy(query: string, ip: string, headers: Record<string, string> = {}) {
  return request('/api/2026-04/graphql.json', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': MOCK_STOREFRONT_PUBLIC_TOKEN,
      'cf-connecting-ip': ip,
      ...headers,
    },
    body: JSON.stringify({ query }),
  });
}

/** Sends `count` requests one after another; the statuses in order. */
async function statuses(count: number, send: () => Promise<Response>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await send();
    await response.arrayBuffer();
    seen.push(response.status);
  }
  return seen;
}

describe('rate limits on every costly endpoint (item 2)', () => {
  // The clock stands still, so no budget refills while a test spends it (a bucket refills with time).
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('search: 30 result pages, then a 429 page with Retry-After (and its message for a data request)', async () => {
    const ip = nextIp();
    const send = (path = '/search?q=ice') => request(path, { headers: { 'cf-connecting-ip': ip } });
    // The data request of a navigation runs the same loader and spends the same budget.
    expect(new Set(await statuses(30, () => send('/search.data?q=ice')))).toEqual(new Set([200]));
    // The English pages say it in the spec's words (tests/integration/errors.test.ts: each language).
    const refused = await send('/en/search?q=ice');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const page = await refused.text();
    expect(page).toContain('<title>Too Many Requests</title>');
    expect(page).toContain(RATE_LIMITED);
    const data = await send('/en/search.data?q=ice');
    expect(data.status).toBe(429);
    expect(await data.text()).toBe(RATE_LIMITED);
  }, 30_000);

  it('suggestions: 60, then a 429 the header reads as data; one letter costs nothing', async () => {
    const ip = nextIp();
    const send = (q: string) => request(`/search/suggest?q=${q}`, { headers: { 'cf-connecting-ip': ip } });
    expect(new Set(await statuses(60, () => send('shark')))).toEqual(new Set([200]));
    const refused = await send('shark');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The header of a German page (the spec's paths) reads the German words; /en/search/suggest the spec's.
    const german = 'Zu viele Anfragen. Bitte versuch es gleich noch einmal.';
    expect(await refused.json()).toEqual({ q: 'shark', hits: [], success: false, message: german });
    const english = await request('/en/search/suggest?q=shark', { headers: { 'cf-connecting-ip': ip } });
    expect(await english.json()).toEqual({ q: 'shark', hits: [], success: false, message: RATE_LIMITED });
    expect((await send('s')).status).toBe(200);
    // The header's fetcher asks React Router's data URL: the same answer, decodable as data.
    const data = await request('/search/suggest.data?q=shark&_routes=routes/search.suggest', {
      headers: { 'cf-connecting-ip': ip },
    });
    expect(data.status).toBe(429);
    expect(data.headers.get('x-remix-response')).toBe('yes');
    expect(await data.text()).toContain(german);
  }, 30_000);

  it('listings: 30 renders past the page cache, then the 429 page in its language (issue 47, item 12)', async () => {
    const ip = nextIp();
    const send = (path: string) => request(path, { headers: { 'cf-connecting-ip': ip } });
    const queries = () => storefrontCalls().filter((r) => JSON.stringify(r.body).includes('CollectionListing')).length;
    // Each price its own page: its own entry in the page cache, its own Storefront query.
    let price = 100;
    const seen = await statuses(30, () => send(`/fr/shop?filter.v.price.lte=${price++}`));
    expect(new Set(seen)).toEqual(new Set([200]));
    const spent = queries();
    const refused = await send(`/fr/shop?filter.v.price.lte=${price++}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const page = await refused.text();
    expect(page).toContain('<title>Trop de requêtes</title>');
    expect(page).toContain('Trop de requêtes. Veuillez réessayer dans un instant.');
    // A collection, a data request (a filter chosen with JavaScript) and a cursor spend the same budget.
    expect((await send('/fr/collections/skate-blades?sort_by=price-ascending')).status).toBe(429);
    const data = await send(`/fr/shop.data?filter.v.price.lte=${price++}`);
    expect(data.status).toBe(429);
    expect(await data.text()).toBe('Trop de requêtes. Veuillez réessayer dans un instant.');
    expect(queries()).toBe(spent);
    // Another client has a budget of its own; other pages are not listings.
    expect(
      (await request('/fr/shop?filter.v.price.lte=999', { headers: { 'cf-connecting-ip': nextIp() } })).status,
    ).toBe(200);
    expect((await send('/fr/faq')).status).toBe(200);
    // A listing without a choice is one page per market, like any other page: no budget.
    expect((await send('/fr/shop')).status).toBe(200);
  }, 60_000);

  it('listings: a page the page cache holds still answers a client whose budget is spent', async () => {
    edgeCache.enabled = true;
    try {
      const ip = nextIp();
      const send = (path: string) => request(path, { headers: { 'cf-connecting-ip': ip } });
      expect((await send('/en/shop')).headers.get('x-cache')).toBe('MISS');
      let price = 100;
      await statuses(30, () => send(`/en/shop?filter.v.price.lte=${price++}`));
      expect((await send(`/en/shop?filter.v.price.lte=${price++}`)).status).toBe(429);
      const cached = await send('/en/shop');
      expect(cached.status).toBe(200);
      expect(cached.headers.get('x-cache')).toBe('HIT');
    } finally {
      edgeCache.enabled = false;
      edgeCache.clear();
    }
  }, 60_000);

  it('Swiss inventory: 20 lookups, then a 429 in JSON', async () => {
    const ip = nextIp();
    const send = () =>
      request('/api/shopify/switzerland-inventory', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify({ variantIds: [AVAILABLE] }),
      });
    expect(new Set(await statuses(20, send))).toEqual(new Set([200]));
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ success: false, error: RATE_LIMITED });
  });

  it('the Storefront API proxy: carts it creates spend the shop’s cart-creation budget (30, not 60)', async () => {
    const ip = nextIp();
    const create = 'mutation { cartCreate(input: {}) { cart { id } } }';
    const seen = await statuses(60, () => proxy(create, ip));
    expect(seen.filter((status) => status === 200)).toHaveLength(30);
    expect(cartCreates()).toBe(30);
    const refused = await proxy(create, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ errors: [{ message: RATE_LIMITED, extensions: { code: 'THROTTLED' } }] });
    // One budget: the shop's own cart creation is spent too.
    const shopper = client();
    const add = await shopper.send('/cart', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', merchandiseId: AVAILABLE, redirectTo: '/cart' }),
      headers: { 'cf-connecting-ip': ip },
    });
    expect(add.status).toBe(429);
    expect(shopper.jar.has('session') && sessionCartId(shopper.jar.get('session'))).toBeFalsy();
    expect(cartCreates()).toBe(30);
  });

  it('the proxy: aliased or escaped cartCreate fields count, one token each', async () => {
    const aliased = `mutation { ${Array.from({ length: 31 }, (_, i) => `c${i}: cartCreate(input: {}) { cart { id } }`).join(' ')} }`;
    expect((await proxy(aliased, nextIp())).status).toBe(429);
    const ip = nextIp();
    const escaped = JSON.stringify({ query: 'mutation { cartCreate(input: {}) { cart { id } } }' }).replace(
      'cartCreate',
      '\\u0063artCreate',
    );
    const send = () =>
      request('/api/2026-04/graphql.json', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Shopify-Storefront-Access-Token': MOCK_STOREFRONT_PUBLIC_TOKEN,
          'cf-connecting-ip': ip,
        },
        body: escaped,
      });
    expect((await statuses(31, send)).at(-1)).toBe(429);
    expect(cartCreates()).toBe(30);
  });

  it('the proxy: 60 calls a client, then 429; Shopify’s own answer (errors included) passes through', async () => {
    const ip = nextIp();
    const invalid = await proxy('{ nope }', ip);
    expect(invalid.status).toBe(200);
    expect(((await invalid.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    const seen = await statuses(60, () => proxy('{ shop { name } }', ip));
    expect(seen.filter((status) => status === 200)).toHaveLength(59);
    expect(seen.at(-1)).toBe(429);
  });
});

describe('.env copied from .env.example (item 8)', () => {
  it('answers 200 when every value comes as wrangler hands it over, the empty ones as ""', async () => {
    const env = Object.fromEntries(
      readFileSync('.env.example', 'utf8')
        .split('\n')
        .flatMap((line) => {
          const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
          return match ? [[match[1]!, match[2]!]] : [];
        }),
    );
    expect(env.EDGE_PLATFORM).toBe('');
    const response = await request('/', { env });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Sharkblades');
  });
});

describe('the client’s IP is the edge’s word only behind the real edge (item 9)', () => {
  const signup = (env: Record<string, string>, ip: string) =>
    request('/api/newsletter-signup', {
      method: 'POST',
      env,
      headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({
        email: `skater-${ip}@example.com`,
        recaptchaToken: mockRecaptchaToken({ action: 'newsletter_signup', hostname: 'localhost' }),
      }),
    });
  const remoteIps = () =>
    state.requests
      .filter((r) => r.upstream === 'recaptcha')
      .map((r) => (r.body as { remoteip: string | null }).remoteip);

  it('locally (no TRUST_EDGE_IP) ignores cf-connecting-ip: no buyer IP, no remoteip, one shared budget', async () => {
    await request('/shop', { env: exampleEnv, headers: { 'cf-connecting-ip': '203.0.113.50' } });
    expect(storefrontCalls().length).toBeGreaterThan(0);
    for (const call of storefrontCalls()) expect(call.headers['shopify-storefront-buyer-ip']).toBeUndefined();
    // Six signups a client: a seventh from "another address" is the same local client.
    const seen = await statuses(7, () => signup(exampleEnv, nextIp()));
    expect(seen.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(seen[6]).toBe(429);
    expect(remoteIps().every((ip) => ip === null)).toBe(true);
  });

  it('behind the real edge (TRUST_EDGE_IP=true) counts and forwards it', async () => {
    const seen = await statuses(7, () => signup(mockEnv, nextIp()));
    expect(seen).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(remoteIps().every((ip) => ip?.startsWith('192.0.2.'))).toBe(true);
    await request('/shop', { headers: { 'cf-connecting-ip': '203.0.113.51' } });
    expect(storefrontCalls().at(-1)!.headers['shopify-storefront-buyer-ip']).toBe('203.0.113.51');
  });
});

describe('only Shopify’s cookies go to Shopify (item 11)', () => {
  // 16 KB of the site's other cookies (analytics, consent, chat…), as a long-lived visitor has.
  const junk = Array.from({ length: 40 }, (_, i) => `site_cookie_${i}=${'x'.repeat(400)}`).join('; ');
  const shopify = '_shopify_y=visitor-token; _tracking_consent=%7B%22v%22%3A%221%22%7D';

  it('on /cart with a cart, every Storefront call carries only Shopify’s cookies', async () => {
    const shopper = client();
    expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE })).status).toBe(303);
    const before = storefrontCalls().length;
    const response = await shopper.send('/cart', { headers: { Cookie: `${junk}; ${shopify}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Sharkblades');
    const calls = storefrontCalls().slice(before);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers.cookie).toBe(shopify);
  });

  it('through the Storefront API proxy as well, and none at all when there are none', async () => {
    await proxy('{ shop { name } }', nextIp(), { Cookie: `session=abc; ${junk}; ${shopify}` });
    expect(storefrontCalls().at(-1)!.headers.cookie).toBe(shopify);
    await proxy('{ shop { name } }', nextIp(), { Cookie: junk });
    expect(storefrontCalls().at(-1)!.headers.cookie).toBeUndefined();
  });
});

describe('http → https on public hosts (item 12)', () => {
  it('redirects plain http to the same URL over https: 301, or 308 for a post', async () => {
    const page = await request('http://shop.sharkblades.example/products/sharkblades?utm_source=x');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('https://shop.sharkblades.example/products/sharkblades?utm_source=x');
    const post = await request('http://shop.sharkblades.example/cart', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', merchandiseId: AVAILABLE }),
    });
    expect(post.status).toBe(308);
    expect(post.headers.get('location')).toBe('https://shop.sharkblades.example/cart');
    expect(cartCreates()).toBe(0);
  });

  it('keeps plain http on local hosts, and https gets HSTS', async () => {
    expect((await request('http://localhost:8787/shop')).status).toBe(200);
    expect((await request('http://127.0.0.1:8787/shop')).status).toBe(200);
    const secure = await request('https://shop.sharkblades.example/shop', { env: productionEnv });
    expect(secure.status).toBe(200);
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
  });
});
