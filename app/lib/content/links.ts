// Links in Shopify's rich text (pages, articles, policies, product and collection descriptions)
// point at Shopify's own paths: /blogs/blog/…, /policies/refund-policy, /pages/faq, /products/….
// They are rewritten to the shop's routes in the page's language when a loader reads the HTML, so
// the page links straight to the right place (/fr/faq on a French page) instead of a 404, a
// redirect or a page in another language.
import { Parser } from 'htmlparser2';
import { decodePath, type PolicyField } from '~/route-table';
import { pathFor } from '~/route-paths';
import { attribute, edited, type Edit } from './rich-text';

// Shopify's URL handle of each shop policy (/policies/refund-policy, or a page of that handle).
const POLICIES: Record<string, PolicyField> = {
  'refund-policy': 'refundPolicy',
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
  'shipping-policy': 'shippingPolicy',
};

/** The shop's path for a Shopify path, or null when it is not one of Shopify's. */
export function shopPath(path: string): string | null {
  const [, kind = '', handle = '', child] = decodePath(path).split('/');
  if (!handle) return null;
  const policy = Object.hasOwn(POLICIES, handle) ? pathFor({ type: 'policy', field: POLICIES[handle]! }) : null;
  if (kind === 'products' && !child) return pathFor({ type: 'product', handle });
  if (kind === 'collections' && handle === 'all' && !child) return pathFor({ type: 'shop' });
  if (kind === 'policies' && !child) return policy;
  if (kind === 'pages' && !child) return pathFor({ type: 'page', handle }) ?? policy;
  if (kind === 'blogs')
    return pathFor(child ? { type: 'article', blog: handle, handle: child } : { type: 'blog', handle });
  return null;
}

/** A link to the store itself, on its own domain or myshopify.com (made relative). */
const STORE_ORIGIN = /^https?:\/\/[a-z0-9-]+\.myshopify\.com(?=\/)/i;

/** The shop's href for a link's href to a Shopify path, or null to leave the link alone. */
function shopHref(href: string, localePath: (path: string) => string, storeOrigins: string[]): string | null {
  let target = href.replace(STORE_ORIGIN, '');
  for (const origin of storeOrigins) if (target.startsWith(`${origin}/`)) target = target.slice(origin.length);
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  const match = /^([^?#]*)(.*)$/.exec(target)!;
  const path = shopPath(match[1]!.replace(/\/$/, '') || '/');
  return path ? `${localePath(path)}${match[2]}` : null;
}

/**
 * The HTML with every link to a Shopify path pointed at the shop's own route, written by
 * `localePath` in the page's language (the request context's `localePath`).
 */
export function rewriteShopifyLinks(
  html: string,
  localePath: (path: string) => string = (path) => path,
  storeOrigins: string[] = [],
): string {
  const edits: Edit[] = [];
  const parser = new Parser({
    onattribute(name, value, quote) {
      const href = name === 'href' && shopHref(value, localePath, storeOrigins);
      if (href) edits.push({ start: parser.startIndex, end: parser.endIndex, text: attribute(name, href, quote) });
    },
  });
  parser.end(html);
  return edited(html, edits);
}
