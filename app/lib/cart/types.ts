// The cart as CART_QUERY_FRAGMENT (app/graphql/cart.ts) reads it, from the generated types. The
// view model the cart page and panel render is in ./view.ts.
import type { CartApiMutationFragment, CartApiQueryFragment, CartLineFragment } from 'storefrontapi.generated';

export type Cart = CartApiQueryFragment;
export type CartLine = CartLineFragment;
/** What a cart mutation answers with (CART_MUTATE_FRAGMENT). */
export type MutatedCart = CartApiMutationFragment;
