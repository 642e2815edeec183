// What the shopper is told after a cart change, worded for the change that caused it (spec §8's
// failure messages per operation; our own confirmations), in the page's language: the words are
// the catalogue's cartNotices (app/lib/i18n/messages).
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { plural } from '~/lib/i18n/plural';
import { mapWarning, type CartMessage, type CartWarning } from './errors';
import type { CartInput } from './input';

export type CartNotices = Messages['cartNotices'];

/** The confirmation for a change that went through. */
export function doneNotice(t: CartNotices, input: CartInput): string {
  switch (input.intent) {
    case 'add':
      return t.added;
    case 'update':
      return input.quantity === 0 ? t.removed : t.quantityUpdated;
    case 'remove':
      return t.removed;
    case 'discount':
      return format(t.discountApplied, { code: input.discountCode.toUpperCase() });
    case 'discount-remove':
      return format(t.discountRemoved, { code: input.discountCode.toUpperCase() });
    case 'gift-card':
      return format(t.giftCardApplied, { last: input.giftCardCode.slice(-4).toUpperCase() });
    case 'gift-card-remove':
      return t.giftCardRemoved;
    case 'note':
      return t.noteSaved;
    case 'attributes':
      return t.cartUpdated;
    case 'replace':
      return t.itemChanged;
    case 'delivery-address':
      return t.addressSaved;
  }
}

/** The spec's failure message for a change the storefront could not make (an outage). */
export function failedNotice(t: CartNotices, input: CartInput): string {
  switch (input.intent) {
    case 'update':
      return input.quantity === 0 ? t.failedRemove : t.failedUpdate;
    case 'remove':
      return t.failedRemove;
    case 'replace':
      return t.failedUpdate;
    default:
      return t.failedCart;
  }
}

/** A discount code Shopify keeps on the cart but does not honour. */
export const notApplicable = (t: CartNotices, code: string) => format(t.notApplicable, { code: code.toUpperCase() });

/** Shopify's stock warning says "added"; after a quantity change it is worded for that change. */
export const stockLimited = (t: CartNotices, language: string, available: number) =>
  plural(language, available, t.stockLimitedOne, t.stockLimitedOther);

/**
 * A cart warning in the page's words: Shopify writes its stock warning in English ("Only 50 items
 * were added…"), so it is said with what the line now holds (its `target`, or the line the change
 * named). Other warnings keep Shopify's message.
 */
export function cartWarning(
  t: CartNotices,
  language: string,
  warning: CartWarning,
  lines: readonly { id: string; quantity: number }[],
  lineId?: string,
): CartMessage {
  const mapped = mapWarning(warning);
  if (mapped.code !== 'NOT_ENOUGH_IN_STOCK') return mapped;
  // A line's gid may carry its cart (`…/CartLine/1?cart=…`) where the warning's target does not.
  const target = (warning.target ?? lineId)?.split('?')[0];
  const line = lines.find((l) => l.id.split('?')[0] === target);
  return line ? { ...mapped, message: stockLimited(t, language, line.quantity) } : mapped;
}
