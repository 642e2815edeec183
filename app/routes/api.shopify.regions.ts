// GET /api/shopify/regions → {countries: [{code, name, currency}]}: the shop's available
// countries (cached an hour, like the list itself).
import type { Route } from './+types/api.shopify.regions';
import { REGIONS_FALLBACK_ERROR } from '~/lib/country-regions';

export function loader({ context }: Route.LoaderArgs) {
  const { countries } = context.market;
  if (!countries) return Response.json({ error: REGIONS_FALLBACK_ERROR }, { status: 502 });
  return Response.json({ countries }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
