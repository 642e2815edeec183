// Every URL of the shop and what the rest of the code needs to know about it (docs/decisions/routes-and-languages.md).
// app/routes.ts is built from this table, so a new route cannot be left out of the page cache's,
// the rate limiter's, the review widget's or the header's rules, and app/route-paths.ts names each
// page's URL from it. Shared with the browser (the header's logo rule): no server-only imports here.
import { matchAt } from './route-match';

/** Which Shopify page a content URL shows, and where it sits in the site (breadcrumbs). */
export interface ContentPage {
  handle: string;
  trail: { name: string; path: string }[];
  /** Robots directive for pages that must stay out of search engines. */
  robots?: string;
}

/** The Storefront shop policy a legal URL shows. */
export type PolicyField = 'termsOfService' | 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy';

export interface RouteEntry {
  /** React Router's path pattern; '/' is the index route. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** Needed when one module serves several paths. */
  id?: string;
  /** The full-page cache may answer anonymous visitors with one shared render (docs/decisions/page-cache.md). */
  pageCache: boolean;
  /**
   * The query parameters its page reads (docs/decisions/page-cache.md): a listing's (~/lib/listing/url), the
   * product's options (named in the page's language), or these. The page cache leaves every other one
   * out of its key and render, so a new parameter a page reads must be named here. None: no parameter.
   */
  params?: 'listing' | 'options' | readonly string[];
  /** Shows the review widget: its hosts are in the CSP (docs/decisions/reviews.md). */
  review?: true;
  /** Hides the large logo bar above the sticky header (docs/decisions/look-and-layout.md). */
  hidesLogoBar?: true;
  /** Its loader reads the whole cart, so the root loader's badge shares that read (docs/decisions/cart.md). */
  wholeCart?: true;
  /** A body cap above the guard's 64 KB: a products/update webhook has every variant (≈ 95 KB for 150). */
  maxBodyBytes?: number;
  /** The per-client budget a request spends, for every method or only the one named (docs/decisions/rate-limits.md). */
  rateLimit?: { rule: 'checkout' | 'klarna' | 'search' | 'inventory' | 'webhooks' | 'health'; method?: 'POST' };
  content?: ContentPage;
  policy?: PolicyField;
  /** For pathFor: the page of a product or collection (its `:handle`), the home, the shop, a blog (its id). */
  kind?: 'home' | 'shop' | 'product' | 'collection' | 'blog';
  /** No URL to name as canonical (/review needs its query, marketing links redirect): no hreflang. */
  noCanonical?: true;
}

// Catalogue, content and story pages are shared; nothing that reads the visitor (cart, search,
// checkout, consent, APIs) or answers a miss (the not-found route) is.
/** A shop policy's page, /legal/<handle>, in every language (routes/policy.tsx). */
const policyRoute = (handle: string, policy: PolicyField): RouteEntry => ({
  path: `legal/${handle}`,
  file: 'routes/policy.tsx',
  id: handle,
  pageCache: true,
  policy,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', file: 'routes/home.tsx', pageCache: true, kind: 'home' },
  { path: 'shop', file: 'routes/shop.tsx', pageCache: true, params: 'listing', kind: 'shop' },
  {
    path: 'shop/:handle',
    file: 'routes/product.tsx',
    pageCache: true,
    params: 'options',
    review: true,
    hidesLogoBar: true,
    kind: 'product',
  },
  {
    path: 'collections/:handle',
    file: 'routes/collection.tsx',
    pageCache: true,
    params: 'listing',
    kind: 'collection',
  },

  { path: 'stories', file: 'routes/stories.tsx', pageCache: true },
  { path: 'stories/blog', file: 'routes/blog.tsx', id: 'blog', pageCache: true, kind: 'blog' },
  { path: 'stories/success-stories', file: 'routes/blog.tsx', id: 'success-stories', pageCache: true, kind: 'blog' },
  { path: 'stories/testimonials', file: 'routes/blog.tsx', id: 'testimonials', pageCache: true, kind: 'blog' },
  { path: 'stories/blog/:slug', file: 'routes/article.tsx', id: 'blog-article', pageCache: true },
  { path: 'stories/success-stories/:slug', file: 'routes/article.tsx', id: 'success-story', pageCache: true },

  { path: 'about', file: 'routes/page.tsx', id: 'about', pageCache: true, content: { handle: 'about', trail: [] } },
  {
    path: 'about/team',
    file: 'routes/page.tsx',
    id: 'team',
    pageCache: true,
    content: { handle: 'team', trail: [{ name: 'About', path: '/about' }] },
  },
  {
    path: 'about/contact',
    file: 'routes/contact.tsx',
    pageCache: true,
    params: ['office'],
    content: { handle: 'contact', trail: [{ name: 'About', path: '/about' }] },
  },
  {
    path: 'legal/ethics',
    file: 'routes/page.tsx',
    id: 'ethics',
    pageCache: true,
    content: { handle: 'ethics', trail: [] },
  },
  policyRoute('terms', 'termsOfService'),
  policyRoute('privacy-policy', 'privacyPolicy'),
  policyRoute('refund-policy', 'refundPolicy'),
  policyRoute('shipping-policy', 'shippingPolicy'),
  { path: 'faq', file: 'routes/page.tsx', id: 'faq', pageCache: true, content: { handle: 'faq', trail: [] } },
  {
    path: 'sustainability',
    file: 'routes/page.tsx',
    id: 'sustainability',
    pageCache: true,
    content: { handle: 'sustainability', trail: [] },
  },
  {
    path: 'summer-oceanice-cup',
    file: 'routes/page.tsx',
    id: 'summer-oceanice-cup',
    pageCache: true,
    content: { handle: 'summer-oceanice-cup', trail: [] },
  },
  {
    path: 'devcenter',
    file: 'routes/page.tsx',
    id: 'devcenter',
    pageCache: true,
    hidesLogoBar: true,
    content: { handle: 'devcenter', trail: [] },
  },
  {
    path: 'zeitplan',
    file: 'routes/page.tsx',
    id: 'zeitplan',
    pageCache: true,
    content: { handle: 'zeitplan', trail: [], robots: 'noindex,nofollow' },
  },

  { path: 'cart', file: 'routes/cart.tsx', pageCache: false, wholeCart: true },
  { path: 'cart/:lines', file: 'routes/cart.permalink.tsx', pageCache: false, noCanonical: true },
  { path: 'discount/:code', file: 'routes/discount.tsx', pageCache: false, noCanonical: true },
  { path: 'search', file: 'routes/search.tsx', pageCache: false, rateLimit: { rule: 'search' } },
  { path: 'search/suggest', file: 'routes/search.suggest.ts', pageCache: false },
  {
    path: 'checkout',
    file: 'routes/checkout.tsx',
    pageCache: false,
    wholeCart: true,
    rateLimit: { rule: 'checkout', method: 'POST' },
  },
  {
    path: 'checkout/klarna',
    file: 'routes/checkout.klarna.tsx',
    pageCache: false,
    wholeCart: true,
    rateLimit: { rule: 'klarna' },
  },
  { path: 'checkout/success', file: 'routes/checkout.success.tsx', pageCache: false },

  { path: 'review', file: 'routes/review.tsx', pageCache: false, review: true, noCanonical: true },
  { path: 'help', file: 'routes/help.tsx', pageCache: false },
  { path: 'country', file: 'routes/country.tsx', pageCache: false },
  { path: 'language', file: 'routes/language.ts', pageCache: false },
  { path: 'consent', file: 'routes/consent.tsx', pageCache: false },

  {
    path: 'api/shopify/switzerland-inventory',
    file: 'routes/api.switzerland-inventory.ts',
    pageCache: false,
    rateLimit: { rule: 'inventory', method: 'POST' },
  },
  {
    path: 'api/shopify/webhooks',
    file: 'routes/api.shopify.webhooks.ts',
    pageCache: false,
    maxBodyBytes: 4 * 1024 * 1024,
    rateLimit: { rule: 'webhooks', method: 'POST' },
  },
  { path: 'api/geoip', file: 'routes/api.geoip.ts', pageCache: false },
  { path: 'api/shopify/regions', file: 'routes/api.shopify.regions.ts', pageCache: false },
  { path: 'api/shopify/update-buyer-identity', file: 'routes/api.shopify.update-buyer-identity.ts', pageCache: false },
  { path: 'api/shopify/update-country', file: 'routes/api.shopify.update-country.ts', pageCache: false },
  { path: 'api/newsletter-signup', file: 'routes/api.newsletter-signup.ts', pageCache: false },
  { path: 'api/consent', file: 'routes/api.consent.ts', pageCache: false },

  { path: 'json/version', file: 'routes/json.version.ts', pageCache: false },
  { path: 'healthz', file: 'routes/healthz.ts', pageCache: false, rateLimit: { rule: 'health' } },
  { path: 'json/list', file: 'routes/json.list.ts', pageCache: false },
  { path: 'sitemap.xml', file: 'routes/sitemap.ts', pageCache: false },
  { path: 'sitemap/:type/:page.xml', file: 'routes/sitemap.child.ts', pageCache: false },
  { path: 'robots.txt', file: 'routes/robots.ts', pageCache: false },

  { path: '*', file: 'routes/not-found.tsx', pageCache: false },
];

/** A page of the site in every language; APIs, JSON, sitemaps, robots.txt and `*` have one path. */
export const isLocalized = (entry: RouteEntry): boolean =>
  entry.path !== '*' && !/^(api|json|sitemap|robots|language)\b/.test(entry.path);

// The entries by their path's first segment (lower case, as React Router matches): a lookup tries a few
// routes. Made on the first lookup, so a browser chunk importing this module can leave the table out.
let bySegment: Map<string, RouteEntry[]> | undefined;
const firstSegment = (path: string) => (path.split('/', 2)[path.startsWith('/') ? 1 : 0] ?? '').toLowerCase();

function entriesUnder(segment: string): RouteEntry[] {
  if (!bySegment) {
    bySegment = new Map();
    for (const entry of ROUTE_TABLE) {
      const first = firstSegment(entry.path);
      bySegment.set(first, [...(bySegment.get(first) ?? []), entry]);
    }
  }
  return bySegment.get(segment) ?? [];
}

const decodeSegment = (segment: string) => decodeURIComponent(segment).replace(/\//g, '%2F');
/** Percent-escapes as React Router reads them (an escaped slash stays one); decodedPath: null if one does not decode. */
export const decodePath = (pathname: string): string => decodedPath(pathname) ?? pathname;
export function decodedPath(pathname: string): string | null {
  try {
    return pathname.split('/').map(decodeSegment).join('/');
  } catch {
    return null;
  }
}

/**
 * The route React Router runs for `pathname`, with or without a trailing slash, in any letter case:
 * the path's own, else a page's after the first segment, which fills `:locale?` (routes/locale.tsx
 * answers 404 for any but `fr` and `en`, while the page's loaders run under its rules all the same).
 * A data path (`/shop/x.data`) is matched as written: callers that mean its page strip `.data`.
 */
export function routeAt(pathname: string): RouteEntry | undefined {
  const path = pathname.includes('%') ? decodePath(pathname) : pathname;
  const under = (rest: string, pagesOnly: boolean) =>
    entriesUnder(firstSegment(rest)).find(
      (entry) => (!pagesOnly || isLocalized(entry)) && matchAt(entry.path, rest) !== null,
    );
  return under(path, false) ?? under(path.replace(/^\/[^/]+/, '') || '/', true) ?? entriesUnder('*')[0];
}
