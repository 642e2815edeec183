// Fragments shared by several Storefront operations. An operation interpolates the constant
// (`${MONEY_FRAGMENT}`) instead of repeating its text; codegen resolves the interpolation by the
// constant's name, so each name is defined once in app/.
export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
` as const;

// A card's rating is what review apps write on each product, Shopify's standard `reviews.rating` and
// `reviews.rating_count` metafields: read with the card, no review-API call (docs/decisions/reviews.md).
export const PRODUCT_CARD_FRAGMENT = `#graphql
  ${MONEY_FRAGMENT}
  fragment ProductCard on Product {
    id
    handle
    title
    availableForSale
    featuredImage {
      url(transform: { maxWidth: 600 })
      altText
    }
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    rating: metafield(namespace: "reviews", key: "rating") {
      value
    }
    ratingCount: metafield(namespace: "reviews", key: "rating_count") {
      value
    }
  }
` as const;

export const ARTICLE_CARD_FRAGMENT = `#graphql
  fragment ArticleCard on Article {
    id
    handle
    title
    excerpt
    publishedAt
    contentHtml
    authorV2 {
      name
    }
    image {
      url(transform: { maxWidth: 800 })
      altText
      width
      height
    }
  }
` as const;
