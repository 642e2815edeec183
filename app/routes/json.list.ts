// /json/list: the public pages and products of the shop, as JSON.
import type { Route } from './+types/json.list';
import { siteEntries } from '~/lib/seo/site-map.server';

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await siteEntries(context.storefront);
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
