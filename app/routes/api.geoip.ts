// GET /api/geoip → {country, region, city} from the edge's headers; empty strings when unknown.
import type { Route } from './+types/api.geoip';
import { readGeo } from '~/lib/http/geo.server';

export function loader({ request, context }: Route.LoaderArgs) {
  const { country = '', region = '', city = '' } = readGeo(request, context.appEnv.EDGE_PLATFORM);
  return Response.json({ country, region, city }, { headers: { 'Cache-Control': 'private, no-store' } });
}
