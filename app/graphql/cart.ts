// The cart fragments Hydrogen's cart handler sends with its own operations (createHydrogenContext's
// `cart.queryFragment` / `cart.mutateFragment`); codegen types them as CartApiQueryFragment and
// CartApiMutationFragment.
import { MONEY_FRAGMENT } from './fragments';

// The cart as the shop reads it (cart.get()).
export const CART_QUERY_FRAGMENT = `#graphql
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
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
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
      nodes {
        ...CartLine
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
