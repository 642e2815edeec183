// Catalogue search through the Storefront API: the results page (`search`: products, articles,
// pages, paged) and the header's suggestions (`predictiveSearch`), both in the visitor's market,
// so prices come in their currency.
import type { Storefront } from '@shopify/hydrogen';
import { MONEY_FRAGMENT } from '~/graphql/fragments';
import { data } from 'react-router';
import { outage } from '~/lib/http/upstream.server';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { SEARCH_PAGE_SIZE, SUGGESTION_LIMIT } from './limits';
import { resultPath } from './paths';

const SEARCH_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  query Search($query: String!, $first: Int!, $after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(
      query: $query
      first: $first
      after: $after
      types: [PRODUCT, ARTICLE, PAGE]
      prefix: LAST
      unavailableProducts: LAST
    ) {
      totalCount
      pageInfo {
        hasNextPage
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

/** An error's message with its cause (Hydrogen keeps Shopify's GraphQL errors there). */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let cause = '';
  try {
    cause = JSON.stringify(error.cause) ?? '';
  } catch {
    // A cause that cannot be serialised says nothing useful here.
  }
  return `${error.message} ${cause}`;
}

export const INVALID_PAGE = 'This page of results does not exist. Search again from the first page.';

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
  next: string | null;
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

export async function searchCatalogue(
  storefront: Storefront,
  query: string,
  after: string | null,
): Promise<SearchPage> {
  const { search } = await storefront
    .query(SEARCH_QUERY, { variables: { query, first: SEARCH_PAGE_SIZE, after }, cache: CATALOGUE_CACHE })
    .catch((error: unknown) => {
      // A page link that names a cursor Shopify does not know is bad input, not an outage.
      if (after && /invalid cursor/i.test(errorText(error))) throw data(INVALID_PAGE, { status: 400 });
      return outage('Failed to fetch products')(error);
    });
  return {
    hits: (search.nodes as Node[]).map(toHit).filter((h) => h !== null),
    total: search.totalCount,
    next: search.pageInfo.hasNextPage ? (search.pageInfo.endCursor ?? null) : null,
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
