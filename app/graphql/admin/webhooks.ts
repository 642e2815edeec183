// Admin API operations (not the Storefront's): typed from the Admin subset schema into
// adminapi.generated.d.ts. Sent by app/lib/webhooks/topics.server.ts: an inventory_levels/update
// webhook names only the inventory item; its product's pages are the ones to purge.
export const INVENTORY_ITEM_PRODUCT_QUERY = `#graphql
  query InventoryItemProduct($id: ID!) {
    inventoryItem(id: $id) {
      variant {
        product {
          handle
        }
      }
    }
  }
` as const;
