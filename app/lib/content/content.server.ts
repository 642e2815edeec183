// Content reads from the Storefront API shared by several routes: pages, blogs and articles, in the
// page's language (Shopify translates them through @inContext(language:)), with their links and
// dates written for that page.
import { outage } from '~/lib/http/upstream.server';
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import type { BlogListFragment } from 'storefrontapi.generated';
import { ARTICLE_CARD_FRAGMENT } from '~/graphql/fragments';
import { siteOrigins, type AppEnv } from '~/lib/context/env.server';
import type { Language } from '~/lib/i18n/languages';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { rewriteShopifyLinks } from './links';
import { pageLocale, publishedDate } from './dates';
import { relatedStories } from './related';
import { picturesOf } from './pictures';
import { linkedProducts } from './article-products';
import { articleProducts, type ArticleProductsContext } from './article-products.server';

/** What a content read needs of the request: the client and how the page writes links and dates. */
export interface ContentReader {
  storefront: StorefrontCalls;
  /** A spec path in the page's language (`/faq` → `/fr/faq`). */
  localePath: (path: string) => string;
  /** The page's locale (`fr-CH`; `en-US` on the US site), for dates. */
  locale: string;
}

/** The request context's content reader. */
export function contentReader(
  context: {
    storefrontCalls: StorefrontCalls;
    localePath: (path: string) => string;
    language: Language;
    appEnv: AppEnv;
  },
  request: Request,
): ContentReader {
  const { onUs } = siteOrigins(context.appEnv, request);
  return {
    storefront: context.storefrontCalls,
    localePath: context.localePath,
    locale: pageLocale(context.language, onUs),
  };
}

const PAGE_QUERY = `#graphql
  query Page($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      handle
      title
      body
      bodySummary
      updatedAt
      seo {
        title
        description
      }
      pictures: metafield(namespace: "custom", key: "pictures") {
        references(first: 12) {
          nodes {
            ... on MediaImage {
              image {
                url
                altText
                width
                height
              }
            }
          }
        }
      }
    }
  }
` as const;

export async function loadPage({ storefront, localePath }: ContentReader, handle: string) {
  const { page } = await storefrontQuery(storefront, PAGE_QUERY, {
    variables: { handle },
    cache: CATALOGUE_CACHE,
  }).catch(outage('Failed to fetch page', storefront.log));
  return page && { ...page, body: rewriteShopifyLinks(page.body, localePath), pictures: picturesOf(page.pictures) };
}

const BLOG_QUERY = `#graphql
  ${ARTICLE_CARD_FRAGMENT}
  query Blog($handle: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blog(handle: $handle) {
      id
      handle
      title
      seo {
        title
        description
      }
      articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) {
        nodes {
          ...ArticleCard
        }
      }
    }
  }
` as const;

export async function loadBlog(reader: ContentReader, handle: string, first = 50) {
  const { blog } = await storefrontQuery(reader.storefront, BLOG_QUERY, {
    variables: { handle, first },
    cache: CATALOGUE_CACHE,
  }).catch(outage('Failed to fetch page', reader.storefront.log));
  return blog && { ...blog, articles: { nodes: blog.articles.nodes.map((a) => asShown(a, reader)) } };
}

/**
 * An article (card) as the shop shows it: its links pointed at the shop's routes in the page's
 * language (./links.ts) and its date written out here in the page's locale, so the browser never
 * formats one while it hydrates (its first `Intl` call starts ICU, a long task;
 * docs/decisions/rendering-and-hydration.md).
 */
const asShown = <A extends { contentHtml: string; publishedAt: string }>(
  article: A,
  { localePath, locale }: ContentReader,
) => ({
  ...article,
  contentHtml: rewriteShopifyLinks(article.contentHtml, localePath),
  published: publishedDate(article.publishedAt, locale),
});

/** The blogs with their latest articles, as root fields of a query that declares `$first`. */
export const BLOG_LIST_FRAGMENT = `#graphql
  ${ARTICLE_CARD_FRAGMENT}
  fragment BlogList on QueryRoot {
    blogs(first: 10) {
      nodes {
        id
        handle
        title
        seo {
          title
          description
        }
        articles(first: $first, sortKey: PUBLISHED_AT, reverse: true) {
          nodes {
            ...ArticleCard
          }
        }
      }
    }
  }
` as const;

const BLOGS_QUERY = `#graphql
  ${BLOG_LIST_FRAGMENT}
  query Blogs($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    ...BlogList
  }
` as const;

/** The named blogs, in the order given, each with its latest articles: one query. */
export async function loadBlogs(reader: ContentReader, handles: readonly string[], first = 3) {
  const { blogs } = await storefrontQuery(reader.storefront, BLOGS_QUERY, {
    variables: { first },
    cache: CATALOGUE_CACHE,
  }).catch(outage('Failed to fetch page', reader.storefront.log));
  return namedBlogs(blogs, reader, handles);
}

/** The named blogs of a `BlogList` answer (a page's own query may carry it), as the page shows them. */
export function namedBlogs(blogs: BlogListFragment['blogs'], reader: ContentReader, handles: readonly string[]) {
  return handles.flatMap((handle) =>
    blogs.nodes
      .filter((blog) => blog.handle === handle)
      .map((blog) => ({ ...blog, articles: { nodes: blog.articles.nodes.map((a) => asShown(a, reader)) } })),
  );
}

const ARTICLE_QUERY = `#graphql
  ${ARTICLE_CARD_FRAGMENT}
  query Article($blog: String!, $handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    blog(handle: $blog) {
      title
      articles(first: 12, sortKey: PUBLISHED_AT, reverse: true) {
        nodes {
          ...ArticleCard
          tags
        }
      }
      articleByHandle(handle: $handle) {
        id
        handle
        title
        excerpt
        contentHtml
        publishedAt
        tags
        authorV2 {
          name
        }
        image {
          url(transform: { maxWidth: 1600 })
          altText
          width
          height
        }
        seo {
          title
          description
        }
      }
    }
  }
` as const;

/**
 * An article, the products it links to (./article-products, as cards) and the stories it ends with
 * (./related.ts, as cards without their text).
 */
export async function loadArticle(reader: ContentReader, blog: string, handle: string, extras: ArticleProductsContext) {
  const data = await storefrontQuery(reader.storefront, ARTICLE_QUERY, {
    variables: { blog, handle },
    cache: CATALOGUE_CACHE,
  }).catch(outage('Failed to fetch page', reader.storefront.log));
  const article = data.blog?.articleByHandle;
  if (!article) return null;
  const shown = asShown(article, reader);
  // The handles are in the body, so this read follows the article's (one query, cached alike).
  const products = articleProducts(
    reader.storefront,
    linkedProducts(shown.contentHtml, reader.localePath('/shop')),
    extras,
  );
  const related = relatedStories(data.blog!.articles.nodes, article).map(({ tags: _, ...card }) => ({
    ...asShown(card, reader),
    contentHtml: '',
  }));
  return { blogTitle: data.blog!.title, article: shown, products: await products, related };
}
