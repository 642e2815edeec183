// GET /search/suggest?q=: the header's as-you-type suggestions (predictive search), as data for
// the header's fetcher. A query shorter than two characters gets none, without asking Shopify.
import type { Route } from './+types/search.suggest';
import { MIN_SUGGEST_LENGTH } from '~/lib/search/limits';
import { parseSearchParams } from '~/lib/search/query';
import { suggest } from '~/lib/search/search.server';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { q } = parseSearchParams(url.searchParams);
  const hits = q.length >= MIN_SUGGEST_LENGTH ? await suggest(context.storefront, q) : [];
  return Response.json({ q, hits }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
