// Which requests the full-page cache may answer, and under which key (docs/decisions/100, 261).
// A page is shared only when everything its server render reads from the request is in the key:
// the URL with only the parameters its page reads (the route table's `params`), the host (site),
// the market's inputs (a known country cookie alone, else the cookie and the edge's geo country), the consent choice and the
// build. The render of a shared page is given exactly those inputs (`renderRequest`), so nothing
// else of the first visitor can end up in it.
import { mayBeOption } from '~/lib/catalogue/option-names.server';
import { COUNTRY_COOKIE } from '~/lib/country/country';
import { isKnownCountry } from '~/lib/country/market.server';
import { CONSENT_IDS_COOKIE, joinIds, readConsent } from '~/lib/consent/model';
import { readCookies } from '~/lib/http/cookies.server';
import { readGeo, type EdgePlatform } from '~/lib/http/geo.server';
import { requestUrl } from '~/lib/http/request-url';
import { isListingParam, normaliseParams, toSearch } from '~/lib/listing/url';
import { suggestedLanguage } from '~/lib/i18n/choice.server';
import { splitLanguage } from '~/lib/i18n/languages';
import { routeAt, type RouteEntry } from '~/route-table';

// Cookies that make a visitor personal: the signed session carries the cart id and flash messages.
export const PERSONAL_COOKIES = ['session', '__Host-session'];

// Click ids and campaign tags: never a page's own parameter, even where any name may be one (a
// product's options before its names are known); kept in the visitor's URL (analytics reads them).
const TRACKING_PARAM =
  /^(utm_\w+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|_kx|srsltid)$/i;

// The edge's geo headers, left out of a render whose market the country cookie decides.
const GEO_HEADERS = ['CF-IPCountry', 'Oxygen-Buyer-Country'];

// Longer queries are not shared (each distinct query is an entry of its own).
const MAX_QUERY_LENGTH = 256;

export interface CachePlan {
  // The Cache API key (a GET request on the page's own origin), and its URL.
  key: Request;
  keyUrl: string;
  // The request the shared render sees: normalised URL, only the keyed cookies, always GET.
  renderRequest: Request;
  // True when the visitor's URL carried parameters its page does not read (tracking, unknown ones):
  // they are not in `renderRequest`, and the visitor's own URL is written back into its forms.
  tracked: boolean;
  // Path and query of the shared render, and of the visitor's own URL.
  renderedPath: string;
  visitorPath: string;
}

// The routes marked `pageCache` in app/route-table.ts; never a single-fetch data request.
export function isSharedPath(pathname: string): boolean {
  return !pathname.endsWith('.data') && routeAt(pathname)?.pageCache === true;
}

// Whether the page of `entry` at `pathname` reads the parameter `name` (the route table's `params`).
function readsParam(entry: RouteEntry | undefined, pathname: string, name: string): boolean {
  const params = entry?.params;
  if (params === undefined) return false;
  if (params === 'listing') return isListingParam(name);
  if (params === 'options') return !TRACKING_PARAM.test(name) && mayBeOption(pathname, name);
  return params.includes(name);
}

// The query with only the parameters the page reads, sorted, so equal pages share one entry; a
// listing's sort, filters and cursor in their one spelling (no blank fields, no default sort, each
// value once), so a filter set is one entry however the form or link wrote it (docs/decisions/199).
export function normalisedSearch(url: Readonly<URL>): { search: string; tracked: boolean } {
  if (!url.search) return { search: '', tracked: false };
  const entry = routeAt(url.pathname);
  const all = [...url.searchParams];
  const kept = all.filter(([name]) => readsParam(entry, url.pathname, name));
  return { search: toSearch(normaliseParams(kept)), tracked: kept.length !== all.length };
}

// The market's inputs: a country cookie naming one of the shop's countries decides it alone (the
// render then reads no geo); otherwise a well-formed cookie and the trusted edge's geo country.
function marketInputs(request: Request, cookies: Record<string, string | undefined>, platform: EdgePlatform) {
  const raw = cookies[COUNTRY_COOKIE]?.trim().toUpperCase();
  const cookie = raw && /^[A-Z]{2}$/.test(raw) ? raw : '';
  if (cookie && isKnownCountry(cookie)) return { country: cookie, geo: '', cookieDecides: true };
  return { country: cookie, geo: readGeo(request, platform).country ?? '', cookieDecides: false };
}

// The consent choice as the server reads it: undecided, or the enabled ids in the model's order.
function consentInput(cookies: Record<string, string | undefined>): string | undefined {
  const ids = cookies[CONSENT_IDS_COOKIE];
  return ids === undefined ? undefined : joinIds(readConsent(ids).enabled);
}

// The plan for a shareable request, or null when it must be rendered for this visitor alone.
export function cachePlan(request: Request, platform: EdgePlatform, buildId: string): CachePlan | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = requestUrl(request);
  if (!isSharedPath(url.pathname) || url.search.length > MAX_QUERY_LENGTH) return null;
  const cookies = readCookies(request);
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return null;

  const { search, tracked } = normalisedSearch(url);
  const market = marketInputs(request, cookies, platform);
  const consent = consentInput(cookies);
  // The language bar a first visit is offered (docs/decisions/202); the page's language is its path.
  // (The US site's render offers none whatever the key says.)
  const suggestion = suggestedLanguage(request, splitLanguage(url.pathname).language, false) ?? '';

  // The key's URL, written directly (a URL and five `searchParams.set` per request cost more).
  const keyUrl =
    `${url.origin}/__page-cache${url.pathname}?q=${encodeURIComponent(search)}` +
    `&country=${encodeURIComponent(market.country)}&geo=${encodeURIComponent(market.geo)}` +
    `&consent=${encodeURIComponent(consent ?? '-')}&suggest=${suggestion}&build=${encodeURIComponent(buildId)}`;

  // Built only when the page is rendered (a miss or a refresh), not on a hit.
  let renderRequest: Request | undefined;
  const makeRenderRequest = () => {
    // Copied entry by entry: Node's Headers(headers) copy of a re-made Request (trustedEdgeRequest)
    // brings back the headers that were stripped from it.
    const headers = new Headers([...request.headers]);
    const keptCookies = [
      market.country && `${COUNTRY_COOKIE}=${market.country}`,
      consent !== undefined && `${CONSENT_IDS_COOKIE}=${consent}`,
    ].filter(Boolean);
    if (keptCookies.length) headers.set('Cookie', keptCookies.join('; '));
    else headers.delete('Cookie');
    // The render reads the suggestion from these alone: the browser's top language, no choice.
    if (suggestion) headers.set('Accept-Language', suggestion);
    else headers.delete('Accept-Language');
    for (const name of ['If-None-Match', 'If-Modified-Since', 'Range']) headers.delete(name);
    // A known country in the cookie decides the market: the render gets no geo.
    if (market.cookieDecides) for (const name of GEO_HEADERS) headers.delete(name);
    const edgeCf = (request as { cf?: object }).cf;
    const cf = edgeCf && market.cookieDecides ? { ...edgeCf, country: undefined } : edgeCf;
    return new Request(`${url.origin}${url.pathname}${search}`, {
      method: 'GET',
      headers,
      ...(cf ? { cf } : {}),
    } as RequestInit);
  };
  // The key as a Request only for a read or write of the Cache API (a hit from memory needs none).
  let keyRequest: Request | undefined;
  return {
    get key() {
      return (keyRequest ??= new Request(keyUrl, { method: 'GET' }));
    },
    keyUrl,
    get renderRequest() {
      return (renderRequest ??= makeRenderRequest());
    },
    tracked,
    renderedPath: url.pathname + search,
    visitorPath: url.pathname + url.search,
  };
}
