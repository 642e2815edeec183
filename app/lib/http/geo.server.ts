// The visitor's location from the edge's headers, read in one place for the market and for the
// checkout's origin attributes. Which edge's headers are trusted is configuration (EDGE_PLATFORM,
// docs/decisions/http-and-hardening.md): `trustedEdgeRequest` strips the other platform's headers before anything
// reads the request, so a client on Cloudflare cannot send oxygen-buyer-* (or cf-* on Oxygen). The
// client's IP is the edge's word only where an edge stands in front (TRUST_EDGE_IP,
// docs/decisions/http-and-hardening.md): locally anyone can send cf-connecting-ip, and the rate limits, the buyer IP
// Shopify sees and reCAPTCHA's remoteip would follow it.

export type EdgePlatform = 'oxygen' | 'cloudflare';

/** Headers each platform sets itself; a client could send either set. */
const PLATFORM_HEADERS: Record<EdgePlatform, RegExp> = {
  oxygen: /^oxygen-/i,
  cloudflare: /^(cf-|true-client-ip$)/i,
};

/** The headers that name the client's IP on either platform (what this code and Hydrogen read). */
const IP_HEADERS = /^(cf-connecting-ip|true-client-ip|oxygen-buyer-ip)$/i;

/**
 * The request without the headers of the platform the worker does not run on, nor, unless the
 * edge is real (`trustIp`), any header that claims the client's IP.
 */
export function trustedEdgeRequest(request: Request, platform: EdgePlatform, trustIp: boolean): Request {
  const foreign = PLATFORM_HEADERS[platform === 'oxygen' ? 'cloudflare' : 'oxygen'];
  const names = [...request.headers.keys()].filter((name) => foreign.test(name) || (!trustIp && IP_HEADERS.test(name)));
  if (names.length === 0) return request;
  const headers = new Headers(request.headers);
  for (const name of names) headers.delete(name);
  return new Request(request, { headers });
}

/** The connecting client's IP as the trusted edge reports it. */
export function buyerIp(request: Request, platform: EdgePlatform): string | undefined {
  const ip = request.headers.get(platform === 'oxygen' ? 'oxygen-buyer-ip' : 'cf-connecting-ip')?.trim();
  return ip ? ip.slice(0, 64) : undefined;
}

export interface Geo {
  /** An ISO 3166-1 alpha-2 code; undefined when unknown (Cloudflare's XX and T1, junk). */
  country?: string;
  region?: string;
  city?: string;
}

const MAX_LENGTH = 100;

/** Codes of the right shape that name no country: Cloudflare's XX and ISO's (and Shopify's) ZZ. */
const UNKNOWN = new Set(['XX', 'ZZ']);

/**
 * A code that names a country: two letters (Cloudflare's T1 for Tor fails this), not an
 * "unknown" code. Kosovo's XK counts: Cloudflare and Shopify both use it.
 */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !UNKNOWN.has(code);
}

/** A header value, percent-decoded (Oxygen encodes non-ASCII city names), trimmed and capped. */
function header(request: Request, name: string): string | undefined {
  const raw = request.headers.get(name)?.trim();
  if (!raw) return undefined;
  let value = raw;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    // Not percent-encoded after all: keep it as sent.
  }
  return value.slice(0, MAX_LENGTH) || undefined;
}

/** A value from Cloudflare's `request.cf`, which the runtime sets (a client cannot). */
function cfValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().slice(0, MAX_LENGTH) || undefined : undefined;
}

/** Cloudflare's geo for the request (`request.cf`), on Cloudflare and when the runtime gave one. */
function cloudflareGeo(request: Request, platform: EdgePlatform): Geo | undefined {
  if (platform !== 'cloudflare') return undefined;
  const cf = (request as Request & { cf?: unknown }).cf;
  if (!cf || typeof cf !== 'object') return undefined;
  const { country, region, city } = cf as Record<string, unknown>;
  return { country: cfValue(country), region: cfValue(region), city: cfValue(city) };
}

/**
 * Where the visitor is. On Cloudflare `request.cf` wins whenever it exists (headers such as
 * `cf-region` only exist with a managed transform, and a client can send them); otherwise the
 * trusted platform's headers (the other platform's are stripped by `trustedEdgeRequest`).
 */
export function readGeo(request: Request, platform: EdgePlatform): Geo {
  const cf = cloudflareGeo(request, platform);
  const country = (
    cf ? cf.country : (header(request, 'oxygen-buyer-country') ?? header(request, 'cf-ipcountry'))
  )?.toUpperCase();
  return {
    country: country && isCountryCode(country) ? country : undefined,
    region: cf ? cf.region : (header(request, 'oxygen-buyer-region') ?? header(request, 'cf-region')),
    city: cf ? cf.city : (header(request, 'oxygen-buyer-city') ?? header(request, 'cf-ipcity')),
  };
}
