// /json/list: the public pages and products of the shop, as JSON.
import type { Route } from './+types/json.list';
import { OUTAGE_HEADERS } from '~/lib/http/upstream.server';
import { siteEntries, SITE_MAP_OUTAGE } from '~/lib/seo/site-map.server';

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await siteEntries(context.storefront);
  if (!entries) return Response.json({ error: SITE_MAP_OUTAGE }, { status: 503, headers: OUTAGE_HEADERS });
  return Response.json(
    {
      pages: entries.filter((e) => e.kind !== 'product').map(({ path, title, kind }) => ({ path, title, kind })),
      products: entries
        .filter((e) => e.kind === 'product')
        .map(({ path, title }) => ({ path, title, handle: path.split('/').pop() })),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
