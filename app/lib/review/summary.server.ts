// A product's rating summary from the review API (Fera's public API, docs/decisions/090), read on
// the server so the product page shows it without JavaScript. Never throws: no key, a slow or
// failing API, or no reviews yet all mean no summary.
import * as z from 'zod/mini';
import type { ReviewConfig } from './config.server';

const SUMMARY_TIMEOUT_MS = 1_000;

const RatingSchema = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.int().check(z.gte(0)),
});

export type RatingSummary = z.infer<typeof RatingSchema>;

export async function ratingSummary(config: ReviewConfig, productId: string): Promise<RatingSummary | null> {
  try {
    const response = await fetch(`${config.apiUrl}/v3/public/products/${encodeURIComponent(productId)}/rating`, {
      headers: { 'Public-Key': config.key, Accept: 'application/json' },
      signal: AbortSignal.timeout(SUMMARY_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.warn(`[review] rating summary for ${productId}: HTTP ${response.status}`);
      return null;
    }
    const parsed = RatingSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.warn(`[review] rating summary for ${productId}: unexpected answer`);
      return null;
    }
    return parsed.data.count > 0 ? parsed.data : null;
  } catch (error) {
    console.warn(`[review] rating summary for ${productId} failed: ${String(error)}`);
    return null;
  }
}
