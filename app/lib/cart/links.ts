// The shop's marketing links (Shopify's own URL forms): `/discount/{code}` and the cart permalink
// `/cart/{variantId}:{quantity}[,...]`, with the form that answers a permalink opened over a cart
// that has items (docs/decisions/cart.md). One zod schema each; what they refuse is answered 400 (the
// words: the catalogue's cartLink).
import * as z from 'zod/mini';
import { MAX_QUANTITY, MIN_QUANTITY } from './limits';

export const MAX_PERMALINK_LINES = 50;

/** A discount code as a link carries it: printable, no spaces at the ends, at most 255 characters. */
export const DiscountCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(255), z.regex(/^[^\p{Cc}<>]+$/u));

const LineSchema = z
  .pipe(
    z.string().check(z.regex(/^\d{1,20}:\d{1,2}$/)),
    z.transform((text: string) => {
      const [id, quantity] = text.split(':');
      return { merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: Number(quantity) };
    }),
  )
  .check(z.refine((line) => line.quantity >= MIN_QUANTITY && line.quantity <= MAX_QUANTITY));

type PermalinkLine = z.output<typeof LineSchema>;

export const PermalinkSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => text.split(',')),
    ),
    z.array(LineSchema).check(z.minLength(1), z.maxLength(MAX_PERMALINK_LINES)),
  ),
  z.transform((lines: PermalinkLine[]) => {
    // The same variant twice is one line with the quantities added (still at most 99).
    const merged = new Map<string, number>();
    for (const line of lines) merged.set(line.merchandiseId, (merged.get(line.merchandiseId) ?? 0) + line.quantity);
    return [...merged].map(([merchandiseId, quantity]) => ({
      merchandiseId,
      quantity: Math.min(quantity, MAX_QUANTITY),
    }));
  }),
);

export type PermalinkLines = z.infer<typeof PermalinkSchema>;

/** The lines of a permalink path segment, or null when any part is not valid. */
export function parsePermalink(segment: string | undefined): PermalinkLines | null {
  const result = PermalinkSchema.safeParse(segment ?? '');
  return result.success ? result.data : null;
}

/** A discount code from a link (already URL-decoded by the router), or null. */
export function parseDiscountCode(code: string | undefined): string | null {
  const result = DiscountCodeSchema.safeParse(code ?? '');
  return result.success ? result.data : null;
}

/** A cart permalink as its URL gives it: the lines, `?discount=`, and whether `?checkout` follows. */
export interface CartLink {
  lines: PermalinkLines;
  discountCode: string | null;
  checkout: boolean;
}

/** The link in a permalink's path segment and query, or null when any part is not valid. */
export function parseCartLink(segment: string | undefined, search: URLSearchParams): CartLink | null {
  const lines = parsePermalink(segment);
  const discount = search.get('discount');
  const discountCode = discount === null ? null : parseDiscountCode(discount);
  if (!lines || (discount !== null && !discountCode)) return null;
  return { lines, discountCode, checkout: search.has('checkout') };
}

/** What a shopper with items in the cart may have a cart link do. */
export const LINK_CHOICES = ['add', 'replace', 'keep'] as const;
export type LinkChoice = (typeof LINK_CHOICES)[number];

const LinkChoiceSchema = z.object({ choice: z.enum(LINK_CHOICES) });

/** The choice a posted form names, or null (the page answers 400). */
export function parseLinkChoice(form: FormData | null): LinkChoice | null {
  const result = LinkChoiceSchema.safeParse({ choice: form?.get('choice') });
  return result.success ? result.data.choice : null;
}

/** What a shopper asked about a discount link from another site may have it do. */
export const DISCOUNT_CHOICES = ['apply', 'keep'] as const;
export type DiscountChoice = (typeof DISCOUNT_CHOICES)[number];

const DiscountChoiceSchema = z.object({ choice: z.enum(DISCOUNT_CHOICES) });

/** The discount link's answer a posted form names, or null (the page answers 400). */
export function parseDiscountChoice(form: FormData | null): DiscountChoice | null {
  const result = DiscountChoiceSchema.safeParse({ choice: form?.get('choice') });
  return result.success ? result.data.choice : null;
}
