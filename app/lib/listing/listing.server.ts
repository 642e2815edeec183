// A collection's products as one listing page (/shop is the SHOP_COLLECTION, docs/decisions/listings.md):
// one Storefront query per page (24 products, the facets with their counts, the page's cursors)
// with the listing query's sort, filters and cursor. A cursor Shopify cannot place is a 400, a
// page past the end a 404, a filter the list does not offer a 400; each says so and links to the
// first page. An upstream fault is an outage (503).
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { productCards, type ProductCard } from '~/lib/catalogue/product-cards.server';
import type { CardRatingWords } from '~/lib/review/card-rating.server';
import { outage } from '~/lib/http/upstream.server';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { isInvalidCursor, paginationVariables } from './cursor.server';
import { productCount } from './count';
import { activeFilters, facetsOf, unofferedFilter, type ActiveFilter, type Facet } from './facets';
import { SORT_KEYS, storefrontFilters, type ListingQuery } from './query';
import { LISTING_PAGE_SIZE } from './settings';
import { toSearch, type PageInfo, type Pair, type SortId } from './url';

const LISTING_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query CollectionListing(
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $filters: [ProductFilter!]
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      descriptionHtml
      image {
        url(transform: { maxWidth: 1200 })
      }
      seo {
        title
        description
      }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        sortKey: $sortKey
        reverse: $reverse
        filters: $filters
      ) {
        nodes {
          ...ProductCard
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
        filters {
          id
          label
          type
          values {
            id
            label
            count
            input
          }
        }
      }
    }
  }
` as const;

/** What a listing page shows (~/components/listing/listing-view). */
export interface ListingView {
  pathname: string;
  /** Sort and filters as the URL carries them: the first page, and the base of every page link. */
  base: Pair[];
  sort: SortId;
  products: ProductCard[];
  /** Products in the whole (filtered) list; null when Shopify's answer cannot tell (./count). */
  total: number | null;
  pageInfo: PageInfo;
  direction: 'next' | 'previous';
  facets: Facet[];
  active: ActiveFilter[];
  /** The listing without its filters (sort kept); null when none is chosen. */
  clearHref: string | null;
}

/** A listing URL that names no page: the reason, and the way back to the first page. */
export interface ListingRefusal {
  status: 400 | 404;
  message: string;
  firstPage: string;
}

export type ListingPage<C> = { ok: true; collection: C; view: ListingView } | ({ ok: false } & ListingRefusal);

export const refusal = (status: 400 | 404, message: string, firstPage: string) =>
  ({ ok: false, status, message, firstPage }) as const;

interface ListingContext {
  storefrontCalls: StorefrontCalls;
  market: { country: { currency: string } };
  /** The page's words: its refusals and filter chips. */
  messages: Pick<Messages, 'listing'>;
}

/**
 * The page of collection `handle` that `query` names, at `pathname` (the page's own, with its
 * language prefix); null when Shopify has no such collection. `failure` is the spec's message for an
 * outage; `ratings` how the cards write their ratings (null: reviews are off).
 */
export async function loadListing(
  { storefrontCalls, market, messages }: ListingContext,
  pathname: string,
  handle: string,
  query: ListingQuery,
  failure: string,
  ratings: CardRatingWords | null = null,
) {
  const { cursor } = query.page;
  const words = messages.listing;
  const firstPage = pathname + toSearch(query.base);
  const answer = await storefrontQuery(storefrontCalls, LISTING_QUERY, {
    variables: {
      handle,
      ...paginationVariables(query.page, LISTING_PAGE_SIZE),
      ...SORT_KEYS[query.sort],
      filters: storefrontFilters(query.filters),
    },
    cache: CATALOGUE_CACHE,
  }).catch((error: unknown) => {
    if (isInvalidCursor(error, cursor)) return null;
    return outage(failure, storefrontCalls.log)(error);
  });
  if (!answer || isInvalidCursor(answer.errors, cursor)) return refusal(400, words.refused.invalidPage, firstPage);
  if (answer.errors?.length) outage(failure, storefrontCalls.log)(answer.errors[0]);
  const { collection } = answer;
  if (!collection) return null;
  const { products, ...info } = collection;
  const unoffered = unofferedFilter(products.filters, query.filters);
  if (unoffered) return refusal(400, format(words.refused.notFilterable, { name: unoffered }), pathname);
  if (cursor && products.nodes.length === 0) return refusal(404, words.refused.pastTheEnd, firstPage);
  const currency = market.country.currency || products.nodes[0]?.priceRange.minVariantPrice.currencyCode || 'CHF';
  const facets = facetsOf(products.filters, query.filters, currency);
  const view: ListingView = {
    pathname,
    base: query.base,
    sort: query.sort,
    products: productCards(products.nodes, ratings),
    total: productCount(products.filters, query.filters, {
      shown: products.nodes.length,
      onePage: !cursor && !products.pageInfo.hasNextPage,
    }),
    pageInfo: products.pageInfo,
    direction: query.page.direction,
    facets,
    active: activeFilters(pathname, query.base, query.filters, facets, currency, words),
    clearHref: query.filters.length
      ? pathname + toSearch(query.base.filter(([name]) => !name.startsWith('filter.')))
      : null,
  };
  return { ok: true, collection: info, view } as const;
}
