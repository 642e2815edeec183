// How a rating is written, on the server, the same on the product page's summary and on a product
// card: the average with one decimal in the page's locale, and whole stars out of five.
import { formatNumber } from '~/lib/i18n/numbers';

/** "4,7" (de-CH, fr-CH), "4.7" (en-CH, en-US). */
export const formatAverage = (average: number, locale: string) => formatNumber(average, locale, 1);

/** "★★★★☆" for an average of 4.4: whole stars, rounded. */
export function starsOf(average: number): string {
  const full = Math.min(5, Math.max(0, Math.round(average)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
