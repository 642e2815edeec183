// Money as the shop shows it (spec §9, docs/decisions/cart.md): the currency's locale
// and a symbol fallback where Intl cannot format the currency. Every amount a shopper reads, price
// or total, shows the currency's usual decimals (CHF 189.00 and a total of CHF 378.00): the spec's
// "one decimal when the second is zero" is the Storefront API's decimal string, not a shopper's
// format (docs/decisions/cart.md).

const LOCALE_BY_CURRENCY: Record<string, string> = {
  CHF: 'de-CH',
  EUR: 'de-DE',
  USD: 'en-US',
  GBP: 'en-GB',
  CAD: 'en-CA',
  AUD: 'en-AU',
  JPY: 'ja-JP',
  ALL: 'sq-AL',
  SEK: 'sv-SE',
  NOK: 'nb-NO',
  DKK: 'da-DK',
};

const SYMBOL_FALLBACK: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CHF: 'CHF ',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
  ALL: 'L ',
  SEK: 'kr ',
  NOK: 'kr ',
  DKK: 'kr ',
};

/** Currencies without minor units. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'HUF', 'TWD', 'UGX']);

export interface Money {
  amount: string | number;
  currencyCode: string;
}

export function localeForCurrency(currency: string): string {
  return LOCALE_BY_CURRENCY[currency] ?? 'en-US';
}

export function symbolForCurrency(currency: string): string {
  return SYMBOL_FALLBACK[currency] ?? `${currency} `;
}

/** The currency's usual decimals (2, or 0 for currencies without minor units). */
const usualDigits = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : 2);

/**
 * Building an `Intl.NumberFormat` costs far more than formatting with one, so each currency +
 * digits builds its formatter once per isolate (a formatter holds no request's data). Only ISO
 * currency codes are kept (a finite set); any other value gets a formatter of its own or none.
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

export function numberFormat(currencyCode: string, fraction: number): Intl.NumberFormat | null {
  const key = `${currencyCode}:${fraction}`;
  const known = formatters.get(key);
  if (known !== undefined) return known;
  let formatter: Intl.NumberFormat | null = null;
  try {
    formatter = new Intl.NumberFormat(localeForCurrency(currencyCode), {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
  } catch {
    // The symbol fallback.
  }
  if (/^[A-Z0-9]{3}$/.test(currencyCode)) formatters.set(key, formatter);
  return formatter;
}

/** An amount, price or total: "CHF 189.00", "200,95 €", "$1,234.50", "¥32,200". */
export function formatMoney({ amount, currencyCode }: Money): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  const fraction = usualDigits(currencyCode);
  const formatter = numberFormat(currencyCode, fraction);
  return formatter ? formatter.format(value) : `${symbolForCurrency(currencyCode)}${value.toFixed(fraction)}`;
}
