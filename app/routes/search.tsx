// /search?q=: the catalogue's search results (products, stories, pages) through the Storefront
// `search` query, in the visitor's currency; empty and no-result states; paged with `after`.
import type { Route } from './+types/search';
import { pageTitle } from '~/lib/seo/meta';
import { SearchResults } from '~/components/search/search-results';
import { parseSearchParams } from '~/lib/search/query';
import { searchCatalogue } from '~/lib/search/search.server';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { q, after } = parseSearchParams(url.searchParams);
  if (!q) return { q, page: null };
  return { q, page: await searchCatalogue(context.storefront, q, after) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.q ? `Search: ${data.q}` : 'Search') },
  { name: 'robots', content: 'noindex' },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchResults q={loaderData.q} page={loaderData.page} />;
}
