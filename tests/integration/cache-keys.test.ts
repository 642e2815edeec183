// Every cache key holds what makes a visitor's answer theirs (docs/decisions/183). The page cache's
// key comes from one function (cachePlan: its URL, host, country cookie, geo country, consent and
// build; a cart means no shared page at all), the sub-request cache's from Hydrogen (query,
// variables with the market's @inContext country and language). A visitor-specific input changes it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachePlan } from '~/lib/edge-cache/policy.server';
import { ALL_IDS, CONSENT_IDS_COOKIE, joinIds } from '~/lib/consent/model';
import { COUNTRY_COOKIE } from '~/lib/country/country';
import { edgeCache, request } from '../support/worker';

const BUILD = 'build-1';
const keyOf = (url: string, headers: Record<string, string> = {}) =>
  cachePlan(new Request(url, { headers }), 'cloudflare', BUILD)?.keyUrl ?? null;

describe('the page cache key (cachePlan)', () => {
  const base = keyOf('https://shop.example/shop/sharkblades');

  it('is the same for the same page and inputs, and without tracking parameters', () => {
    expect(base).not.toBeNull();
    expect(keyOf('https://shop.example/shop/sharkblades?utm_source=news&gclid=1')).toBe(base);
  });

  it.each([
    ['the country cookie', 'https://shop.example/shop/sharkblades', { Cookie: `${COUNTRY_COOKIE}=DE` }],
    ['the edge geo country', 'https://shop.example/shop/sharkblades', { 'CF-IPCountry': 'FR' }],
    [
      'a consent to every group',
      'https://shop.example/shop/sharkblades',
      { Cookie: `${CONSENT_IDS_COOKIE}=${joinIds(ALL_IDS)}` },
    ],
    [
      'a refusal (against no choice yet)',
      'https://shop.example/shop/sharkblades',
      { Cookie: `${CONSENT_IDS_COOKIE}=` },
    ],
    ['the site (host)', 'https://us.shop.example/shop/sharkblades', {}],
    ['the path (and so the page language)', 'https://shop.example/shop/oceanice-pro', {}],
    ['the option choice', 'https://shop.example/shop/sharkblades?Size=254+mm', {}],
  ])('changes with %s', (_, url, headers) => {
    expect(keyOf(url, headers)).not.toBe(base);
  });

  it('changes with the build', () => {
    const other = cachePlan(new Request('https://shop.example/shop/sharkblades'), 'cloudflare', 'build-2')?.keyUrl;
    expect(other).not.toBe(base);
  });

  it('is none at all for a visitor with a session (their cart)', () => {
    expect(keyOf('https://shop.example/shop/sharkblades', { Cookie: 'session=abc' })).toBeNull();
    expect(keyOf('https://shop.example/shop/sharkblades', { Cookie: '__Host-session=abc' })).toBeNull();
  });
});

describe('the sub-request cache key (Hydrogen, through the memory cache)', () => {
  beforeEach(() => {
    edgeCache.clear();
    edgeCache.enabled = true;
  });
  afterEach(() => {
    edgeCache.enabled = false;
    edgeCache.clear();
  });

  // The sub-request entries a render reads (the page cache's own entries left out).
  async function subrequestKeys(cookie: string) {
    edgeCache.reads.length = 0;
    const response = await request('/shop/sharkblades', { headers: { Cookie: `session=x; ${cookie}` } });
    expect(response.status).toBe(200);
    return new Set(edgeCache.reads.filter((url) => !url.includes('/__page-cache')));
  }

  it('differs between two countries for the catalogue queries, and is the same for the same country', async () => {
    const swiss = await subrequestKeys(`${COUNTRY_COOKIE}=CH`);
    const german = await subrequestKeys(`${COUNTRY_COOKIE}=DE`);
    // The country list has no market: the one key both share. Every @inContext query differs.
    const shared = [...swiss].filter((url) => german.has(url));
    expect(shared.length).toBeLessThanOrEqual(1);
    expect(swiss.size).toBeGreaterThan(2);
    edgeCache.clear();
    edgeCache.enabled = true;
    expect(await subrequestKeys(`${COUNTRY_COOKIE}=CH`)).toEqual(swiss);
  });
});
