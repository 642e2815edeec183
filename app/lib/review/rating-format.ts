// How a rating is written, the same on the product page's summary and on a product card: the
// average with one decimal in the page's locale, and whole stars out of five.

// One formatter per locale and isolate: building one costs more than the render that uses it.
const averages = new Map<string, Intl.NumberFormat>();
export function averageFormat(locale: string) {
  let formatter = averages.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averages.set(locale, formatter);
  }
  return formatter;
}

/** "★★★★☆" for an average of 4.4: whole stars, rounded. */
export function starsOf(average: number): string {
  const full = Math.min(5, Math.max(0, Math.round(average)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
