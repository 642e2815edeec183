// /json/list: the public pages and products of the shop, as JSON, in pages (docs/decisions/seo.md).
import type { Route } from './+types/json.list';
import { OUTAGE_HEADERS } from '~/lib/http/upstream.server';
import { jsonListPage } from '~/lib/seo/json-list.server';
import { BAD_LIST_CURSOR, parseListCursor } from '~/lib/seo/site-map-input';
import { SITE_MAP_OUTAGE } from '~/lib/seo/site-map.server';

export async function loader({ url, context }: Route.LoaderArgs) {
  const input = parseListCursor(url.searchParams);
  if (!input.ok) return Response.json({ error: input.error }, { status: 400 });
  const list = await jsonListPage(context.storefrontCalls, input.cursor);
  if (list === 'bad-cursor') return Response.json({ error: BAD_LIST_CURSOR }, { status: 400 });
  if (!list) return Response.json({ error: SITE_MAP_OUTAGE }, { status: 503, headers: OUTAGE_HEADERS });
  return Response.json(list, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
