// Cart limits and the spec's cart messages (§5, §8, §9), free of zod so browser code can import
// them without pulling the validation library into a bundle.
export const MAX_QUANTITY = 99;
export const MIN_QUANTITY = 1;
export const INVALID_ITEM = 'Invalid item data provided.';
export const NEGATIVE_QUANTITY = 'Quantity cannot be negative.';
export const NOTE_TOO_LONG = 'Note is too long.';
export const CART_LOAD_ERROR = 'Error loading cart. Please try again.';
export const CART_EMPTY = 'Your cart is empty';
export const CART_LOADING = 'Loading cart...';
export const SWITZERLAND_NOTICE =
  'This product ships from Switzerland. Additional duties or longer delivery times may apply.';

/**
 * The quantity control's blur rule: above 99 becomes 99; 0 removes the line, as it does without
 * JavaScript (docs/decisions/080); anything else that is not a whole number resets.
 */
export function normaliseTypedQuantity(typed: string, current: number): number {
  if (!/^\s*\d+\s*$/.test(typed)) return current;
  return Math.min(Number(typed), MAX_QUANTITY);
}
