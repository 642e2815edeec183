// Admin API operations (not the Storefront's): typed from the Admin subset schema into
// adminapi.generated.d.ts. Sent by app/lib/catalogue/inventory.server.ts.
export const VARIANT_INVENTORY_QUERY = `#graphql
  query VariantInventory($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        inventoryItem {
          inventoryLevels(first: 10) {
            nodes {
              location {
                isPrimary
                address {
                  countryCode
                }
              }
              quantities(names: ["available"]) {
                name
                quantity
              }
            }
          }
        }
      }
    }
  }
` as const;
