// GET /search/suggest?q=: the header's as-you-type suggestions (predictive search), as data for
// the header's fetcher. A query shorter than two characters gets none, without asking Shopify. Each
// search spends the client's suggestion budget; past it, a 429 the fetcher reads as data (the
// header says so) rather than an error that would replace the page (docs/decisions/rate-limits.md).
import type { Route } from './+types/search.suggest';
import { limitRequest, RATE_RULES, tooManyRequests } from '~/lib/http/rate-limit.server';
import { MIN_SUGGEST_LENGTH } from '~/lib/search/limits';
import { parseSearchParams } from '~/lib/search/query';
import { suggest } from '~/lib/search/search.server';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { q } = parseSearchParams(url.searchParams);
  if (q.length < MIN_SUGGEST_LENGTH) return Response.json({ q, hits: [] }, { headers: CACHE });
  const verdict = await limitRequest(RATE_RULES.suggest, request);
  if (!verdict.ok) return tooManyRequests(verdict, context.messages.refusals.rateLimited, { q, hits: [] });
  return Response.json({ q, hits: await suggest(context.storefrontCalls, q, context.localePath) }, { headers: CACHE });
}

const CACHE = { 'Cache-Control': 'private, max-age=60' };
