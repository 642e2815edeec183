// /search?q=: the catalogue's search results (products first as cards, then collections, then
// stories and pages) through the Storefront search, in the visitor's currency and the page's language; empty and
// no-result states (best sellers and the chat offered); products paged by Shopify's cursors as
// every listing is (a bad or unknown cursor: 400; past the end: 404).
import { data } from 'react-router';
import type { Route } from './+types/search';
import { pageTitle } from '~/lib/seo/meta';
import { SearchResults } from '~/components/search/search-results';
import { format } from '~/lib/i18n/format';
import { sections } from '~/lib/i18n/messages/index.server';
import { refusal } from '~/lib/listing/listing.server';
import { parseListingQuery } from '~/lib/listing/query';
import { parseSearchParams } from '~/lib/search/query';
import { searchCatalogue } from '~/lib/search/search.server';
import { cardRatingWords } from '~/lib/review/card-rating.server';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { q } = parseSearchParams(url.searchParams);
  const { localePath: path } = context;
  const words = context.messages.search.page;
  // The listings' pager, refusal and cards (~/components/listing, cards) in the page's language.
  const messages = sections(context.messages, 'listing', 'cards');
  const paths = { search: path('/search'), shop: path('/shop'), help: path('/help') };
  if (!q) return { q, page: null, refusal: null, words, paths, messages };
  const listing = parseListingQuery(url.searchParams, messages.listing.refused);
  if (!listing.ok) {
    const firstPage = `${paths.search}?${new URLSearchParams({ q })}`;
    return data(
      { q, page: null, refusal: refusal(400, listing.message, firstPage), words, paths, messages },
      { status: 400 },
    );
  }
  const ratings = cardRatingWords(context, request);
  const page = await searchCatalogue(
    context.storefrontCalls,
    q,
    listing.query.page,
    path,
    messages.listing.refused,
    ratings,
  );
  if ('ok' in page) return data({ q, page: null, refusal: page, words, paths, messages }, { status: page.status });
  return { q, page, refusal: null, words, paths, messages };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...(data ? [{ title: pageTitle(data.q ? format(data.words.titleFor, { q: data.q }) : data.words.title) }] : []),
  { name: 'robots', content: 'noindex' },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchResults {...loaderData} />;
}
