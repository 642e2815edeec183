// /search?q=: the catalogue's search results (products, stories, pages) through the Storefront
// `search` query, in the visitor's currency; empty and no-result states; paged by Shopify's cursors
// as every listing is (a bad or unknown cursor: 400; past the end: 404).
import { data } from 'react-router';
import type { Route } from './+types/search';
import { pageTitle } from '~/lib/seo/meta';
import { SearchResults } from '~/components/search/search-results';
import { sections } from '~/lib/i18n/messages/index.server';
import { refusal } from '~/lib/listing/listing.server';
import { parseListingQuery } from '~/lib/listing/query';
import { parseSearchParams } from '~/lib/search/query';
import { searchCatalogue } from '~/lib/search/search.server';

export async function loader({ url, context }: Route.LoaderArgs) {
  // The listings' pager and refusal (~/components/listing) say their words in the page's language.
  const messages = sections(context.messages, 'listing');
  const { q } = parseSearchParams(url.searchParams);
  if (!q) return { q, page: null, refusal: null, messages };
  const listing = parseListingQuery(url.searchParams, messages.listing.refused);
  if (!listing.ok) {
    const firstPage = `/search?${new URLSearchParams({ q })}`;
    return data({ q, page: null, refusal: refusal(400, listing.message, firstPage), messages }, { status: 400 });
  }
  const page = await searchCatalogue(context.storefront, q, listing.query.page, messages.listing.refused);
  if ('ok' in page) return data({ q, page: null, refusal: page, messages }, { status: page.status });
  return { q, page, refusal: null, messages };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.q ? `Search: ${data.q}` : 'Search') },
  { name: 'robots', content: 'noindex' },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchResults q={loaderData.q} page={loaderData.page} refusal={loaderData.refusal} />;
}
