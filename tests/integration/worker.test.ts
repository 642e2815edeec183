// The built worker, request by request, against the in-process mock Shopify.
import { describe, expect, it, vi } from 'vitest';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const PRODUCT_TITLES = [
  'Sharkblades',
  'Sharkblades for Goalies',
  'Black Ghost',
  'OceanIce Pro',
  'Greenly Starter Ice Kit',
];

describe('home page', () => {
  it('lists the catalogue from the mock, with a nonce CSP and security headers', async () => {
    // A visitor with a session gets a page of their own, with a nonce; anonymous visitors get the
    // shared page, whose policy lists hashes instead (tests/integration/page-cache.test.ts).
    // The English home page: the mock's own product titles (German and French: content-languages.test.ts).
    const response = await request('/en', { headers: { Cookie: 'session=personal' } });
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const title of PRODUCT_TITLES) expect(html).toContain(`>${title}</h3>`);
    expect(html).toContain('href="/en/shop/oceanice-pro"');

    const csp = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // Every executable script carries the nonce (JSON-LD data blocks are not executed).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("frame-ancestors 'none'");
    // Each directive names a source once, though every upstream is the same mock origin here.
    for (const directive of csp.split('; ')) {
      const [name, ...sources] = directive.split(' ');
      expect(sources, name).toEqual([...new Set(sources)]);
    }
    // Scripts: the nonce and 'strict-dynamic'; Klarna's widget host and the mock's; no Shopify CDN.
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).toContain(`'nonce-${nonce}'`);
    expect(scriptSrc).toContain('https://x.klarnacdn.net');
    expect(scriptSrc).toContain(new URL(mockEnv.KLARNA_WIDGET_URL!).origin);
    expect(scriptSrc).not.toContain('cdn.shopify.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sets no cookie on a plain page view (nothing personal to keep)', async () => {
    const response = await request('/');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('product page', () => {
  it('renders the product in CHF by default', async () => {
    const response = await request('/shop/sharkblades');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Sharkblades</h1>');
    expect(html).toMatch(/CHF[\s\u00a0]\d/);
  });

  it('prices in EUR when the shopify_country cookie says DE', async () => {
    const html = await (await request('/shop/sharkblades', { headers: { Cookie: 'shopify_country=DE' } })).text();
    expect(html).toMatch(/\d,\d{1,2}[\s\u00a0]€/);
    const sent = state.requests.filter((r) => r.upstream === 'storefront').at(-1)!;
    expect((sent.body as { variables: { country: string } }).variables.country).toBe('DE');
  });

  it('selects the variant named in the URL, by the option names of the page’s language', async () => {
    const english = await (await request('/en/shop/sharkblades?Size=263+mm&Pack=Double+pack')).text();
    expect(english).toMatch(/aria-current="true"[^>]*>263 mm/);
    expect(english).toMatch(/aria-current="true"[^>]*>Double pack/);
    const german = await (await request('/shop/sharkblades?Gr%C3%B6sse=263+mm&Packung=Doppelpack')).text();
    expect(german).toMatch(/aria-current="true"[^>]*>263 mm/);
    expect(german).toMatch(/aria-current="true"[^>]*>Doppelpack/);
  });
});

describe('not found', () => {
  it('answers an unmatched route with 404 "Page not found: {path}"', async () => {
    const response = await request('/en/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /en/no/such/page');
    expect(html).toContain('<title>Page Not Found</title>');
  });

  it('answers an invalid handle with 404 "Page Not Found: {path}"', async () => {
    const response = await request('/en/shop/Not_A_Slug!');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /en/shop/Not_A_Slug!');
  });

  it('answers an unknown product with 404 "Product not found: {handle}"', async () => {
    const response = await request('/en/shop/ice-skates-for-cats');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Product not found: ice-skates-for-cats');
  });

  it("follows Shopify's own URL redirects on a 404", async () => {
    const response = await request('/pages/shipping');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/faq');
  });
});

describe('configuration', () => {
  it("fails every request with 'Shopify configuration missing.' and logs the missing names", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { ...mockEnv, PUBLIC_STORE_DOMAIN: '', PUBLIC_STOREFRONT_API_TOKEN: undefined };
    for (const path of ['/', '/shop/sharkblades']) {
      const response = await request(path, { env });
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('Shopify configuration missing.');
    }
    const logged = log.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toContain('PUBLIC_STORE_DOMAIN');
    expect(logged).toContain('PUBLIC_STOREFRONT_API_TOKEN');
    vi.restoreAllMocks();
  });
});

describe('around React Router (what Hydrogen’s request handler did, kept)', () => {
  it('collapses repeated slashes in the path with a 301', async () => {
    const response = await request('/shop//sharkblades');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/shop/sharkblades');
  });

  it('forwards the Storefront API path to Shopify', async () => {
    const response = await request('/api/2026-04/graphql.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': mockEnv.PUBLIC_STOREFRONT_API_TOKEN!,
      },
      body: JSON.stringify({ query: '{ localization { availableCountries { isoCode } } }' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { localization: { availableCountries: unknown[] } } };
    expect(body.data.localization.availableCountries).toContainEqual({ isoCode: 'CH' });
  });

  it('marks documents as having that proxy (Server-Timing), not data or API responses', async () => {
    const page = await request('/shop', { headers: { Accept: 'text/html' } });
    expect(page.headers.get('server-timing')).toContain('_sfapi_proxy;desc=1');
    const api = await request('/api/geoip', { headers: { Accept: 'application/json' } });
    expect(api.headers.get('server-timing')).toBeNull();
  });
});

describe('one request context', () => {
  const cartQueries = () =>
    state.requests.filter(
      (r) => r.upstream === 'storefront' && /query CartQuery/.test((r.body as { query?: string }).query ?? ''),
    ).length;

  it('reads the cart once for the root loader and the /cart loader together', async () => {
    const add = await request('/cart', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/40000000000001' }),
    });
    const cookie = add.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const before = cartQueries();
    const page = await request('/cart', { headers: { Cookie: cookie } });
    expect(await page.text()).toContain('>1 Artikel</span>');
    expect(cartQueries() - before).toBe(1);
  });
});
