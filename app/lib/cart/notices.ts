// What the shopper is told after a cart change, worded for the change that caused it (spec §8's
// failure messages per operation; our own confirmations). Free of server code: the browser's
// cart views and the server's flash use the same words.
import type { CartInput } from './input';

export const ADDED = 'Added to cart';
export const FAILED_REMOVE = 'Failed to remove item from cart';
export const FAILED_UPDATE = 'Failed to update item quantity in cart';
export const FAILED_CART = 'Failed to fetch/create cart';
export const CLIENT_OR_CART_MISSING = 'Client or Cart ID missing.';

/** The confirmation for a change that went through. */
export function doneNotice(input: CartInput): string {
  switch (input.intent) {
    case 'add':
      return ADDED;
    case 'update':
      return input.quantity === 0 ? 'Removed from cart' : 'Quantity updated';
    case 'remove':
      return 'Removed from cart';
    case 'discount':
      return `Discount code ${input.discountCode.toUpperCase()} applied`;
    case 'discount-remove':
      return `Discount code ${input.discountCode.toUpperCase()} removed`;
    case 'gift-card':
      return `Gift card ending ${input.giftCardCode.slice(-4).toUpperCase()} applied`;
    case 'gift-card-remove':
      return 'Gift card removed';
    case 'note':
      return 'Note saved';
    case 'attributes':
      return 'Cart updated';
    case 'replace':
      return 'Item changed';
    case 'delivery-address':
      return 'Shipping address saved';
  }
}

/** The spec's failure message for a change the storefront could not make (an outage). */
export function failedNotice(input: CartInput): string {
  switch (input.intent) {
    case 'update':
      return input.quantity === 0 ? FAILED_REMOVE : FAILED_UPDATE;
    case 'remove':
      return FAILED_REMOVE;
    case 'replace':
      return FAILED_UPDATE;
    default:
      return FAILED_CART;
  }
}

/** A discount code Shopify keeps on the cart but does not honour. */
export const notApplicable = (code: string) =>
  `Discount code ${code.toUpperCase()} is not applicable to this cart, so it was not applied.`;

/** Shopify's stock warning says "added"; after a quantity change it is worded for that change. */
export const stockLimited = (available: number) =>
  `Only ${available} ${available === 1 ? 'is' : 'are'} available, so the quantity was set to ${available}.`;

/**
 * The cart link's question (a `/cart/{variant}:{qty}` link opened with items already in the cart,
 * docs/decisions/194): what the link holds, what the cart holds, and the three answers.
 */
export const LINK_CHOICE = {
  pageTitle: 'Cart link',
  title: 'Your cart already has items',
  intro: 'This link would fill your cart with the items below. Choose what happens to the items you already have.',
  linkItems: 'In this link',
  cartItems: 'In your cart now',
  discount: (code: string) => `Discount code ${code.toUpperCase()}`,
  checkout: 'Adding or replacing takes you on to checkout.',
  line: (quantity: number, title: string) => `${quantity} × ${title}`,
  add: 'Add them to my cart',
  replace: 'Replace my cart with them',
  keep: 'Keep my cart as it is',
  choices: 'What should the link do?',
  kept: 'Your cart was kept as it was. Nothing from the link was added.',
  invalid: 'Choose what the cart link should do: add its items, replace your cart, or keep your cart.',
} as const;
