// One validated cart change as the Cart API call that makes it (through Hydrogen's cart handler),
// and the cart-creating input for a change that can start a cart.
import type { CartQueryDataReturn } from '@shopify/hydrogen';
import type { RouterContextProvider } from 'react-router';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import type { CartInput } from './input';
import type { MutatedCart } from './types';

type CartContext = Pick<Readonly<RouterContextProvider>, 'cart'>;

/**
 * A change as Hydrogen's cart handler answers it. Its `cart` holds CART_MUTATE_FRAGMENT's fields
 * (the handler types it as the whole Cart) and is null when Shopify refused the change.
 */
export type CartMutation = Omit<CartQueryDataReturn, 'cart'> & { cart: MutatedCart | null };

/** Cart-creating input for a change that can start a cart; null for changes to an existing cart. */
export function createInput(input: CartInput, codes: string[]) {
  switch (input.intent) {
    case 'add':
      return { lines: [{ merchandiseId: input.merchandiseId, quantity: input.quantity }] };
    case 'discount':
      return { discountCodes: codes };
    case 'gift-card':
      return { giftCardCodes: [input.giftCardCode] };
    case 'note':
      return { note: input.note };
    case 'attributes':
      return { attributes: [{ key: input.key, value: input.value }] };
    default:
      return null;
  }
}

/** The Storefront mutation a change sends (for the spec's unknown-error message). */
export function mutationName(input: CartInput, hasCart: boolean): string {
  if (!hasCart) return 'cartCreate';
  switch (input.intent) {
    case 'add':
      return 'cartLinesAdd';
    case 'update':
      return input.quantity === 0 ? 'cartLinesRemove' : 'cartLinesUpdate';
    case 'remove':
      return 'cartLinesRemove';
    case 'discount':
    case 'discount-remove':
      return 'cartDiscountCodesUpdate';
    case 'gift-card':
      return 'cartGiftCardCodesAdd';
    case 'gift-card-remove':
      return 'cartGiftCardCodesRemove';
    case 'note':
      return 'cartNoteUpdate';
    case 'attributes':
      return 'cartAttributesUpdate';
    case 'replace':
      return 'cartLinesUpdate';
    case 'delivery-address':
      return 'cartDeliveryAddressesReplace';
  }
}

/** Sends the change; `codes` is the discount code list the change leaves (merged or reduced). */
export async function mutate(context: CartContext, input: CartInput, codes: string[]): Promise<CartMutation> {
  const { cart } = context;
  if (!cart.getCartId()) {
    const create = createInput(input, codes);
    return create ? cart.create(create) : { cart: null, userErrors: [{ message: 'no cart', field: ['cartId'] }] };
  }
  switch (input.intent) {
    case 'add':
      return cart.addLines([{ merchandiseId: input.merchandiseId, quantity: input.quantity }]);
    case 'update':
      return input.quantity === 0
        ? cart.removeLines([input.lineId])
        : cart.updateLines([{ id: input.lineId, quantity: input.quantity }]);
    case 'remove':
      return cart.removeLines([input.lineId]);
    case 'discount':
    case 'discount-remove':
      return cart.updateDiscountCodes(codes);
    case 'gift-card':
      return cart.addGiftCardCodes([input.giftCardCode]);
    case 'gift-card-remove':
      return cart.removeGiftCardCodes([input.giftCardId]);
    case 'note':
      return cart.updateNote(input.note);
    case 'attributes':
      return cart.updateAttributes([{ key: input.key, value: input.value }]);
    case 'replace':
      // Shopify replaces what a line holds through cartLinesUpdate with a merchandiseId.
      return cart.updateLines([
        {
          id: input.lineId,
          merchandiseId: input.merchandiseId,
          ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
        },
      ]);
    case 'delivery-address': {
      const { firstName, lastName, address1, address2, city, provinceCode, zip, phone } = input;
      const deliveryAddress = {
        ...{ firstName, lastName, address1, address2, city, provinceCode, zip, phone },
        countryCode: input.countryCode as CountryCode,
      };
      // The one shipping address, selected (a later one replaces it).
      return cart.replaceDeliveryAddresses([{ address: { deliveryAddress }, selected: true }]);
    }
  }
}
