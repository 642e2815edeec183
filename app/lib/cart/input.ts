// The cart action's contract (POST /cart): one zod schema per intent. A refusal names its message
// by the catalogue's key (cartNotices), so the action answers in the page's language and the
// spec's words in English. Shared by the server (the rules) and the browser (the quantity
// control uses the same limits).
import * as z from 'zod/mini';
import { MAX_QUANTITY } from './limits';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import type { Messages } from '~/lib/i18n/messages/types';
import { parseLinesInput, type DeliveryAddressInput, type ReplaceLineInput } from './input-lines';

type Notices = Messages['cartNotices'];

/** The refusals a schema names (keys of the cart's notices). */
const INVALID_ITEM = 'invalidItem' satisfies keyof Notices;
const NEGATIVE_QUANTITY = 'negativeQuantity' satisfies keyof Notices;
const NOTE_TOO_LONG = 'noteTooLong' satisfies keyof Notices;

const gid = (type: string) =>
  z.string().check(z.trim(), z.regex(new RegExp(`^gid://shopify/${type}/[A-Za-z0-9?=&._-]+$`)));

/** A whole number; negative numbers get their own message; above 99 becomes 99. */
const quantity = z.pipe(
  z
    .pipe(z.string().check(z.trim(), z.regex(/^-?\d{1,9}$/, INVALID_ITEM)), z.transform(Number))
    .check(z.refine((n: number) => n >= 0, NEGATIVE_QUANTITY)),
  z.transform((n: number) => Math.min(n, MAX_QUANTITY)),
);

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min, INVALID_ITEM), z.maxLength(max, INVALID_ITEM));

const code = text(1, 255);

export const CartInputSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    merchandiseId: gid('ProductVariant'),
    quantity: z._default(quantity.check(z.refine((n: number) => n >= 1, INVALID_ITEM)), 1),
  }),
  z.object({ intent: z.literal('update'), lineId: gid('CartLine'), quantity }),
  z.object({ intent: z.literal('remove'), lineId: gid('CartLine') }),
  z.object({ intent: z.literal('discount'), discountCode: code }),
  z.object({ intent: z.literal('discount-remove'), discountCode: code }),
  z.object({ intent: z.literal('gift-card'), giftCardCode: code }),
  z.object({ intent: z.literal('gift-card-remove'), giftCardId: gid('AppliedGiftCard') }),
  z.object({ intent: z.literal('note'), note: z.string().check(z.maxLength(5000, NOTE_TOO_LONG)) }),
  z.object({
    intent: z.literal('attributes'),
    key: text(1, 255),
    value: z.string().check(z.maxLength(1000, INVALID_ITEM)),
  }),
]);

export type CartInput = z.infer<typeof CartInputSchema> | ReplaceLineInput | DeliveryAddressInput;

export type ParsedCartInput = { ok: true; input: CartInput } | { ok: false; message: string };

/**
 * Reads a form body (the first value of each field; a blank add quantity means the default); a
 * refusal is worded from `notices` (the page's language) and `fields` (the address labels).
 */
export function parseCartInput(form: FormData, notices: Notices, fields: Messages['cart']['fields']): ParsedCartInput {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  }
  if (values.intent === 'add' && values.quantity === '') delete values.quantity;
  const lines = parseLinesInput(values, notices, fields);
  if (lines) return lines;
  const result = CartInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const keys = result.error.issues.map((issue) => issue.message);
  // The negative-quantity message is the one the spec names; anything else is invalid item data.
  const key = keys.find((k) => k === NEGATIVE_QUANTITY || k === NOTE_TOO_LONG) ?? INVALID_ITEM;
  return { ok: false, message: notices[key] };
}

/** Only same-origin relative paths are redirect targets; anything else goes to `cart` (/cart in the page's language). */
export const safeRedirect = (target: unknown, cart = '/cart') => safeRedirectPath(target, cart);
