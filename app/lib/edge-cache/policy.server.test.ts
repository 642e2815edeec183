import { describe, expect, it, vi } from 'vitest';
import { isSharedPath } from './policy.server';
import type * as PolicyModule from './policy.server';

// The key is a pure function of the request (issue 46 item 4): two isolates (here two fresh
// instances of the module and everything it imports) key one request alike, whatever either has
// rendered or read before.
describe('the page-cache key on two fresh module instances', () => {
  async function freshPolicy(): Promise<typeof PolicyModule> {
    vi.resetModules();
    return import('./policy.server');
  }
  const requests = () => [
    new Request('https://shop.example/shop/greenly?Set=48+Platten&Farbe=Gletscherweiss&utm_source=x', {
      headers: { Cookie: 'shopify_country=DE; consented-cookies=necessary', 'CF-IPCountry': 'CH' },
    }),
    new Request('https://shop.example/en/shop/greenly?Color=Moss+green', {
      headers: { 'Accept-Language': 'fr-CH', 'CF-IPCountry': 'US' },
    }),
    new Request('http://127.0.0.1:8787/collections/skate-blades?sort_by=price-ascending&ref=x&filter.v.availability=1'),
  ];

  it('is the same for the same request, and the instances are distinct', async () => {
    const first = await freshPolicy();
    const second = await freshPolicy();
    expect(second).not.toBe(first);
    // What an isolate might have seen first must not matter: the first instance keys other pages
    // (the same product on the other site, in another language) before the request under test.
    first.cachePlan(new Request('http://127.0.0.1:8787/shop/greenly'), 'cloudflare', 'b');
    first.cachePlan(new Request('https://shop.example/shop/greenly?Set=12+Platten'), 'cloudflare', 'b');
    for (const [a, b] of requests().map((request, i) => [request, requests()[i]!] as const)) {
      const one = first.cachePlan(a, 'cloudflare', 'b');
      const two = second.cachePlan(b, 'cloudflare', 'b');
      expect(one?.keyUrl).toBeTruthy();
      expect(two?.keyUrl).toBe(one?.keyUrl);
      expect(two?.renderRequest.url).toBe(one?.renderRequest.url);
    }
  });

  it("keeps a product page's option parameters (any name but a tracking one), sorted", async () => {
    const { cachePlan } = await freshPolicy();
    const key = (query: string) =>
      cachePlan(new Request(`https://shop.example/shop/greenly${query}`), 'cloudflare', 'b')!;
    expect(key('?Set=48+Platten&Farbe=Moosgr%C3%BCn').keyUrl).toBe(key('?Farbe=Moosgr%C3%BCn&Set=48+Platten').keyUrl);
    expect(key('?Set=48+Platten').keyUrl).not.toBe(key('').keyUrl);
    expect(key('?Set=48+Platten&gclid=1&utm_medium=cpc').keyUrl).toBe(key('?Set=48+Platten').keyUrl);
    expect(key('?Set=48+Platten&gclid=1').renderRequest.url).toBe('https://shop.example/shop/greenly?Set=48+Platten');
  });
});

describe('isSharedPath', () => {
  it.each([
    '/',
    '/shop',
    '/shop/',
    '/shop/sharkblades',
    '/shop/sharkblades/',
    '/collections/skate-blades',
    '/stories',
    '/stories/blog',
    '/stories/testimonials',
    '/stories/blog/why-ocean-plastic',
    '/stories/success-stories/rapperswil-jona-lido/',
    '/about',
    '/about/team',
    '/about/contact',
    '/legal/ethics',
    '/legal/terms',
    '/legal/refund-policy',
    '/faq',
    '/sustainability',
    '/summer-oceanice-cup',
    '/devcenter',
    '/zeitplan/',
  ])('%s may be shared', (path) => {
    expect(isSharedPath(path)).toBe(true);
  });

  it.each([
    '/cart',
    '/cart/1:2',
    '/checkout',
    '/checkout/klarna',
    '/checkout/success',
    '/search',
    '/search/suggest',
    '/discount/SUMMER',
    '/consent',
    '/country',
    '/review',
    '/help',
    '/api/geoip',
    '/json/version',
    '/sitemap.xml',
    '/robots.txt',
    '/account',
    '/shop/sharkblades/extra',
    '/stories/blog/a/b',
    // Single-fetch data requests carry the visitor's revalidation, never a shared render.
    '/shop.data',
    '/shop/sharkblades.data',
    '/_root.data',
  ])('%s is rendered for the visitor alone', (path) => {
    expect(isSharedPath(path)).toBe(false);
  });
});
