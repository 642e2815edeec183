// QueryRoot.sitemap(type:) as Shopify answers it: `pagesCount` and `resources(page:)`, pages of up
// to 250 resources numbered from 1, in the catalogue's order. A page past the last is empty with
// hasNextPage false (Shopify: "empty pages may occur"); a page below 1 is an error. Titles are in
// the query's language.
import { GraphQLError } from 'graphql';
import type { StorefrontContext } from './context';
import type { ShopLanguage } from './languages';
import { localizedArticle, localizedBlog, localizedCollection, localizedPage, localizedProduct } from './localize';
import { seed } from './seed';

const PAGE_SIZE = 250;

interface Resource {
  handle: string;
  updatedAt: string;
  title: string;
}

function resources(type: string, language: ShopLanguage): Resource[] {
  switch (type) {
    case 'PRODUCT':
      return seed.products
        .filter((p) => p.publishedAt)
        .map((p) => ({ handle: p.handle, updatedAt: p.updatedAt, title: localizedProduct(p, language).title }));
    case 'COLLECTION':
      return seed.collections.map((c) => ({
        handle: c.handle,
        updatedAt: c.updatedAt,
        title: localizedCollection(c, language).title,
      }));
    case 'PAGE':
      return seed.pages.map((p) => ({
        handle: p.handle,
        updatedAt: p.updatedAt,
        title: localizedPage(p, language).title,
      }));
    case 'BLOG':
      return seed.blogs.map((b) => ({
        handle: b.handle,
        title: localizedBlog(b, language).title,
        updatedAt: '2024-01-01T00:00:00Z',
      }));
    case 'ARTICLE':
      // Shopify names an article by its own handle only (not its blog's).
      return seed.blogs.flatMap((blog) =>
        blog.articles.map((a) => ({
          handle: a.handle,
          title: localizedArticle(blog, a, language).title,
          updatedAt: a.publishedAt,
        })),
      );
    default:
      return [];
  }
}

export function sitemapObject({ type }: Record<string, unknown>, ctx: StorefrontContext) {
  const all = () => resources(String(type), ctx.languageCode);
  return {
    pagesCount: () => ({ count: Math.ceil(all().length / PAGE_SIZE), precision: 'EXACT' }),
    resources: ({ page }: Record<string, unknown>) => {
      const number = Number(page);
      if (!Number.isInteger(number) || number < 1) {
        throw new GraphQLError(`Invalid page: ${String(page)}`, { extensions: { code: 'BAD_REQUEST' } });
      }
      const list = all();
      const items = list.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE);
      return {
        hasNextPage: number * PAGE_SIZE < list.length,
        items: items.map((item) => ({ __typename: 'SitemapResource', image: null, ...item })),
      };
    },
  };
}
