// Every public URL of the shop, for /sitemap.xml and /json/list: the fixed pages plus products,
// collections and articles from the Storefront API. /zeitplan (noindex) and personal pages are left out.
import type { Storefront } from '@shopify/hydrogen';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { CONTENT_PAGES, POLICY_PAGES, STORY_BLOGS } from '~/lib/content/pages';
import { oneLine } from '~/lib/http/upstream.server';

/** Spec §8's catalogue message, for /sitemap.xml and /json/list when Shopify cannot answer. */
export const SITE_MAP_OUTAGE = 'Failed to fetch products';

const SITE_MAP_QUERY = `#graphql
  query SiteMap($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
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
    }
    pages(first: 50) {
      nodes {
        handle
        title
        updatedAt
      }
    }
    products(first: 50) {
      nodes {
        handle
        title
        updatedAt
      }
    }
    collections(first: 50) {
      nodes {
        handle
        title
        updatedAt
      }
    }
    blogs(first: 10) {
      nodes {
        handle
        title
        articles(first: 50) {
          nodes {
            handle
            title
            publishedAt
          }
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

/** Blogs whose articles have pages of their own (testimonials are shown whole on their list). */
const ARTICLE_BLOGS = new Set<string>(STORY_BLOGS.filter((blog) => blog !== 'testimonials'));

/** Every public URL; null when the Storefront API could not answer (an outage, logged once). */
export async function siteEntries(storefront: Storefront): Promise<SiteEntry[] | null> {
  const data = await storefront.query(SITE_MAP_QUERY, { cache: CATALOGUE_CACHE }).catch((error: unknown) => {
    console.warn(`${SITE_MAP_OUTAGE}: ${oneLine(error)}`);
    return null;
  });
  if (!data) return null;
  const pages = new Map(data.pages.nodes.map((page) => [page.handle, page]));
  const contentPages = Object.entries({ ...CONTENT_PAGES, '/about/contact': { handle: 'contact' } }).flatMap(
    ([path, entry]) => {
      const page = pages.get(entry.handle);
      return page && !('robots' in entry && entry.robots)
        ? [{ path, title: page.title, kind: 'page' as const, updatedAt: page.updatedAt }]
        : [];
    },
  );
  const policies = Object.entries(POLICY_PAGES).flatMap(([path, field]) => {
    const policy = data.shop[field];
    return policy ? [{ path, title: policy.title, kind: 'page' as const }] : [];
  });
  return [
    ...FIXED,
    ...contentPages,
    ...policies,
    ...data.products.nodes.map((p) => ({
      path: `/shop/${p.handle}`,
      title: p.title,
      kind: 'product' as const,
      updatedAt: p.updatedAt,
    })),
    ...data.collections.nodes.map((c) => ({
      path: `/collections/${c.handle}`,
      title: c.title,
      kind: 'collection' as const,
      updatedAt: c.updatedAt,
    })),
    ...data.blogs.nodes
      .filter((blog) => ARTICLE_BLOGS.has(blog.handle))
      .flatMap((blog) =>
        blog.articles.nodes.map((a) => ({
          path: `/stories/${blog.handle}/${a.handle}`,
          title: a.title,
          kind: 'article' as const,
          updatedAt: a.publishedAt,
        })),
      ),
  ];
}
