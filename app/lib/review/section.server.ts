// What the review markup shows (rendered by ~/components/review/review-section.server): the rating
// summary (visible without JavaScript) and the widget's place, in the page's language (its words,
// its links, and the locale the widget is told). Without a configuration there is no mount, so no
// script and no request (spec §1).
import type { WithCache } from '@shopify/hydrogen';
import type { AppEnv } from '~/lib/context/env.server';
import { siteOrigins } from '~/lib/context/env.server';
import type { UpstreamFaults } from '~/lib/http/upstream.server';
import { SWISS_LOCALE, type Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { reviewConfig, type ReviewConfig } from './config.server';
import { ratingSummary } from './summary.server';
import { formatAverage, starsOf } from './rating-format.server';
import { plural } from '~/lib/i18n/plural';
import { allows } from '~/lib/consent/model';
import { requestConsent } from '~/lib/consent/consent.server';

/** What the review markup needs of the request: its words, language and links. */
export interface ReviewContext {
  appEnv: AppEnv;
  language: Language;
  messages: Pick<Messages, 'review'>;
  localePath: (path: string) => string;
}

/**
 * The widget's place on a page: its mount when the visitor allowed review cookies (the consent
 * gate, docs/decisions/consent-and-analytics.md), else the fallback with a form that gives that consent.
 */
export interface ReviewSlotProps {
  config: ReviewConfig;
  productId: string | null;
  consented: boolean;
  /** Where the consent form's 303 comes back to: this page. */
  redirectTo: string;
  /** The consent form's action, in the page's language. */
  consentPath: string;
  /** The page's locale (`fr-CH`, `en-US`): the widget's language (docs/decisions/reviews.md) and its numbers. */
  locale: string;
  words: Messages['review'];
}

/**
 * The rating summary as the page shows it, written out on the server so the browser formats no
 * number while it hydrates (as a card's rating, ./card-rating.server): "★★★★☆", "4,7", "3 Bewertungen".
 */
export interface ShownRating {
  stars: string;
  average: string;
  count: string;
}

export interface ProductReviewsProps {
  handle: string;
  summary: ShownRating | null;
  slot: ReviewSlotProps;
  /** /review for this product, in the page's language. */
  writePath: string;
}

export function reviewSlot(
  context: ReviewContext,
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
  config: ReviewConfig,
  productId: string | null,
): ReviewSlotProps {
  const consented = allows(requestConsent(request), 'reviews');
  const locale = siteOrigins(context.appEnv, request).onUs ? 'en-US' : SWISS_LOCALE[context.language];
  return {
    config,
    productId,
    consented,
    redirectTo: url.pathname + url.search,
    consentPath: context.localePath('/consent'),
    locale,
    words: context.messages.review,
  };
}

/** The product page's review section, or null when reviews are not configured. */
export async function productReviews(
  context: ReviewContext & { withCache: WithCache; upstreamFaults: UpstreamFaults },
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
  handle: string,
): Promise<ProductReviewsProps | null> {
  const config = reviewConfig(context.appEnv);
  if (!config) return null;
  const rating = await ratingSummary(config, handle, context);
  const slot = reviewSlot(context, request, url, config, handle);
  const { words, locale } = slot;
  const summary = rating && {
    stars: starsOf(rating.average),
    average: formatAverage(rating.average, locale),
    count: plural(context.language, rating.count, words.countOne, words.countOther),
  };
  const write = `${context.localePath('/review')}?action=write_review&product=${encodeURIComponent(handle)}`;
  return {
    handle,
    summary,
    slot,
    writePath: write,
  };
}
