// The cart action's contract (POST /cart): one zod schema per intent, with the spec's messages.
// Shared by the server (the rules) and the browser (the quantity control uses the same limits).
import * as z from 'zod/mini';
import { INVALID_ITEM, MAX_QUANTITY, NEGATIVE_QUANTITY, NOTE_TOO_LONG } from './limits';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { parseLinesInput, type DeliveryAddressInput, type ReplaceLineInput } from './input-lines';

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

/** Reads a form body (the first value of each field; a blank add quantity means the default). */
export function parseCartInput(form: FormData): ParsedCartInput {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  if (fields.intent === 'add' && fields.quantity === '') delete fields.quantity;
  const lines = parseLinesInput(fields);
  if (lines) return lines.ok ? lines : { ok: false, message: lines.message };
  const result = CartInputSchema.safeParse(fields);
  if (result.success) return { ok: true, input: result.data };
  const messages = result.error.issues.map((issue) => issue.message);
  // The negative-quantity message is the one the spec names; anything else is invalid item data.
  const message = messages.find((m) => m === NEGATIVE_QUANTITY || m === NOTE_TOO_LONG) ?? INVALID_ITEM;
  return { ok: false, message };
}

/** Only same-origin relative paths are redirect targets; anything else goes to /cart. */
export const safeRedirect = (target: unknown) => safeRedirectPath(target, '/cart');
