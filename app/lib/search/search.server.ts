// Catalogue search through the Storefront API, in the visitor's market and the page's language.
// The results page lists products first, paged by Shopify's cursors like every listing
// (docs/decisions/listings.md), and on its first page the collections, stories and pages the query finds;
// with no result at all, the best-selling products instead. Products come as the listings' cards
// (~/components/cards/product-grid) in Shopify's relevance order (`sortKey: RELEVANCE`). The
// header's suggestions come from `predictiveSearch`, a handful of each kind. Pages kept out of
// search engines are dropped (./paths).
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { outage } from '~/lib/http/upstream.server';
import { isInvalidCursor, paginationVariables } from '~/lib/listing/cursor.server';
import { refusal, type ListingRefusal } from '~/lib/listing/listing.server';
import type { PageQuery, RefusalWords } from '~/lib/listing/query';
import type { PageInfo } from '~/lib/listing/url';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { productCards, type ProductCard } from '~/lib/catalogue/product-cards.server';
import { formatMoney } from '~/lib/catalogue/money';
import type { CardRatingWords } from '~/lib/review/card-rating.server';
import { SEARCH_COLLECTION_FRAGMENT, SEARCH_CONTENT_FRAGMENT, SEARCH_PRODUCT_FRAGMENT } from './fragments';
import { toHit, type SearchHit, type SearchNode } from './hits';
import { CONTENT_LIMIT, SEARCH_PAGE_SIZE, SUGGESTED_PRODUCTS, SUGGESTION_LIMIT } from './limits';

const SEARCH_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  ${SEARCH_CONTENT_FRAGMENT}
  ${SEARCH_COLLECTION_FRAGMENT}
  query Search(
    $query: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $withContent: Boolean!
    $contentLimit: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products: search(
      query: $query
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
      types: [PRODUCT]
      sortKey: RELEVANCE
      prefix: LAST
      unavailableProducts: LAST
    ) {
      totalCount
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
      nodes {
        __typename
        ... on Product {
          ...ProductCard
          options {
            name
            optionValues {
              name
              firstSelectableVariant {
                selectedOptions {
                  name
                  value
                }
                price {
                  currencyCode
                  amount
                }
                image {
                  url(transform: { maxWidth: 160 })
                  altText
                }
              }
            }
          }
        }
      }
    }
    content: search(query: $query, first: $contentLimit, types: [ARTICLE, PAGE], prefix: LAST)
      @include(if: $withContent) {
      nodes {
        ...SearchContent
      }
    }
    collections: predictiveSearch(query: $query, limit: $contentLimit, limitScope: EACH, types: [COLLECTION])
      @include(if: $withContent) {
      collections {
        ...SearchCollection
      }
    }
  }
` as const;

const SUGGESTED_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query SearchSuggestedProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
` as const;

const PREDICTIVE_QUERY = `#graphql
  ${SEARCH_PRODUCT_FRAGMENT}
  ${SEARCH_CONTENT_FRAGMENT}
  ${SEARCH_COLLECTION_FRAGMENT}
  query PredictiveSearch($query: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    predictiveSearch(
      query: $query
      limit: $limit
      limitScope: EACH
      types: [PRODUCT, COLLECTION, ARTICLE, PAGE]
      unavailableProducts: LAST
    ) {
      products {
        ...SearchProduct
      }
      collections {
        ...SearchCollection
      }
      articles {
        ...SearchContent
      }
      pages {
        ...SearchContent
      }
    }
  }
` as const;

export interface SearchPage {
  /** This page's products, as the listings' cards. */
  hits: ProductCard[];
  /** Products found in all. */
  total: number;
  /** Collections (the first page only). */
  collections: SearchHit[];
  /** Stories and pages (the first page only). */
  content: SearchHit[];
  /** Best sellers, when nothing at all was found. */
  suggested: ProductCard[];
  pageInfo: PageInfo;
  direction: PageQuery['direction'];
}

type Path = (url: string) => string;
const typed = (typename: string) => (node: object) => ({ __typename: typename, ...node }) as SearchNode;
const hitsOf = (nodes: SearchNode[], query: string, path: Path) =>
  nodes.map((node) => toHit(node, query, path)).filter((hit) => hit !== null);

type CardNode = Parameters<typeof productCards>[0][number] & SearchNode;

/** Products as cards; one whose option value the query names links to that variant, at its price. */
function productHits(nodes: CardNode[], query: string, path: Path, ratings: CardRatingWords | null) {
  const cards = productCards(nodes, ratings);
  return cards.flatMap((card, i) => {
    const hit = toHit({ ...nodes[i]!, __typename: 'Product' }, query, path);
    if (!hit) return [];
    if (!hit.variant || !hit.price) return [card];
    return [{ ...card, variant: { to: hit.path, label: hit.variant, price: formatMoney(hit.price) } }];
  });
}

/**
 * The page of results `page` names; a cursor Shopify cannot place or a page past the end is refused,
 * in `refused` (the page's language).
 */
export async function searchCatalogue(
  storefront: StorefrontCalls,
  query: string,
  page: PageQuery,
  path: Path,
  refused: RefusalWords,
  ratings: CardRatingWords | null = null,
): Promise<SearchPage | ({ ok: false } & ListingRefusal)> {
  const firstPage = `${path('/search')}?${new URLSearchParams({ q: query })}`;
  const withContent = !page.cursor;
  const answer = await storefrontQuery(storefront, SEARCH_QUERY, {
    variables: {
      query,
      withContent,
      contentLimit: CONTENT_LIMIT,
      ...paginationVariables(page, SEARCH_PAGE_SIZE),
    },
    cache: CATALOGUE_CACHE,
  }).catch((error: unknown) => {
    if (isInvalidCursor(error, page.cursor)) return null;
    return outage('Failed to fetch products', storefront.log)(error);
  });
  if (!answer || isInvalidCursor(answer.errors, page.cursor)) return refusal(400, refused.invalidPage, firstPage);
  const { products } = answer;
  if (page.cursor && products.nodes.length === 0) return refusal(404, refused.pastTheEnd, firstPage);
  const hits = productHits(products.nodes as CardNode[], query, path, ratings);
  const collections = hitsOf((answer.collections?.collections ?? []).map(typed('Collection')), query, path);
  const contentHits = hitsOf((answer.content?.nodes ?? []) as SearchNode[], query, path);
  let suggested: ProductCard[] = [];
  if (withContent && hits.length === 0 && collections.length === 0 && contentHits.length === 0) {
    const best = await storefrontQuery(storefront, SUGGESTED_QUERY, {
      variables: { first: SUGGESTED_PRODUCTS },
      cache: CATALOGUE_CACHE,
    }).catch(outage('Failed to fetch products', storefront.log));
    suggested = productCards(best.products.nodes, ratings);
  }
  return {
    hits,
    total: products.totalCount,
    collections,
    content: contentHits,
    suggested,
    pageInfo: products.pageInfo,
    direction: page.direction,
  };
}

/** The header's suggestions: products, collections, stories and pages, a handful of each, in that order. */
export async function suggest(storefront: StorefrontCalls, query: string, path: Path): Promise<SearchHit[]> {
  const { predictiveSearch } = await storefrontQuery(storefront, PREDICTIVE_QUERY, {
    variables: { query, limit: SUGGESTION_LIMIT },
    cache: CATALOGUE_CACHE,
  }).catch(outage('Failed to fetch products', storefront.log));
  if (!predictiveSearch) return [];
  const nodes: SearchNode[] = [
    ...predictiveSearch.products.map(typed('Product')),
    ...predictiveSearch.collections.map(typed('Collection')),
    ...(predictiveSearch.articles as SearchNode[]),
    ...(predictiveSearch.pages as SearchNode[]),
  ];
  return hitsOf(nodes, query, path);
}
