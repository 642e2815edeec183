// GET /api/geoip → {country, region, city} from the edge's headers; empty strings when unknown.
import { methodNotAllowed } from '~/lib/country/api.server';
import type { Route } from './+types/api.geoip';
import { geoFromRequest } from '~/lib/country/market.server';

export function loader({ request }: Route.LoaderArgs) {
  return Response.json(geoFromRequest(request), { headers: { 'Cache-Control': 'private, no-store' } });
}

export const action = () => methodNotAllowed('GET');
