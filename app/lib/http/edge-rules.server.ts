// Navigation rules the worker applies before React Router (spec §2): plain http → https, legacy
// paths → 301 to their present pages, a page's other spellings → 301 to its one spelling,
// review-request queries → 302 to /review (query kept), and route rules. Targets come only from
// these tables and the route table, never from the request, so there is no open redirect.
import { localePath, splitLanguage } from '~/lib/i18n/languages';
import { SHOP_COLLECTION } from '~/lib/listing/settings';
import { PARAM, SORTS } from '~/lib/listing/url';
import { isReviewRequest } from '~/lib/review/query';
import { canonicalPath } from '~/route-paths';
import { isLocalHost, requestUrl } from './request-url';

type Rule = {
  match: RegExp;
  to: (m: RegExpExecArray) => string;
  status: 301 | 302;
  /** The target's query; without it, the request's as it is. */
  query?: (params: URLSearchParams) => URLSearchParams;
};

/**
 * A Shopify collection URL's query as /shop reads it: its theme's page number (`page`) and a sort
 * /shop does not offer (`title-ascending`, `manual` …) left out; its filters, which /shop names as
 * Shopify does, and everything else (campaign tags) kept.
 */
function shopQuery(params: URLSearchParams): URLSearchParams {
  const sorts: readonly string[] = SORTS;
  return new URLSearchParams(
    [...params].filter(([name, value]) => name !== 'page' && (name !== PARAM.sort || sorts.includes(value))),
  );
}

const searchOf = (params: URLSearchParams) => (params.toString() ? `?${params}` : '');

const PRODUCT_STORIES = '(?:sharkblades|sharkblades-for-goalies|black-ghost|oceanice|oceanice-pro|greenly)';

export const LEGACY_RULES: Rule[] = [
  { match: /^\/(?:products|collections|shop-1)\/?$/, to: () => '/shop', status: 301 },
  // Shopify's own all-products collection (every Shopify email and app links it) and the one /shop
  // lists: /shop, with the sort and filters /shop takes (shopQuery).
  {
    match: new RegExp(`^/collections/(?:all|${SHOP_COLLECTION})/?$`),
    to: () => '/shop',
    status: 301,
    query: shopQuery,
  },
  { match: /^\/products\/([a-z0-9-]+)\/?$/, to: (m) => `/shop/${m[1]}`, status: 301 },
  { match: /^\/(?:blogs|blog|blogs\/news)\/?$/, to: () => '/stories/blog', status: 301 },
  { match: new RegExp(`^/blogs/${PRODUCT_STORIES}-hockey-stories/?$`), to: () => '/stories/blog', status: 301 },
  { match: /^\/policy\.html$/, to: () => '/legal/privacy-policy', status: 301 },
  { match: /^\/pages\/contact\/?$/, to: () => '/about/contact', status: 301 },
  { match: /^\/pages\/faq\/?$/, to: () => '/faq', status: 301 },
  {
    match: /^\/(?:rapperswil-jona-lido|blog-rapperswil-lido)\/?$/,
    to: () => '/stories/success-stories/rapperswil-jona-lido',
    status: 301,
  },
  {
    match: /^\/(?:campus-langnau|blog-campus-langnau)\/?$/,
    to: () => '/stories/success-stories/campus-langnau',
    status: 301,
  },
];

/**
 * Route rules with targets outside the shop (the browser does a full page load). Each target is a
 * constant of this table.
 */
export const EXTERNAL_RULES: { path: string; to: string; status: 301 | 302 }[] = [
  { path: '/instagram', to: 'https://www.instagram.com/sharkblades.ch/', status: 302 },
  { path: '/linkedin', to: 'https://www.linkedin.com/company/sharkblades/', status: 302 },
];

const REVIEW_PATH = '/review';

function redirect(location: string, status: number) {
  return new Response(null, { status, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * Plain http on a public host → the same URL over https (docs/decisions/http-and-hardening.md): 301, or 308 for a
 * method that must be repeated as it was. Local hosts (dev, preview, tests) keep plain http. HSTS
 * (security-headers.server) then keeps browsers on https.
 */
export function httpsRedirect(request: Request): Response | null {
  const url = requestUrl(request);
  if (url.protocol !== 'http:' || isLocalHost(url.hostname)) return null;
  const secure = new URL(url.href);
  secure.protocol = 'https:';
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return new Response(null, { status, headers: { Location: secure.href } });
}

/** A redirect for this request, or null to let the app handle it. */
export function edgeRedirect(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = requestUrl(request);
  // Every rule holds in every language: `/fr/products/x` → `/fr/shop/x` (docs/decisions/routes-and-languages.md).
  const { language, path } = splitLanguage(url.pathname);
  const inLanguage = (target: string) => localePath(language, target);

  for (const rule of LEGACY_RULES) {
    const match = rule.match.exec(path);
    if (!match) continue;
    const search = rule.query ? searchOf(rule.query(url.searchParams)) : url.search;
    return redirect(inLanguage(rule.to(match)) + search, rule.status);
  }
  const external = EXTERNAL_RULES.find((rule) => rule.path === path);
  if (external) return redirect(external.to, external.status);
  // One URL per page (issue 47, item 14): `/FR/shop`, `/fr/SHOP`, `/fr/%73hop`, `/fr/shop/` → `/fr/shop`.
  const canonical = canonicalPath(url.pathname);
  if (canonical !== null && canonical !== url.pathname) return redirect(canonical + url.search, 301);

  if (url.search && path !== REVIEW_PATH && !path.startsWith('/api/') && isReviewRequest(url.searchParams)) {
    return redirect(`${inLanguage(REVIEW_PATH)}${url.search}`, 302);
  }
  return null;
}
