import { describe, expect, it } from 'vitest';
import { AppSession } from '~/lib/context/session.server';
import { countryCookies } from '~/lib/country/market.server';
import { trackingCookies } from '~/lib/checkout/tracking.server';
import { readCookie, readCookies, setCookie, shopifyCookieHeader } from './cookies.server';

const at = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
const attributes = (setCookieValue: string) => setCookieValue.split('; ').slice(1);

describe('setCookie: one Secure rule', () => {
  it('is Secure on https, on any host', () => {
    for (const url of ['https://shop.example/', 'https://localhost:8787/', 'https://127.0.0.1/']) {
      expect(attributes(setCookie(at(url), 'a', 'b', 60))).toContain('Secure');
    }
  });

  it('is not Secure on plain http, on any host (a browser would drop it there)', () => {
    for (const url of ['http://localhost:8787/', 'http://127.0.0.1:8812/', 'http://192.168.1.20:3000/']) {
      expect(attributes(setCookie(at(url), 'a', 'b', 60))).not.toContain('Secure');
    }
  });

  it('always sets Path=/, SameSite=Lax and Max-Age; HttpOnly only when asked', () => {
    const plain = setCookie(at('https://shop.example/'), 'shopify_country', 'DE', 2592000);
    expect(plain).toBe('shopify_country=DE; Max-Age=2592000; Path=/; Secure; SameSite=Lax');
    const httpOnly = setCookie(at('https://shop.example/'), 'x', 'y', 60, { httpOnly: true });
    expect(attributes(httpOnly)).toContain('HttpOnly');
  });

  it('percent-encodes the value', () => {
    expect(setCookie(at('http://localhost/'), 'utm_source', 'a b;c', 60)).toMatch(/^utm_source=a%20b%3Bc;/);
  });
});

describe('every cookie the shop sets follows the rule', () => {
  const both = ['https://shop.example/cart', 'http://localhost:8787/cart'];

  it('session, tracking and country cookies agree on Secure', async () => {
    for (const url of both) {
      // With analytics consent: tracking cookies are optional ones (docs/decisions/consent-and-analytics.md).
      const request = new Request(url, {
        headers: {
          Referer: url.replace('/cart', '/?utm_source=mail'),
          Cookie: 'consented-cookies=necessary~analytics~map',
        },
      });
      const session = await AppSession.init(request, ['secret']);
      session.set('cartId', 'gid://shopify/Cart/1');
      const cookies = [
        await session.commit(),
        ...trackingCookies(request),
        ...countryCookies(request, { code: 'DE', name: 'Germany', currency: 'EUR' }),
      ];
      expect(cookies).toHaveLength(5);
      const secure = url.startsWith('https:');
      for (const cookie of cookies) {
        expect(attributes(cookie).includes('Secure'), cookie).toBe(secure);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).toMatch(/; SameSite=Lax/);
      }
    }
  });
});

describe('readCookie', () => {
  it('decodes values, keeps the first of a repeated name and ignores junk', () => {
    const request = at('http://localhost/', 'a=1; utm_source=news%20letter; a=2; junk; b=%E0%A4%A');
    expect(readCookie(request, 'a')).toBe('1');
    expect(readCookie(request, 'utm_source')).toBe('news letter');
    expect(readCookie(request, 'missing')).toBeUndefined();
    expect(readCookies(at('http://localhost/'))).toEqual({});
  });
});

describe('readCookies: parsed once per request and header', () => {
  it('answers a request from its first parse, read only, and parses again when the header changed', () => {
    const request = at('https://shop.example/', 'a=1; b=2');
    const first = readCookies(request);
    expect(first).toEqual({ a: '1', b: '2' });
    expect(readCookies(request)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    request.headers.set('Cookie', 'a=3');
    expect(readCookies(request)).toEqual({ a: '3' });
    expect(readCookies(at('https://shop.example/'))).toEqual({});
  });
});

describe('shopifyCookieHeader', () => {
  it("keeps Shopify's own cookies, as sent and in order, and nothing else", () => {
    const header = 'session=abc; _shopify_y=y1; consented-cookies=all; _tracking_consent=%7B%7D;_shopify_s=s1';
    expect(shopifyCookieHeader(header)).toBe('_shopify_y=y1; _tracking_consent=%7B%7D; _shopify_s=s1');
  });

  it('is null without any, and drops a value no Shopify token is that long', () => {
    expect(shopifyCookieHeader(null)).toBeNull();
    expect(shopifyCookieHeader('session=abc; x=1')).toBeNull();
    expect(shopifyCookieHeader(`_shopify_y=${'y'.repeat(2_000)}; _shopify_s=s1`)).toBe('_shopify_s=s1');
    expect(shopifyCookieHeader('_shopify_y; =_shopify_s; __shopify_y=1')).toBeNull();
  });
});

// Issue 30: browsers drop a cookie whose name and value pass 4,096 bytes, and React Router's
// session refuses to write one (it throws). Every cookie the worker writes stays under that.
describe('every cookie the shop writes fits the browser limit', () => {
  const LIMIT = 4_096;
  const pair = (setCookieValue: string) => setCookieValue.split(';')[0]!;
  const analytics = 'consented-cookies=necessary~analytics~map';

  it('tracking cookies: utm_* of any length and script, split surrogate pairs included', () => {
    for (const value of ['日本'.repeat(2_000), '😀'.repeat(2_000), `a${'😀'.repeat(300)}`, 'x'.repeat(10_000)]) {
      const referer = `http://localhost:8787/?${new URLSearchParams({ utm_source: value, utm_term: value })}`;
      const request = new Request('http://localhost:8787/cart', { headers: { Referer: referer, Cookie: analytics } });
      const cookies = trackingCookies(request);
      expect(cookies.length).toBe(3);
      for (const cookie of cookies) expect(pair(cookie).length).toBeLessThanOrEqual(LIMIT);
    }
  });

  it('setCookie shortens a value that would not fit, by whole characters', () => {
    const cookie = setCookie(at('http://localhost/'), 'note', '日'.repeat(5_000), 60);
    expect(pair(cookie).length).toBeLessThanOrEqual(LIMIT);
    expect(decodeURIComponent(pair(cookie).slice('note='.length))).toMatch(/^日+$/);
  });

  it('the session drops what does not fit (largest first), never the cart id, and never throws', async () => {
    const request = new Request('https://shop.example/cart');
    const session = await AppSession.init(request, ['secret']);
    session.set('cartId', 'gid://shopify/Cart/c1?key=0123456789abcdef');
    session.set('klarnaSession', { version: 'v', clientToken: 'k'.repeat(1_500), category: 'pay_later' });
    session.flash(
      'countryNotMoved',
      Array.from({ length: 200 }, (_, i) => `Stick number ${i}`),
    );
    const cookie = await session.commit();
    expect(pair(cookie).length).toBeLessThanOrEqual(LIMIT);
    const read = await AppSession.init(new Request(request.url, { headers: { Cookie: pair(cookie) } }), ['secret']);
    expect(read.get('cartId')).toBe('gid://shopify/Cart/c1?key=0123456789abcdef');
    expect(read.get('klarnaSession')).toMatchObject({ version: 'v' });
    expect(read.get('countryNotMoved')).toBeUndefined();
  });
});
