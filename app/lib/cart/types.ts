// The cart as CART_QUERY_FRAGMENT (app/graphql/cart.ts) reads it, from the generated types, and the
// view model the cart page and panel render.
import type { CartApiMutationFragment, CartApiQueryFragment, CartLineFragment } from 'storefrontapi.generated';

export type Cart = CartApiQueryFragment;
export type CartLine = CartLineFragment;
/** What a cart mutation answers with (CART_MUTATE_FRAGMENT). */
export type MutatedCart = CartApiMutationFragment;

/** A cart line as the page shows it, with the Switzerland notice decided on the server. */
export type CartLineView = CartLine & { shipsFromSwitzerland: boolean };
export type CartView = Omit<Cart, 'lines'> & { lines: { nodes: CartLineView[] } };
