// POST /api/shopify/update-country {cartId, countryCode, currencyCode} → {success, error?} (spec
// §7): moves the cart like update-buyer-identity and also stores the choice in the cookies.
import type { Route } from './+types/api.shopify.update-country';
import { readBody, updateCartCountry, UpdateCountrySchema } from '~/lib/country/api.server';

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readBody(request, UpdateCountrySchema);
  if (input instanceof Response) return input;
  return updateCartCountry(request, context, input, { setCookies: true });
}
