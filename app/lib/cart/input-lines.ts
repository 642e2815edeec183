// The cart action's newer intents (docs/decisions/074), in zod/mini: `replace` changes what a cart
// line holds (another variant of the product, optionally another quantity; Shopify's
// cartLinesUpdate with a merchandiseId) and `delivery-address` sets the cart's shipping address
// (cartDeliveryAddressesReplace). One schema per intent; the messages are the shopper's.
import * as z from 'zod/mini';
import { INVALID_ITEM, MAX_QUANTITY } from './limits';

const gid = (type: string) =>
  z.string().check(z.trim(), z.regex(new RegExp(`^gid://shopify/${type}/[A-Za-z0-9?=&._-]+$`), INVALID_ITEM));

export const ReplaceLineSchema = z.object({
  intent: z.literal('replace'),
  lineId: gid('CartLine'),
  merchandiseId: gid('ProductVariant'),
  // Absent: the line keeps its quantity. Present: a whole number 1–99 (above 99 becomes 99).
  quantity: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,9}$/, INVALID_ITEM)),
      z.transform((text: string) => Math.min(Number(text), MAX_QUANTITY)),
    ),
  ),
});

/** The address fields, their labels (for messages) and Shopify's limit for each. */
const ADDRESS_FIELDS = {
  firstName: ['First name', false],
  lastName: ['Last name', false],
  address1: ['Address', true],
  address2: ['Address line 2', false],
  city: ['City', true],
  provinceCode: ['Region', false],
  zip: ['Postal code', true],
  phone: ['Phone', false],
} as const;

const MAX_ADDRESS_FIELD = 255;

function addressField(label: string, required: boolean) {
  const text = z.string().check(
    z.trim(),
    z.maxLength(MAX_ADDRESS_FIELD, `${label} is too long.`),
    // Markup is never an address; Shopify would refuse it too (ADDRESS_FIELD_CONTAINS_HTML_TAGS).
    z.regex(/^[^<>]*$/, `${label} cannot contain < or >.`),
    ...(required ? [z.minLength(1, `${label} is required.`)] : []),
  );
  return required ? text : z.optional(text);
}

export const DeliveryAddressSchema = z.object({
  intent: z.literal('delivery-address'),
  countryCode: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, 'Country is required.')),
  firstName: addressField(...ADDRESS_FIELDS.firstName),
  lastName: addressField(...ADDRESS_FIELDS.lastName),
  address1: addressField(...ADDRESS_FIELDS.address1),
  address2: addressField(...ADDRESS_FIELDS.address2),
  city: addressField(...ADDRESS_FIELDS.city),
  provinceCode: addressField(...ADDRESS_FIELDS.provinceCode),
  zip: addressField(...ADDRESS_FIELDS.zip),
  phone: addressField(...ADDRESS_FIELDS.phone),
});

export type ReplaceLineInput = z.infer<typeof ReplaceLineSchema>;
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressSchema>;

/** The newer intents' parse, or null for an intent this module does not own. */
export function parseLinesInput(
  fields: Record<string, string>,
): { ok: true; input: ReplaceLineInput | DeliveryAddressInput } | { ok: false; message: string } | null {
  const schema =
    fields.intent === 'replace'
      ? ReplaceLineSchema
      : fields.intent === 'delivery-address'
        ? DeliveryAddressSchema
        : null;
  if (!schema) return null;
  // Blank optional fields are left out, as an unfilled form field means "not given".
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
  const result = schema.safeParse(given);
  if (result.success) return { ok: true, input: result.data };
  if (fields.intent === 'replace') return { ok: false, message: INVALID_ITEM };
  const issue = result.error.issues[0];
  // A missing field is reported by zod as a type issue: name it the same way as a blank one.
  const label = issue && issue.code === 'invalid_type' ? labelOf(String(issue.path[0])) : null;
  return { ok: false, message: label ? `${label} is required.` : (issue?.message ?? INVALID_ITEM) };
}

function labelOf(field: string): string | null {
  if (field === 'countryCode') return 'Country';
  const entry = ADDRESS_FIELDS[field as keyof typeof ADDRESS_FIELDS];
  return entry ? entry[0] : null;
}
