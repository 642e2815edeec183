// The fields a search result is shown with (results page and suggestions): a product's image and
// price from, a story's excerpt and image, a page's summary, a collection's description and image.
import { MONEY_FRAGMENT } from '~/graphql/fragments';

export const SEARCH_PRODUCT_FRAGMENT = `#graphql
  ${MONEY_FRAGMENT}
  fragment SearchProduct on Product {
    id
    handle
    title
    featuredImage {
      url(transform: { maxWidth: 160 })
      altText
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
  }
` as const;

export const SEARCH_CONTENT_FRAGMENT = `#graphql
  fragment SearchContent on SearchResultItem {
    __typename
    ... on Article {
      id
      handle
      title
      excerpt
      image {
        url(transform: { maxWidth: 160 })
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
` as const;

export const SEARCH_COLLECTION_FRAGMENT = `#graphql
  fragment SearchCollection on Collection {
    id
    handle
    title
    description
    image {
      url(transform: { maxWidth: 160 })
      altText
    }
  }
` as const;
