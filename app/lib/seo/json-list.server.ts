// /json/list in pages (docs/decisions/seo.md): products 250 at a time by Shopify's cursor, with the
// next page's cursor and link; the first page also lists the pages, collections and articles of the
// first page of each child sitemap (the sitemap index has them all).
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { oneLine } from '~/lib/http/upstream.server';
import { SITE_MAP_OUTAGE, sitemapPage, type SiteEntry } from './site-map.server';
import { log } from '~/lib/ops/log.server';

const PRODUCTS_QUERY = `#graphql
  query JsonListProducts($after: String) {
    products(first: 250, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        handle
        title
        updatedAt
      }
    }
  }
` as const;

export interface JsonList {
  pages: Pick<SiteEntry, 'path' | 'title' | 'kind'>[];
  products: { path: string; title: string; handle: string }[];
  /** The cursor of the next page and its URL; null on the last page. */
  nextCursor: string | null;
  next: string | null;
}

/** One page of the list; 'bad-cursor' for a cursor Shopify cannot place, null in an outage. */
export async function jsonListPage(
  storefront: StorefrontCalls,
  cursor: string | null,
): Promise<JsonList | 'bad-cursor' | null> {
  let badCursor = false;
  const [products, ...others] = await Promise.all([
    storefrontQuery(storefront, PRODUCTS_QUERY, { variables: { after: cursor }, cache: CATALOGUE_CACHE }).catch(
      (error: unknown) => {
        // Shopify's GraphQL error for a cursor it cannot place: with data null the upstream guard
        // makes it a 502, whose body Hydrogen keeps as the error's cause.
        const cause = error instanceof Error ? JSON.stringify(error.cause ?? null) : '';
        if (/Invalid cursor/i.test(String(error) + cause)) badCursor = true;
        else (storefront.log ?? log).warn(`${SITE_MAP_OUTAGE}: ${oneLine(error)}`);
        return null;
      },
    ),
    ...(cursor ? [] : (['pages', 'collections', 'articles'] as const).map((type) => sitemapPage(storefront, type, 1))),
  ]);
  if (badCursor) return 'bad-cursor';
  if (!products || others.some((entries) => entries === null)) return null;
  const pages = others.flatMap((entries) => (Array.isArray(entries) ? entries : []));
  const { pageInfo, nodes } = products.products;
  const nextCursor = pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null;
  return {
    pages: pages.map(({ path, title, kind }) => ({ path, title, kind })),
    products: nodes.map((p) => ({ path: `/shop/${p.handle}`, title: p.title, handle: p.handle })),
    nextCursor,
    next: nextCursor ? `/json/list?cursor=${encodeURIComponent(nextCursor)}` : null,
  };
}
