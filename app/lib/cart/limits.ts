// Cart limits (§5, §9), free of zod so browser code can import them without pulling the validation
// library into a bundle. The cart's words are in the message catalogue (app/lib/i18n/messages).
export const MAX_QUANTITY = 99;
export const MIN_QUANTITY = 1;
/** The spec's notice in English, for the chat's answers (the pages say it in their language). */
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
