// What the shop knows about where a shopper came from, for the cart's tracking attributes: the
// anonymous analytics id (rudder_anonymous_id cookie) and utm_* (cookies, first touch wins); the
// geo part is ~/lib/http/geo.server. Cookies are only set alongside a cart change, never on a view.
import { capCharacters, readCookie, readCookies, setCookie } from '~/lib/http/cookies.server';
import { requestConsent } from '~/lib/consent/consent.server';
import { allows } from '~/lib/consent/model';

export const ANON_COOKIE = 'rudder_anonymous_id';
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const YEAR = 60 * 60 * 24 * 365;
const UTM_MAX_AGE = 60 * 60 * 24 * 30;
/** A utm_* value's length (characters): even in 4-byte characters the cookie stays far under 4 KB. */
const UTM_MAX_LENGTH = 255;

/**
 * The anonymous analytics id, only with the visitor's consent to analytics: without it an id left
 * in the browser is not written into the cart (on /cart, at the hand-off) or sent anywhere.
 */
export function anonymousId(request: Request): string | undefined {
  if (!allows(requestConsent(request), 'analytics')) return undefined;
  const value = readCookie(request, ANON_COOKIE);
  return value && /^[\w-]{8,64}$/.test(value) ? value : undefined;
}

export function utmValues(request: Request, extra?: URLSearchParams) {
  const cookies = readCookies(request);
  const values: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = cookies[key] ?? extra?.get(key) ?? undefined;
    if (value) values[key] = capCharacters(value, UTM_MAX_LENGTH);
  }
  return values;
}

/**
 * Set-Cookie values to send with a cart change: a new anonymous id when there is none, and the
 * utm_* of the page the change came from (Referer) when not already stored.
 */
export function trackingCookies(request: Request): string[] {
  const cookies: string[] = [];
  // Optional cookies (docs/decisions/consent-and-analytics.md): only with the visitor's consent to analytics.
  if (!allows(requestConsent(request), 'analytics')) return cookies;
  if (!anonymousId(request)) {
    cookies.push(setCookie(request, ANON_COOKIE, crypto.randomUUID(), YEAR));
  }
  const referer = request.headers.get('Referer');
  let query: URLSearchParams | undefined;
  try {
    const url = referer ? new URL(referer) : undefined;
    if (url && url.origin === new URL(request.url).origin) query = url.searchParams;
  } catch {
    query = undefined;
  }
  const stored = readCookies(request);
  for (const key of UTM_KEYS) {
    const value = query?.get(key);
    if (value && !stored[key]) cookies.push(setCookie(request, key, capCharacters(value, UTM_MAX_LENGTH), UTM_MAX_AGE));
  }
  return cookies;
}

export function withCookies(headers: Headers, cookies: string[]) {
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
