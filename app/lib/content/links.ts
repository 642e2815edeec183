// Links in Shopify's rich text (pages, articles, policies, product and collection descriptions)
// point at Shopify's own paths: /blogs/blog/…, /policies/refund-policy, /pages/faq, /products/….
// They are rewritten to the shop's routes in the page's language when a loader reads the HTML, so
// the page links straight to the right place (/fr/faq on a French page) instead of a 404, a
// redirect or a page in another language.
import { CONTENT_PAGES, STORY_BLOGS } from './pages';

const POLICIES: Record<string, string> = {
  'refund-policy': '/legal/refund-policy',
  'privacy-policy': '/legal/privacy-policy',
  'terms-of-service': '/legal/terms',
};

const PAGES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CONTENT_PAGES).map(([path, page]) => [page.handle, path])),
  contact: '/about/contact',
  'terms-of-service': '/legal/terms',
  'refund-policy': '/legal/refund-policy',
  'privacy-policy': '/legal/privacy-policy',
};

const isStoryBlog = (handle: string) => (STORY_BLOGS as readonly string[]).includes(handle);

/** The shop's path for a Shopify path, or null when it is not one of Shopify's. */
export function shopPath(path: string): string | null {
  const [, kind = '', handle = '', child] = path.split('/');
  if (kind === 'products' && handle && !child) return `/shop/${handle}`;
  if (kind === 'collections' && handle === 'all' && !child) return '/shop';
  if (kind === 'collections' && handle && child === 'products') return null;
  if (kind === 'policies' && POLICIES[handle] && !child) return POLICIES[handle];
  if (kind === 'pages' && PAGES[handle] && !child) return PAGES[handle];
  if (kind === 'blogs' && isStoryBlog(handle)) return child ? `/stories/${handle}/${child}` : `/stories/${handle}`;
  return null;
}

const HREF = /(\shref=)(["'])([^"']*)\2/gi;
/** A link to the store itself, on its own domain or myshopify.com (made relative). */
const STORE_ORIGIN = /^https?:\/\/[a-z0-9-]+\.myshopify\.com(?=\/)/i;

/**
 * The HTML with every link to a Shopify path pointed at the shop's own route, written by
 * `localePath` in the page's language (the request context's `localePath`).
 */
export function rewriteShopifyLinks(
  html: string,
  localePath: (path: string) => string = (path) => path,
  storeOrigins: string[] = [],
): string {
  return html.replace(HREF, (whole, attr: string, quote: string, href: string) => {
    let target = href.replace(STORE_ORIGIN, '');
    for (const origin of storeOrigins) if (target.startsWith(`${origin}/`)) target = target.slice(origin.length);
    if (!target.startsWith('/') || target.startsWith('//')) return whole;
    const match = /^([^?#]*)(.*)$/.exec(target)!;
    const path = shopPath(match[1]!.replace(/\/$/, '') || '/');
    return path ? `${attr}${quote}${localePath(path)}${match[2]}${quote}` : whole;
  });
}
