// Figures other than money in the page's locale (issue 47; docs/decisions/words-and-translations.md):
// Intl's, except that Swiss German writes a decimal comma outside amounts of money, as the Federal
// Chancellery's style guide has it, where CLDR's de-CH writes the point ("4,7", not "4.7"). Money
// keeps the spec's currency → locale table (§9: CHF is written de-CH, "CHF 189.00", on every
// page): ~/lib/catalogue/money. Written out on the server: the browser formats no number while it
// hydrates (its first `Intl.NumberFormat` costs tens of milliseconds on a phone).

/** A locale's decimal separator where it differs from Intl's. */
const DECIMAL_SEPARATOR: Partial<Record<string, string>> = { 'de-CH': ',' };

// One formatter per locale and precision (settled values, no I/O: safe to keep across requests).
const formatters = new Map<string, Intl.NumberFormat>();

/** `value` with `fractionDigits` decimals in `locale`: 4.7 → "4,7" (de-CH, fr-CH), "4.7" (en-CH, en-US). */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  const key = `${locale} ${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    formatter = new Intl.NumberFormat(locale, digits);
    formatters.set(key, formatter);
  }
  const decimal = DECIMAL_SEPARATOR[locale];
  if (!decimal) return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'decimal' ? decimal : part.value))
    .join('');
}
