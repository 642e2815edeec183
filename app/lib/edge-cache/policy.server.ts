// Which requests the full-page cache may answer, and under which key (docs/decisions/page-cache.md).
// The key is a pure function of the request and the build: nothing an isolate has seen before
// changes it. A page is shared only when everything its server render reads from the request is in
// the key: the URL with only the parameters its page reads (the route table's `params`), the host
// (site), the market's inputs (the country cookie and the edge's geo country), the consent choice,
// the language bar's suggestion and the build. The render of a shared page is given exactly those
// inputs (`renderRequest`), so nothing else of the first visitor can end up in it.
import { COUNTRY_COOKIE } from '~/lib/country/country';
import { CONSENT_IDS_COOKIE, joinIds, readConsent } from '~/lib/consent/model';
import { readCookies } from '~/lib/http/cookies.server';
import { readGeo, type EdgePlatform } from '~/lib/http/geo.server';
import { requestUrl } from '~/lib/http/request-url';
import { isListingParam, normaliseParams, toSearch } from '~/lib/listing/url';
import { suggestedLanguage } from '~/lib/i18n/choice.server';
import { splitLanguage } from '~/lib/i18n/languages';
import { pageAt } from '~/route-paths';
import { routeAt, type RouteEntry } from '~/route-table';

// Cookies that make a visitor personal: the signed session carries the cart id and flash messages.
export const PERSONAL_COOKIES = ['session', '__Host-session'];

// Click ids and campaign tags: never a page's own parameter, not even on a product page, whose
// option names (its product's, in the page's language) may be any other name; kept in the
// visitor's URL (analytics reads them).
const TRACKING_PARAM =
  /^(utm_\w+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|_kx|_hsenc|_hsmi|srsltid)$/i;

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
  return !pathname.endsWith('.data') && pageAt(pathname)?.pageCache === true;
}

// Whether the page of `entry` reads the parameter `name` (the route table's `params`). A product
// page may read any name but a tracking one: its options are only known from Shopify's answer.
function readsParam(entry: RouteEntry | undefined, name: string): boolean {
  const params = entry?.params;
  if (params === undefined) return false;
  if (params === 'listing') return isListingParam(name);
  if (params === 'options') return !TRACKING_PARAM.test(name);
  return params.includes(name);
}

// The query with only the parameters the page reads, sorted, so equal pages share one entry; a
// listing's sort, filters and cursor in their one spelling (no blank fields, no default sort, each
// value once), so a filter set is one entry however the form or link wrote it (docs/decisions/listings.md).
export function normalisedSearch(url: Readonly<URL>): { search: string; tracked: boolean } {
  if (!url.search) return { search: '', tracked: false };
  const entry = routeAt(url.pathname);
  const all = [...url.searchParams];
  const kept = all.filter(([name]) => readsParam(entry, name));
  return { search: toSearch(normaliseParams(kept)), tracked: kept.length !== all.length };
}

// The market's inputs, as the render reads them (~/lib/country/market.server): a well-formed
// country cookie and the trusted edge's geo country (which decides when the cookie names a country
// the shop does not sell to).
function marketInputs(request: Request, cookies: Record<string, string | undefined>, platform: EdgePlatform) {
  const raw = cookies[COUNTRY_COOKIE]?.trim().toUpperCase();
  return { country: raw && /^[A-Z]{2}$/.test(raw) ? raw : '', geo: readGeo(request, platform).country ?? '' };
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
  // The language bar a first visit is offered (docs/decisions/routes-and-languages.md); the page's language is its
  // path. (The US site's render offers none whatever the key says.)
  const suggestion = suggestedLanguage(request, splitLanguage(url.pathname).language, false) ?? '';

  // The key's URL (the Cache API keys by URL).
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
    const cf = (request as { cf?: object }).cf;
    return new Request(`${url.origin}${url.pathname}${search}`, {
      method: 'GET',
      headers,
      ...(cf ? { cf } : {}),
    } as RequestInit);
  };
  return {
    key: new Request(keyUrl, { method: 'GET' }),
    keyUrl,
    get renderRequest() {
      return (renderRequest ??= makeRenderRequest());
    },
    tracked,
    renderedPath: url.pathname + search,
    visitorPath: url.pathname + url.search,
  };
}
