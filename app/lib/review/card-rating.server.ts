// A product card's rating (docs/decisions/reviews.md): read from the standard metafields review apps write
// on each product (`reviews.rating`, type `rating`; `reviews.rating_count`), which the card's query
// fetches anyway, so a listing costs no review-API call. Shown only when reviews are on (the
// product page's switch, ./config.server) and the product has reviews; written out on the server,
// so the browser formats no number while it hydrates a listing (docs/decisions/rendering-and-hydration.md).
import * as z from 'zod/mini';
import type { AppEnv } from '~/lib/context/env.server';
import { siteOrigins } from '~/lib/context/env.server';
import { pageLocale } from '~/lib/content/dates';
import { format } from '~/lib/i18n/format';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { plural } from '~/lib/i18n/plural';
import { reviewConfig } from './config.server';
import { formatAverage, starsOf } from './rating-format.server';

/** What a card shows: "★★★★★ 4.7 (3)", and for screen readers the product page's words. */
export interface CardRating {
  stars: string;
  average: string;
  count: number;
  /** "Rated 4.7 out of 5 (3 reviews)". */
  label: string;
}

/** How the page writes ratings; null when reviews are off. */
export interface CardRatingWords {
  locale: string;
  language: Language;
  words: Messages['review'];
}

export function cardRatingWords(
  context: { appEnv: AppEnv; language: Language; messages: Pick<Messages, 'review'> },
  request: Request,
): CardRatingWords | null {
  if (!reviewConfig(context.appEnv)) return null;
  const { onUs } = siteOrigins(context.appEnv, request);
  return { locale: pageLocale(context.language, onUs), language: context.language, words: context.messages.review };
}

const number = z.string().check(z.regex(/^\d+(\.\d+)?$/));
// Shopify's `rating` metafield value: {"value":"4.6","scale_min":"1.0","scale_max":"5.0"}.
const RatingValue = z.object({ value: number, scale_min: z.optional(number), scale_max: number });

/** The average on a scale of five, or null when the value is not a rating. */
function averageOf(value: string): number | null {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = RatingValue.safeParse(json);
  if (!parsed.success) return null;
  const max = Number(parsed.data.scale_max);
  const average = Number(parsed.data.value);
  if (!(max > 0) || average < 0 || average > max) return null;
  return max === 5 ? average : (average / max) * 5;
}

export function cardRating(
  metafields: { rating?: { value: string } | null; ratingCount?: { value: string } | null },
  ratings: CardRatingWords | null,
): CardRating | null {
  if (!ratings || !metafields.rating || !metafields.ratingCount) return null;
  const count = Number(metafields.ratingCount.value);
  const average = averageOf(metafields.rating.value);
  if (!Number.isInteger(count) || count < 1 || average === null) return null;
  const { locale, language, words } = ratings;
  const written = formatAverage(average, locale);
  return {
    stars: starsOf(average),
    average: written,
    count,
    label: `${format(words.rated, { average: written })} ${plural(language, count, words.countOne, words.countOther)}`,
  };
}
