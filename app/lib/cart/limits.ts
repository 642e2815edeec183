// Cart limits (§5, §9), free of zod so browser code can import them without pulling the validation
// library into a bundle. The cart's words are in the message catalogue (app/lib/i18n/messages).
export const MAX_QUANTITY = 99;
export const MIN_QUANTITY = 1;

/**
 * The quantity control's blur rule: above 99 becomes 99; 0 removes the line, as it does without
 * JavaScript (docs/decisions/cart.md); anything else that is not a whole number resets.
 */
export function normaliseTypedQuantity(typed: string, current: number): number {
  if (!/^\s*\d+\s*$/.test(typed)) return current;
  return Math.min(Number(typed), MAX_QUANTITY);
}
