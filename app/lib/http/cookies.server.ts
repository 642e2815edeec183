// Cookies on the server, through the `cookie` package (the copy React Router already bundles).
// Every cookie the shop sets has the same attributes: Path=/, SameSite=Lax, a Max-Age, and Secure
// exactly when the request came over https, the rule HSTS follows too (docs/decisions/http-and-hardening.md).
import { parse, serialize, type SerializeOptions } from 'cookie';
import { requestUrl } from './request-url';

/** The one Secure rule: the request's own scheme, so plain-http local runs keep their cookies. */
export function isSecureRequest(request: Request): boolean {
  return requestUrl(request).protocol === 'https:';
}

/** The shared attributes; the session storage spreads them into its cookie options too. */
export function cookieAttributes(request: Request, maxAge: number, { httpOnly = false } = {}) {
  return {
    path: '/',
    sameSite: 'lax',
    secure: isSecureRequest(request),
    httpOnly,
    maxAge,
  } as const satisfies SerializeOptions;
}

/** Browsers drop a cookie whose name and value pass 4,096 bytes (docs/decisions/http-and-hardening.md). */
export const MAX_COOKIE_BYTES = 4_096;

/**
 * `value` as a cookie can carry it: lone surrogates (which cannot be percent-encoded) replaced,
 * and shortened by whole characters until name=value fits MAX_COOKIE_BYTES encoded. Writers cap
 * their inputs well below this; it is the last bound, so no input makes a cookie fail or vanish.
 */
export function cookieSafe(name: string, value: string): string {
  const whole = value.replace(/\p{Cs}/gu, '\uFFFD');
  let budget = MAX_COOKIE_BYTES - name.length - 1;
  if (encodeURIComponent(whole).length <= budget) return whole;
  let kept = '';
  for (const char of whole) {
    budget -= encodeURIComponent(char).length;
    if (budget < 0) break;
    kept += char;
  }
  return kept;
}

/** A Set-Cookie value (percent-encoded, within the browser's limit) with the shop's attributes. */
export function setCookie(
  request: Request,
  name: string,
  value: string,
  maxAge: number,
  options?: { httpOnly?: boolean },
): string {
  return serialize(name, cookieSafe(name, value), cookieAttributes(request, maxAge, options));
}

/** The first `max` characters of `value`, never half of a surrogate pair. */
export function capCharacters(value: string, max: number): string {
  return value.length <= max ? value : Array.from(value).slice(0, max).join('');
}

// A request's cookies are read by the page cache, the market, consent and checkout code: parsed once
// per request and header (read only, like ~/lib/http/request-url).
const parsed = new WeakMap<Request, { header: string; cookies: Readonly<Record<string, string | undefined>> }>();
const NONE: Readonly<Record<string, string | undefined>> = Object.freeze({});

/** Every cookie the request sent, decoded (the first of a repeated name wins). */
export function readCookies(request: Request): Readonly<Record<string, string | undefined>> {
  const header = request.headers.get('Cookie');
  if (!header) return NONE;
  const held = parsed.get(request);
  if (held?.header === header) return held.cookies;
  const cookies = Object.freeze(parse(header));
  parsed.set(request, { header, cookies });
  return cookies;
}

export function readCookie(request: Request, name: string): string | undefined {
  return readCookies(request)[name];
}

/**
 * Shopify's own cookies, the only ones the Storefront API reads (visitor and visit tokens, its
 * analytics and marketing tokens, consent). Every other cookie of the shop's domain stays here: the
 * whole header (16 KB of cookies) made Shopify refuse the request (docs/decisions/upstream-discipline.md).
 */
const SHOPIFY_COOKIES = new Set([
  '_shopify_y',
  '_shopify_s',
  '_shopify_analytics',
  '_shopify_marketing',
  '_shopify_essential',
  '_tracking_consent',
  '_cmp_a',
]);
/** Shopify's values are tokens of a few hundred bytes; anything longer is not one of them. */
const MAX_SHOPIFY_COOKIE = 1024;

/** The Cookie header for a Storefront API call: Shopify's cookies only, as sent (or null for none). */
export function shopifyCookieHeader(header: string | null): string | null {
  if (!header) return null;
  const kept = header.split(';').filter((pair) => {
    const trimmed = pair.trim();
    const name = trimmed.slice(0, Math.max(0, trimmed.indexOf('=')));
    return SHOPIFY_COOKIES.has(name) && trimmed.length <= MAX_SHOPIFY_COOKIE;
  });
  return kept.length ? kept.map((pair) => pair.trim()).join('; ') : null;
}

/** The request with only Shopify's cookies (for Hydrogen's Storefront API proxy). */
export function withShopifyCookies(request: Request): Request {
  const header = request.headers.get('Cookie');
  const kept = shopifyCookieHeader(header);
  if (kept === header) return request;
  const headers = new Headers(request.headers);
  if (kept) headers.set('Cookie', kept);
  else headers.delete('Cookie');
  return new Request(request, { headers });
}
