// Cookies on the server, through the `cookie` package (the copy React Router already bundles).
// Every cookie the shop sets has the same attributes: Path=/, SameSite=Lax, a Max-Age, and Secure
// exactly when the request came over https, the rule HSTS follows too (docs/decisions/025).
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

/** Browsers drop a cookie whose name and value pass 4,096 bytes (decision 187). */
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
