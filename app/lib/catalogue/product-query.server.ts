// The product page's Storefront queries (app/routes/product.tsx). The first asks for the product
// with no option choice and for the kit's recommendations in one sub-request; with a choice in the URL
// the product is asked again alone (docs/decisions/product-page.md, "Queries"). Money comes once per
// operation: with the kit's cards in the first, on its own in the second.
import { MONEY_FRAGMENT } from '~/graphql/fragments';
import { PRODUCT_KIT_FRAGMENT } from './recommendations.server';

const PRODUCT_FRAGMENT = `#graphql
  fragment ProductVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    selectedOptions {
      name
      value
    }
    price {
      ...Money
    }
    compareAtPrice {
      ...Money
    }
    image {
      url
    }
  }
  fragment ProductPage on Product {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      seo {
        title
        description
      }
      options {
        name
        optionValues {
          name
        }
      }
      selectedOrFirstAvailableVariant(
        selectedOptions: $selectedOptions
        ignoreUnknownOptions: true
        caseInsensitiveMatch: true
      ) {
        ...ProductVariant
      }
      variants(first: 50) {
        nodes {
          ...ProductVariant
        }
      }
      media(first: 50) {
        nodes {
          __typename
          ... on MediaImage {
            id
            alt
            image {
              url(transform: { maxWidth: 1200 })
              altText
              width
              height
            }
          }
          ... on Video {
            id
            alt
            previewImage {
              url(transform: { maxWidth: 1200 })
            }
            sources {
              url
              mimeType
            }
          }
        }
      }
  }
` as const;

export const PRODUCT_QUERY = `#graphql
  ${PRODUCT_FRAGMENT}
  ${PRODUCT_KIT_FRAGMENT}
  query Product(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductPage
    }
    ...ProductKit
  }
` as const;

export const PRODUCT_CHOICE_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  ${PRODUCT_FRAGMENT}
  query ProductChoice(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductPage
    }
  }
` as const;
