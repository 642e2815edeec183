// A product's rating summary from the review API (Fera's public API, docs/decisions/reviews.md), read on
// the server so the product page shows it without JavaScript. Never throws: no key, a slow or
// failing API, or no reviews yet all mean no summary. A valid answer (also "no reviews yet") is
// cached stale-while-revalidate on the Cache API (REVIEW_SUMMARY_CACHE, docs/decisions/reviews.md); a
// failure is not cached, a failed background refresh keeps the previous answer, and a page shown
// without the summary because of a failure is not shared (docs/decisions/upstream-discipline.md).
import type { WithCache } from '@shopify/hydrogen';
import * as z from 'zod/mini';
import type { UpstreamFaults } from '~/lib/http/upstream.server';
import { REVIEW_SUMMARY_CACHE } from '~/lib/shopify/cache.server';
import { fetchWithDeadline } from '~/lib/http/upstream.server';
import type { ReviewConfig } from './config.server';
import { log as isolateLog, type Log } from '~/lib/ops/log.server';

const SUMMARY_TIMEOUT_MS = 1_000;

const RatingSchema = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.int().check(z.gte(0)),
});

export type RatingSummary = z.infer<typeof RatingSchema>;

/** The API's answer ({summary: null} when the product has no reviews), or null when it failed. */
async function fetchRating(
  config: ReviewConfig,
  productId: string,
  log: Pick<Log, 'warn'>,
): Promise<{ summary: RatingSummary | null } | null> {
  try {
    const response = await fetchWithDeadline(
      `${config.apiUrl}/v3/public/products/${encodeURIComponent(productId)}/rating`,
      { headers: { 'Public-Key': config.key, Accept: 'application/json' } },
      SUMMARY_TIMEOUT_MS,
    );
    if (!response.ok) {
      log.warn(`[review] rating summary for ${productId}: HTTP ${response.status}`);
      return null;
    }
    const parsed = RatingSchema.safeParse(await response.json());
    if (!parsed.success) {
      log.warn(`[review] rating summary for ${productId}: unexpected answer`);
      return null;
    }
    return { summary: parsed.data.count > 0 ? parsed.data : null };
  } catch (error) {
    log.warn(`[review] rating summary for ${productId} failed: ${String(error)}`);
    return null;
  }
}

export async function ratingSummary(
  config: ReviewConfig,
  productId: string,
  context: { withCache?: WithCache; upstreamFaults?: UpstreamFaults } = {},
): Promise<RatingSummary | null> {
  const { withCache, upstreamFaults } = context;
  const log = upstreamFaults?.log ?? isolateLog;
  let answer: { summary: RatingSummary | null } | null = null;
  try {
    answer = withCache
      ? await withCache.run(
          {
            cacheKey: ['review-rating', config.apiUrl, config.key, productId],
            cacheStrategy: REVIEW_SUMMARY_CACHE,
            shouldCacheResult: (value) => value !== null,
          },
          () => fetchRating(config, productId, log),
        )
      : await fetchRating(config, productId, log);
  } catch (error) {
    log.warn(`[review] rating summary for ${productId}: cache failed: ${String(error)}`);
  }
  if (!answer) upstreamFaults?.note('review');
  return answer?.summary ?? null;
}
