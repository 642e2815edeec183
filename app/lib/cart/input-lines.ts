// The cart action's newer intents (docs/decisions/cart.md), in zod/mini: `replace` changes what a cart
// line holds (another variant of the product, optionally another quantity; Shopify's
// cartLinesUpdate with a merchandiseId) and `delivery-address` sets the cart's shipping address
// (cartDeliveryAddressesReplace). One schema per intent; a refusal names the rule and the field
// (`required:city`), worded in the page's language by the parser.
import * as z from 'zod/mini';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { MAX_QUANTITY } from './limits';

type Notices = Messages['cartNotices'];
type Fields = Messages['cart']['fields'];
type Rule = 'required' | 'tooLong' | 'markup';

const INVALID_ITEM = 'invalidItem';

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

const MAX_ADDRESS_FIELD = 255;
const issue = (rule: Rule, field: keyof Fields) => `${rule}:${field}`;

function addressField(field: keyof Fields, required: boolean) {
  const text = z.string().check(
    z.trim(),
    z.maxLength(MAX_ADDRESS_FIELD, issue('tooLong', field)),
    // Markup is never an address; Shopify would refuse it too (ADDRESS_FIELD_CONTAINS_HTML_TAGS).
    z.regex(/^[^<>]*$/, issue('markup', field)),
    ...(required ? [z.minLength(1, issue('required', field))] : []),
  );
  return required ? text : z.optional(text);
}

export const DeliveryAddressSchema = z.object({
  intent: z.literal('delivery-address'),
  countryCode: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, issue('required', 'countryCode'))),
  firstName: addressField('firstName', false),
  lastName: addressField('lastName', false),
  address1: addressField('address1', true),
  address2: addressField('address2', false),
  city: addressField('city', true),
  provinceCode: addressField('provinceCode', false),
  zip: addressField('zip', true),
  phone: addressField('phone', false),
});

export type ReplaceLineInput = z.infer<typeof ReplaceLineSchema>;
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressSchema>;

/** A refusal's words: "City is required." in the page's language. */
function worded(key: string, notices: Notices, fields: Fields): string {
  const [rule, field] = key.split(':') as [string, string | undefined];
  if (field && field in fields && (rule === 'required' || rule === 'tooLong' || rule === 'markup')) {
    return format(notices[rule], { label: fields[field as keyof Fields] });
  }
  return notices.invalidItem;
}

/** The newer intents' parse, or null for an intent this module does not own. */
export function parseLinesInput(
  values: Record<string, string>,
  notices: Notices,
  fields: Fields,
): { ok: true; input: ReplaceLineInput | DeliveryAddressInput } | { ok: false; message: string } | null {
  const schema =
    values.intent === 'replace'
      ? ReplaceLineSchema
      : values.intent === 'delivery-address'
        ? DeliveryAddressSchema
        : null;
  if (!schema) return null;
  // Blank optional fields are left out, as an unfilled form field means "not given".
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const result = schema.safeParse(given);
  if (result.success) return { ok: true, input: result.data };
  if (values.intent === 'replace') return { ok: false, message: notices.invalidItem };
  const first = result.error.issues[0];
  // A missing field is reported by zod as a type issue: name it the same way as a blank one.
  const missing = first?.code === 'invalid_type' ? issue('required', String(first.path[0]) as keyof Fields) : null;
  return { ok: false, message: worded(missing ?? first?.message ?? INVALID_ITEM, notices, fields) };
}
