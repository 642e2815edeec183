// The collections /shop links, a page at a time (Hydrogen's `collections` pagination namespace):
// a bounded list on every page, and every collection reachable, also without JavaScript
// (docs/decisions/listings.md). An outage leaves the links out; a cursor Shopify cannot place is a 400.
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { goOnWithout, type UpstreamFaults } from '~/lib/http/upstream.server';
import type { Messages } from '~/lib/i18n/messages/types';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { isInvalidCursor, paginationVariables } from './cursor.server';
import { refusal } from './listing.server';
import type { ListingQuery } from './query';
import { COLLECTIONS_PAGE_SIZE, SHOP_COLLECTION } from './settings';
import { COLLECTIONS_NAMESPACE, pageHref, toSearch } from './url';

const COLLECTION_LINKS_QUERY = `#graphql
  query CollectionLinks(
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collections(first: $first, last: $last, before: $startCursor, after: $endCursor) {
      nodes {
        id
        handle
        title
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
` as const;

export interface CollectionLinks {
  ok: true;
  links: { id: string; handle: string; title: string }[];
  previous: string | null;
  next: string | null;
}

export async function collectionLinks(
  {
    storefrontCalls,
    upstreamFaults,
    messages,
  }: { storefrontCalls: StorefrontCalls; upstreamFaults: UpstreamFaults; messages: Pick<Messages, 'listing'> },
  pathname: string,
  query: ListingQuery,
) {
  const { cursor } = query.collectionsPage;
  const answer = await storefrontQuery(storefrontCalls, COLLECTION_LINKS_QUERY, {
    variables: paginationVariables(query.collectionsPage, COLLECTIONS_PAGE_SIZE),
    cache: CATALOGUE_CACHE,
  }).catch((error: unknown) =>
    isInvalidCursor(error, cursor)
      ? ('invalid' as const)
      : goOnWithout(upstreamFaults, 'storefront', 'Collections', null)(error),
  );
  if (answer === 'invalid' || isInvalidCursor(answer?.errors, cursor))
    return refusal(400, messages.listing.refused.invalidPage, pathname + toSearch(query.base));
  if (!answer) return null;
  const { nodes, pageInfo } = answer.collections;
  const at = (cursor: string | null | undefined, direction: 'next' | 'previous') =>
    cursor ? pageHref(pathname, query.base, cursor, direction, COLLECTIONS_NAMESPACE) : null;
  if (cursor && nodes.length === 0)
    return refusal(404, messages.listing.refused.pastTheEnd, pathname + toSearch(query.base));
  return {
    ok: true,
    links: nodes.filter((c) => c.handle !== SHOP_COLLECTION),
    previous: pageInfo.hasPreviousPage ? at(pageInfo.startCursor, 'previous') : null,
    next: pageInfo.hasNextPage ? at(pageInfo.endCursor, 'next') : null,
  } satisfies CollectionLinks;
}
