// Admin API operations (not the Storefront's): typed from the Admin subset schema into
// adminapi.generated.d.ts. Sent by app/lib/newsletter/subscribe.server.ts (newsletter consent, and
// the subscriber's locale: the language of Shopify's emails to them).
export const CUSTOMER_CONSENT_QUERY = `#graphql
  query NewsletterCustomer($email: String!) {
    customerByIdentifier(identifier: { emailAddress: $email }) {
      id
      locale
      emailMarketingConsent {
        marketingState
      }
    }
  }
` as const;

export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation NewsletterCustomerCreate($input: CustomerInput!) {
    customerCreate(input: $input) {
      customer {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_CONSENT_MUTATION = `#graphql
  mutation NewsletterConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {
    customerEmailMarketingConsentUpdate(input: $input) {
      customer {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;

export const CUSTOMER_LOCALE_MUTATION = `#graphql
  mutation NewsletterCustomerLocale($input: CustomerInput!) {
    customerUpdate(input: $input) {
      customer {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
` as const;
