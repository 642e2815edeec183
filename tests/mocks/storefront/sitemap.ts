// QueryRoot.sitemap(type:) as Shopify answers it: `pagesCount` and `resources(page:)`, pages of up
// to 250 resources numbered from 1, in the catalogue's order. A page past the last is empty with
// hasNextPage false (Shopify: "empty pages may occur"); a page below 1 is an error.
import { GraphQLError } from 'graphql';
import { seed } from './seed';

const PAGE_SIZE = 250;

interface Resource {
  handle: string;
  updatedAt: string;
  title: string;
}

function resources(type: string): Resource[] {
  switch (type) {
    case 'PRODUCT':
      return seed.products
        .filter((p) => p.publishedAt)
        .map(({ handle, updatedAt, title }) => ({ handle, updatedAt, title }));
    case 'COLLECTION':
      return seed.collections.map(({ handle, updatedAt, title }) => ({ handle, updatedAt, title }));
    case 'PAGE':
      return seed.pages.map(({ handle, updatedAt, title }) => ({ handle, updatedAt, title }));
    case 'BLOG':
      return seed.blogs.map(({ handle, title }) => ({ handle, title, updatedAt: '2024-01-01T00:00:00Z' }));
    case 'ARTICLE':
      // Shopify names an article by its own handle only (not its blog's).
      return seed.blogs.flatMap((blog) =>
        blog.articles.map(({ handle, title, publishedAt }) => ({ handle, title, updatedAt: publishedAt })),
      );
    default:
      return [];
  }
}

export function sitemapObject({ type }: Record<string, unknown>) {
  const all = () => resources(String(type));
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
