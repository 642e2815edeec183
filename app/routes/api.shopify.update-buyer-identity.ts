// POST /api/shopify/update-buyer-identity {cartId, countryCode} → {success, error?} (spec §7).
import type { Route } from './+types/api.shopify.update-buyer-identity';
import { readBody, updateCartCountry, UpdateBuyerIdentitySchema } from '~/lib/country/api.server';

export async function action({ request, context }: Route.ActionArgs) {
  const input = await readBody(request, UpdateBuyerIdentitySchema);
  if (input instanceof Response) return input;
  return updateCartCountry(request, context, input, { setCookies: false });
}
