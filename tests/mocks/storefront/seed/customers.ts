// Customers of the mock shop who have signed in at the hosted shop: Shopify hands their storefront
// a customer access token, which a cart takes with cartBuyerIdentityUpdate(customerAccessToken).
export interface SeedCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  accessToken: string;
}

export const customers: SeedCustomer[] = [
  {
    id: '7100000000001',
    email: 'ana.keller@example.ch',
    firstName: 'Ana',
    lastName: 'Keller',
    accessToken: '5b1d0c3e9f8a47b2a6c4e0d1f2a3b4c5',
  },
];
