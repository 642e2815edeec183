// The cart fragments Hydrogen's cart handler sends with its own operations (createHydrogenContext's
// `cart.queryFragment` / `cart.mutateFragment`); codegen types them as CartApiQueryFragment and
// CartApiMutationFragment.
import { MONEY_FRAGMENT } from './fragments';

// One cart line as the shop reads it; the product's variants let the shopper change the line's
// variant in place (replace lines, spec §7).
export const CART_LINE_FRAGMENT = `#graphql
  ${MONEY_FRAGMENT}
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        title
        sku
        image {
          id
          url
          altText
          width
          height
        }
        price {
          ...Money
        }
        product {
          handle
          title
          id
          vendor
          variants(first: 50) {
            nodes {
              id
              title
              availableForSale
            }
          }
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
` as const;

// The cart as the shop reads it (app/lib/cart/read.server.ts): lines 250 a page, the rest paged
// with CART_LINES_PAGE_QUERY (spec §7, §9).
export const CART_QUERY_FRAGMENT = `#graphql
  ${CART_LINE_FRAGMENT}
  fragment CartApiQuery on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      email
      phone
      customer {
        id
        email
        firstName
        lastName
      }
    }
    lines(first: $numCartLines) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...CartLine
      }
    }
    delivery {
      addresses(selected: true) {
        id
        selected
        address {
          ... on CartDeliveryAddress {
            firstName
            lastName
            address1
            address2
            city
            provinceCode
            zip
            countryCode
            phone
          }
        }
      }
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
      totalDutyAmount {
        ...Money
      }
      totalTaxAmount {
        ...Money
      }
    }
    note
    attributes {
      key
      value
    }
    discountCodes {
      code
      applicable
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...Money
      }
      balance {
        ...Money
      }
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartCodeDiscountAllocation {
        code
      }
      ... on CartAutomaticDiscountAllocation {
        title
      }
      ... on CartCustomDiscountAllocation {
        title
      }
    }
    deliveryGroups(first: 10) {
      nodes {
        id
        deliveryOptions {
          handle
          title
          estimatedCost {
            ...Money
          }
        }
        selectedDeliveryOption {
          handle
          title
          estimatedCost {
            ...Money
          }
        }
      }
    }
  }
` as const;

// What every cart mutation answers with: enough to keep the session's id, clamp a line to the
// quantity limit and count the badge.
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    totalQuantity
    checkoutUrl
    lines(first: 100) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
          }
        }
      }
    }
    discountCodes {
      code
      applicable
    }
    appliedGiftCards {
      id
      lastCharacters
    }
  }
` as const;
