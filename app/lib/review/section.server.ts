// What the review markup shows (rendered by ~/components/review/review-section.server): the rating
// summary (visible without JavaScript) and the widget's place. Without a configuration there is no
// mount, so no script and no request (spec §1).
import type { WithCache } from '@shopify/hydrogen';
import type { AppEnv } from '~/lib/context/env.server';
import type { UpstreamFaults } from '~/lib/http/upstream.server';
import { reviewConfig, type ReviewConfig } from './config.server';
import { ratingSummary, type RatingSummary } from './summary.server';
import { allows } from '~/lib/consent/model';
import { requestConsent } from '~/lib/consent/consent.server';

/**
 * The widget's place on a page: its mount when the visitor allowed review cookies (the consent
 * gate, docs/decisions/070), else the fallback with a form that gives that consent.
 */
export interface ReviewSlotProps {
  config: ReviewConfig;
  productId: string | null;
  consented: boolean;
  /** Where the consent form's 303 comes back to: this page. */
  redirectTo: string;
}

export interface ProductReviewsProps {
  handle: string;
  summary: RatingSummary | null;
  slot: ReviewSlotProps;
}

export function reviewSlot(
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
  config: ReviewConfig,
  productId: string | null,
): ReviewSlotProps {
  const consented = allows(requestConsent(request), 'reviews');
  return { config, productId, consented, redirectTo: url.pathname + url.search };
}

/** The product page's review section, or null when reviews are not configured. */
export async function productReviews(
  context: { appEnv: AppEnv; withCache: WithCache; upstreamFaults: UpstreamFaults },
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
  handle: string,
): Promise<ProductReviewsProps | null> {
  const config = reviewConfig(context.appEnv);
  if (!config) return null;
  const summary = await ratingSummary(config, handle, context);
  return { handle, summary, slot: reviewSlot(request, url, config, handle) };
}
