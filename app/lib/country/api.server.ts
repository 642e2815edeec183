// The JSON API of spec §7 for the country: zod-validated bodies, {success, error?} replies, and
// only the caller's own session cart may be changed.
import * as z from 'zod/mini';
import type { HydrogenCart } from '@shopify/hydrogen';
import type { Flash } from '~/lib/context/flash.server';
import type { Warn } from '~/lib/ops/log.server';
import { CountryCodeSchema, findCountry, moveCart, rememberNotMoved, UNSUPPORTED_COUNTRY } from './change.server';
import { countryCookies, type Market } from './market.server';

const CartIdSchema = z
  .string({ error: 'cartId is required.' })
  .check(z.trim(), z.regex(/^gid:\/\/shopify\/Cart\/[\w-]+(\?key=[\w-]+)?$/, 'cartId must be a Shopify cart id.'));

/** What a JSON value is, named as zod's English messages name it (null, array, string, …). */
const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A body that is JSON but not an object: zod's English message, written out (zod/mini has none). */
const bodyObject = {
  error: (issue: { input?: unknown }) => `Invalid input: expected object, received ${jsonType(issue.input)}`,
};

export const UpdateBuyerIdentitySchema = z.object(
  {
    cartId: CartIdSchema,
    countryCode: CountryCodeSchema,
  },
  bodyObject,
);

export const UpdateCountrySchema = z.extend(UpdateBuyerIdentitySchema, {
  currencyCode: z
    .string({ error: 'currencyCode is required.' })
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, 'currencyCode must be an ISO currency code.')),
});

const failure = (status: number, error: string) => Response.json({ success: false, error }, { status });

/** Decision 023: the cart could not be moved (Shopify refused, or could not be reached). */
const MOVE_FAILED = 'Failed to update the cart for this country.';

/** Parses a JSON body against `schema`; a Response (400) when it is not valid. */
export async function readBody<T extends z.ZodMiniType>(request: Request, schema: T): Promise<z.infer<T> | Response> {
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return failure(400, 'The request body must be JSON.');
  const result = schema.safeParse(body);
  if (!result.success) return failure(400, result.error.issues[0]?.message ?? 'Invalid request body.');
  return result.data;
}

/** Moves the caller's cart to a country; `currencyCode` (update-country) must be that country's. */
export async function updateCartCountry(
  request: Request,
  context: { cart: HydrogenCart; flash: Flash; market: Market; log: Warn },
  input: { cartId: string; countryCode: string; currencyCode?: string },
  { setCookies }: { setCookies: boolean },
): Promise<Response> {
  if (input.cartId !== context.cart.getCartId()) return failure(403, 'This cart does not belong to your session.');
  // Without the shop's list (an outage) neither the country nor its currency can be checked.
  if (!context.market.countries) return failure(502, MOVE_FAILED);
  const country = findCountry(context.market.countries, input.countryCode);
  if (!country || !country.currency) return failure(400, UNSUPPORTED_COUNTRY);
  if (input.currencyCode !== undefined && input.currencyCode !== country.currency) {
    return failure(400, `${country.name} is priced in ${country.currency}, not ${input.currencyCode}.`);
  }
  const { notMoved, moved } = await moveCart(context.cart, country, context.log);
  if (!moved) return failure(502, MOVE_FAILED);
  rememberNotMoved(context.flash, notMoved);
  const headers = new Headers();
  if (setCookies) for (const cookie of countryCookies(request, country)) headers.append('Set-Cookie', cookie);
  return Response.json({ success: true, ...(notMoved.length > 0 ? { notMoved } : {}) }, { headers });
}
