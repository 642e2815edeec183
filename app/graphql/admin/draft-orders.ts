// Admin API operations (not the Storefront's): typed from the Admin subset schema into
// adminapi.generated.d.ts. Sent by app/lib/checkout/klarna.server.ts to record a Klarna order.
export const DRAFT_ORDER_CREATE_MUTATION = `#graphql
  mutation KlarnaDraftOrder($input: DraftOrderInput!) {
    draftOrderCreate(input: $input) {
      draftOrder {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const DRAFT_ORDER_COMPLETE_MUTATION = `#graphql
  mutation KlarnaDraftOrderComplete($id: ID!) {
    draftOrderComplete(id: $id) {
      draftOrder {
        id
        order {
          id
          name
        }
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;
