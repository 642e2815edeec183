// Catalogue search through the Storefront API: the results page (`search`: products, articles,
// pages, paged by Shopify's cursors like every listing, docs/decisions/198) and the header's
// suggestions (`predictiveSearch`), both in the visitor's market, so prices come in their currency.
import type { Storefront } from '@shopify/hydrogen';
import { MONEY_FRAGMENT } from '~/graphql/fragments';
import { outage } from '~/lib/http/upstream.server';
import { isInvalidCursor, paginationVariables } from '~/lib/listing/cursor.server';
import { refusal, type ListingRefusal } from '~/lib/listing/listing.server';
import type { PageQuery, RefusalWords } from '~/lib/listing/query';
import type { PageInfo } from '~/lib/listing/url';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { SEARCH_PAGE_SIZE, SUGGESTION_LIMIT } from './limits';
import { resultPath } from './paths';

const SEARCH_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  query Search(
    $query: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $query
      first: $first
      last: $last
      before: $startCursor
      after: $endCursor
      types: [PRODUCT, ARTICLE, PAGE]
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
          id
          handle
          title
          featuredImage {
            url(transform: { maxWidth: 240 })
            altText
          }
          priceRange {
            minVariantPrice {
              ...Money
            }
          }
        }
        ... on Article {
          id
          handle
          title
          excerpt
          image {
            url(transform: { maxWidth: 240 })
            altText
          }
          blog {
            handle
          }
        }
        ... on Page {
          id
          handle
          title
          bodySummary
        }
      }
    }
  }
` as const;

const PREDICTIVE_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  query PredictiveSearch($query: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    predictiveSearch(query: $query, limit: $limit, types: [PRODUCT, ARTICLE, PAGE], unavailableProducts: LAST) {
      products {
        id
        handle
        title
        priceRange {
          minVariantPrice {
            ...Money
          }
        }
      }
      articles {
        id
        handle
        title
        blog {
          handle
        }
      }
      pages {
        id
        handle
        title
      }
    }
  }
` as const;

export type SearchKind = 'product' | 'article' | 'page';

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  path: string;
  /** Price from (products), excerpt (articles, pages). */
  detail: string | null;
  price: { amount: string; currencyCode: string } | null;
  image: { url: string; altText: string | null } | null;
}

export interface SearchPage {
  hits: SearchHit[];
  total: number;
  pageInfo: PageInfo;
  direction: PageQuery['direction'];
}

type Node = {
  __typename: string;
  id?: string;
  handle?: string;
  title?: string;
  excerpt?: string | null;
  bodySummary?: string;
  blog?: { handle: string };
  featuredImage?: { url: string; altText?: string | null } | null;
  image?: { url: string; altText?: string | null } | null;
  priceRange?: { minVariantPrice: { amount: string; currencyCode: string } };
};

function toHit(node: Node): SearchHit | null {
  const kind = ({ Product: 'product', Article: 'article', Page: 'page' } as const)[node.__typename as 'Product'];
  if (!kind || !node.id || !node.handle || !node.title) return null;
  const path = resultPath(kind, node.handle, node.blog?.handle);
  if (!path) return null;
  const text = (node.excerpt ?? node.bodySummary ?? '').trim();
  const picture = node.featuredImage ?? node.image;
  return {
    id: node.id,
    kind,
    title: node.title,
    path,
    detail: text ? text.slice(0, 160) : null,
    price: node.priceRange?.minVariantPrice ?? null,
    image: picture ? { url: picture.url, altText: picture.altText ?? null } : null,
  };
}

/**
 * The page of results `page` names; a cursor Shopify cannot place or a page past the end is refused,
 * in `refused` (the page's language).
 */
export async function searchCatalogue(
  storefront: Storefront,
  query: string,
  page: PageQuery,
  refused: RefusalWords,
): Promise<SearchPage | ({ ok: false } & ListingRefusal)> {
  const firstPage = `/search?${new URLSearchParams({ q: query })}`;
  const answer = await storefront
    .query(SEARCH_QUERY, {
      variables: { query, ...paginationVariables(page, SEARCH_PAGE_SIZE) },
      cache: CATALOGUE_CACHE,
    })
    .catch((error: unknown) => {
      if (isInvalidCursor(error, page.cursor)) return null;
      return outage('Failed to fetch products')(error);
    });
  if (!answer || isInvalidCursor(answer.errors, page.cursor)) return refusal(400, refused.invalidPage, firstPage);
  const { search } = answer;
  if (page.cursor && search.nodes.length === 0) return refusal(404, refused.pastTheEnd, firstPage);
  return {
    hits: (search.nodes as Node[]).map(toHit).filter((h) => h !== null),
    total: search.totalCount,
    pageInfo: search.pageInfo,
    direction: page.direction,
  };
}

export async function suggest(storefront: Storefront, query: string): Promise<SearchHit[]> {
  const { predictiveSearch } = await storefront
    .query(PREDICTIVE_QUERY, { variables: { query, limit: SUGGESTION_LIMIT }, cache: CATALOGUE_CACHE })
    .catch(outage('Failed to fetch products'));
  if (!predictiveSearch) return [];
  const nodes: Node[] = [
    ...predictiveSearch.products.map((p) => ({ ...p, __typename: 'Product' })),
    ...predictiveSearch.articles.map((a) => ({ ...a, __typename: 'Article' })),
    ...predictiveSearch.pages.map((p) => ({ ...p, __typename: 'Page' })),
  ];
  return nodes.map(toHit).filter((h) => h !== null);
}
