// The visitor's storage (spec §3), written in the browser only once analytics is allowed
// (docs/decisions/consent-and-analytics.md): the anonymous id (cookie rudder_anonymous_id, which the cart's attribute
// and the checkout hand-off read, and local storage rs_anonymous_id / rudder_anonymous_id), UTM first
// touch (utm_* cookies, 30 days, and local storage; kept if already stored, spec §5) and the
// visitor's location (original_user_location, user_city, user_region, user_country).
import Cookies from 'js-cookie';
import { campaignFrom, type Campaign } from './payload';

const ANON = 'rudder_anonymous_id';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const attributes = () => ({ path: '/', sameSite: 'lax' as const, secure: location.protocol == 'https:' });

function local(key: string, value?: string): string | null {
  try {
    if (value !== undefined) localStorage.setItem(key, value);
    return localStorage.getItem(key);
  } catch {
    return null; // Storage off (private mode, blocked): cookies still carry what matters.
  }
}

/** The anonymous id: the cookie (set by a cart change or earlier), else storage, else a new one. */
export function anonymousId(): string {
  const existing = Cookies.get(ANON) ?? local('rs_anonymous_id') ?? local(ANON);
  const id = existing && /^[\w-]{8,64}$/.test(existing) ? existing : crypto.randomUUID();
  Cookies.set(ANON, id, { ...attributes(), expires: 365 });
  local(ANON, id);
  local('rs_anonymous_id', id);
  return id;
}

/** Stores the page's utm_* unless a first touch is already stored; returns the stored campaign. */
export function rememberUtm(search: string): Campaign {
  const query = new URLSearchParams(search);
  const stored = new URLSearchParams();
  for (const key of UTM) {
    const value = query.get(key)?.slice(0, 255);
    const known = Cookies.get(key) ?? local(key);
    if (value && !known) {
      Cookies.set(key, value, { ...attributes(), expires: 30 });
      local(key, value);
    }
    const kept = known ?? value;
    if (kept) stored.set(key, kept);
  }
  return campaignFrom(stored);
}

/** Where the visitor first came from (GET /api/geoip once), as the page event's location. */
export async function visitorLocation(): Promise<Record<string, string> | undefined> {
  const saved = local('original_user_location');
  if (saved) {
    try {
      return JSON.parse(saved) as Record<string, string>;
    } catch {
      // Rewritten below.
    }
  }
  try {
    const geo = (await (await fetch('/api/geoip')).json()) as Record<string, string>;
    const where = { country: geo.country ?? '', region: geo.region ?? '', city: geo.city ?? '' };
    local('original_user_location', JSON.stringify(where));
    local('user_country', where.country);
    local('user_region', where.region);
    local('user_city', where.city);
    return where;
  } catch {
    return undefined;
  }
}

/** Withdrawal: the given cookies and storage keys go (the consent model names them). */
export function forget(names: readonly string[]) {
  for (const name of names) {
    Cookies.remove(name, { path: '/' });
    try {
      localStorage.removeItem(name);
    } catch {
      // Nothing stored.
    }
  }
}
