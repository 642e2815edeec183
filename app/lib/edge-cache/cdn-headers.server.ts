// What a cache outside the worker may do with a response (docs/decisions/upstream-discipline.md, page-cache.md): a
// shared page answered to a request without cookies may be kept by a CDN; everything personal never.
import type { EdgePlatform } from '~/lib/http/geo.server';
import { cacheTagHeader } from './purge-global.server';
import { CDN_FRESH_SECONDS, ERROR_SECONDS, STALE_SECONDS } from './windows';

// What a CDN in front may do with a shared page (docs/decisions/page-cache.md): keep the answer to a request
// without cookies, as one variant of its URL per language and geo country (`Vary`: RFC 9111 caches,
// Cloudflare's Workers Cache and Vary rules, Oxygen's full-page cache). The same page answered to a
// request with cookies (a country, a consent choice) is that visitor's: `private` for any cache.
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${CDN_FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}, stale-if-error=${ERROR_SECONDS}`;
export const VISITOR_CACHE_CONTROL = 'private, max-age=0';
const GEO_HEADER: Record<EdgePlatform, string> = { cloudflare: 'CF-IPCountry', oxygen: 'Oxygen-Buyer-Country' };
// Oxygen's full-page cache keeps only what this header (public, a shared max-age) allows.
const OXYGEN_CACHE_CONTROL = `public, s-maxage=${CDN_FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

/**
 * The caching headers of a page the page cache serves to this request. A page a CDN may keep carries
 * its purge tags on Cloudflare (`Cache-Tag`, which Cloudflare's edge removes before the visitor), so
 * the zone's purge by tag reaches a zone cache that keeps it (docs/decisions/purges.md).
 */
export function cdnHeaders(request: Request, platform: EdgePlatform, tags = ''): [string, string][] {
  // A CDN may share only a page whose request carried no cookie (docs/decisions/page-cache.md).
  const forAnyone = !request.headers.has('Cookie');
  const headers: [string, string][] = [
    ['Cache-Control', forAnyone ? SHARED_CACHE_CONTROL : VISITOR_CACHE_CONTROL],
    ['Vary', `Cookie, Accept-Language, ${GEO_HEADER[platform]}`],
  ];
  if (forAnyone && platform === 'oxygen') headers.push(['Oxygen-Cache-Control', OXYGEN_CACHE_CONTROL]);
  if (forAnyone && platform === 'cloudflare' && tags) headers.push(['Cache-Tag', cacheTagHeader(tags)]);
  return headers;
}

/**
 * A render that met an upstream fault and went on without its data (docs/decisions/upstream-discipline.md): shown to
 * its visitor, kept by no cache (not the page cache, not a CDN), so the next view renders again.
 */
export function notShared(response: Response): Response {
  const result = new Response(response.body, response);
  result.headers.set('Cache-Control', 'no-store');
  return result;
}

// A response rendered for this visitor alone: marked, and never kept by a shared cache (one that
// sets a cookie says so whatever it is: a 303 after a form, a redirect; docs/decisions/page-cache.md).
export function bypass(response: Response): Response {
  const result = new Response(response.body, response);
  result.headers.set('x-cache', 'BYPASS');
  const cacheControl = result.headers.get('Cache-Control');
  const html = result.headers.get('Content-Type')?.startsWith('text/html');
  if (result.headers.has('Set-Cookie') ? !/private|no-store/i.test(cacheControl ?? '') : !cacheControl && html) {
    result.headers.set('Cache-Control', 'private, no-cache');
  }
  return result;
}
