// Every public URL of the shop in pages of at most 250, for the sitemap index's children and
// /json/list (docs/decisions/seo.md): products, collections and pages from Shopify's `sitemap` query
// (its own pages of ≤ 250), articles of the story blogs by cursor, and the spec's fixed routes.
// /zeitplan (noindex) and personal pages are left out. Outage: null (logged once); the caller
// answers 503 (docs/decisions/upstream-discipline.md).
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import type { SitemapArticlesQuery } from 'storefrontapi.generated';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { oneLine } from '~/lib/http/upstream.server';
import { isIndexed, pathFor } from '~/route-paths';
import { ROUTE_TABLE, routeAt } from '~/route-table';
import type { SitemapType } from './site-map-input';
import { log } from '~/lib/ops/log.server';

/** Spec §8's catalogue message, for the sitemaps and /json/list when Shopify cannot answer. */
export const SITE_MAP_OUTAGE = 'Failed to fetch products';

/** Article pages walked at most (10,000 articles); Shopify's `sitemap` cannot name an article's blog. */
export const MAX_ARTICLE_PAGES = 40;

type Query = StorefrontCalls;

const INDEX_QUERY = `#graphql
  query SitemapIndex {
    products: sitemap(type: PRODUCT) {
      pagesCount {
        count
      }
    }
    collections: sitemap(type: COLLECTION) {
      pagesCount {
        count
      }
    }
    pages: sitemap(type: PAGE) {
      pagesCount {
        count
      }
    }
  }
` as const;

const RESOURCES_QUERY = `#graphql
  query SitemapResources($type: SitemapType!, $page: Int!) {
    sitemap(type: $type) {
      pagesCount {
        count
      }
      resources(page: $page) {
        items {
          handle
          updatedAt
          ... on SitemapResource {
            title
          }
        }
      }
    }
  }
` as const;

const POLICIES_QUERY = `#graphql
  query SitemapPolicies {
    shop {
      privacyPolicy {
        title
      }
      refundPolicy {
        title
      }
      termsOfService {
        title
      }
      shippingPolicy {
        title
      }
    }
  }
` as const;

const ARTICLES_QUERY = `#graphql
  query SitemapArticles($after: String) {
    articles(first: 250, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        handle
        title
        publishedAt
        blog {
          handle
        }
      }
    }
  }
` as const;

export interface SiteEntry {
  path: string;
  title: string;
  kind: 'page' | 'product' | 'collection' | 'article';
  updatedAt?: string;
}

const FIXED: SiteEntry[] = [
  { path: '/', title: 'Home', kind: 'page' },
  { path: '/shop', title: 'Shop', kind: 'page' },
  { path: '/stories', title: 'Stories', kind: 'page' },
  { path: '/stories/blog', title: 'Blog', kind: 'page' },
  { path: '/stories/success-stories', title: 'Success stories', kind: 'page' },
  { path: '/stories/testimonials', title: 'Testimonials', kind: 'page' },
];

/** For `.catch(outage(storefront))`: one line in the request's log, and no answer. */
const outage =
  (storefront: Query) =>
  (error: unknown): null => {
    (storefront.log ?? log).warn(`${SITE_MAP_OUTAGE}: ${oneLine(error)}`);
    return null;
  };

/** How many pages each child sitemap has; null in an outage. */
export async function sitemapPageCounts(storefront: Query): Promise<Record<SitemapType, number> | null> {
  const [counts, articles] = await Promise.all([
    storefrontQuery(storefront, INDEX_QUERY, { cache: CATALOGUE_CACHE }).catch(outage(storefront)),
    articlePages(storefront, MAX_ARTICLE_PAGES),
  ]);
  if (!counts || !articles) return null;
  return {
    // Page 1 of pages always exists: the fixed routes and policies are on it.
    pages: Math.max(1, counts.pages.pagesCount?.count ?? 0),
    products: counts.products.pagesCount?.count ?? 0,
    collections: counts.collections.pagesCount?.count ?? 0,
    articles: articles.length,
  };
}

type ArticlePage = { nodes: { handle: string; title: string; publishedAt: string; blog: { handle: string } }[] };

/** The article pages up to `upTo`, walked by cursor (each page cached); null in an outage. */
async function articlePages(storefront: Query, upTo: number): Promise<ArticlePage[] | null> {
  const pages: ArticlePage[] = [];
  let after: string | null = null;
  while (pages.length < upTo) {
    const data: SitemapArticlesQuery | null = await storefrontQuery(storefront, ARTICLES_QUERY, {
      variables: { after },
      cache: CATALOGUE_CACHE,
    }).catch(outage(storefront));
    if (!data) return null;
    pages.push(data.articles);
    if (!data.articles.pageInfo.hasNextPage) break;
    after = data.articles.pageInfo.endCursor ?? null;
  }
  return pages;
}

const SHOPIFY_TYPE = { pages: 'PAGE', products: 'PRODUCT', collections: 'COLLECTION' } as const;
const KIND = { pages: 'page', products: 'product', collections: 'collection' } as const;

/**
 * One child sitemap's entries (page counted from 1): 'not-found' past its last page, null in an
 * outage. One Storefront query of ≤ 250 resources (pages/1 also reads the shop's policies).
 */
export async function sitemapPage(
  storefront: Query,
  type: SitemapType,
  page: number,
): Promise<SiteEntry[] | 'not-found' | null> {
  if (type === 'articles') {
    const pages = await articlePages(storefront, page);
    if (!pages) return null;
    if (pages.length < page) return 'not-found';
    return pages[page - 1]!.nodes.flatMap((a) => {
      const path = pathFor({ type: 'article', blog: a.blog.handle, handle: a.handle });
      // Not a blog that shows its articles whole on its own page (testimonials).
      return path && routeAt(path)?.kind !== 'blog'
        ? [{ path, title: a.title, kind: 'article', updatedAt: a.publishedAt }]
        : [];
    });
  }
  const [data, fixed] = await Promise.all([
    storefrontQuery(storefront, RESOURCES_QUERY, {
      variables: { type: SHOPIFY_TYPE[type], page },
      cache: CATALOGUE_CACHE,
    }).catch(outage(storefront)),
    type === 'pages' && page === 1 ? fixedEntries(storefront) : [],
  ]);
  if (!data || !fixed) return null;
  const count = data.sitemap.pagesCount?.count ?? 0;
  if (page > (type === 'pages' ? Math.max(1, count) : count)) return 'not-found';
  const items = data.sitemap.resources?.items ?? [];
  const entries = items.flatMap((item): SiteEntry[] => {
    const path = pathFor({ type: KIND[type], handle: item.handle });
    const title = ('title' in item ? item.title : null) ?? item.handle;
    return path && isIndexed(path) ? [{ path, title, kind: KIND[type], updatedAt: item.updatedAt }] : [];
  });
  return [...fixed, ...entries];
}

/** The spec's fixed routes and the policies the shop has (no date of their own). */
async function fixedEntries(storefront: Query): Promise<SiteEntry[] | null> {
  const data = await storefrontQuery(storefront, POLICIES_QUERY, { cache: CATALOGUE_CACHE }).catch(outage(storefront));
  if (!data) return null;
  const policies = ROUTE_TABLE.flatMap(({ path, policy }) => {
    const shown = policy && data.shop[policy];
    return shown ? [{ path: `/${path}`, title: shown.title, kind: 'page' as const }] : [];
  });
  return [...FIXED, ...policies];
}
