// Money as the shop shows it (spec §9): the currency's locale, a symbol fallback where Intl cannot
// format the currency, and "2 decimals, one decimal when the second is zero".
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

/** 2 decimals, 1 when the second is zero (12.50 → 12.5), 0 for currencies without minor units. */
export function fractionDigits(amount: number, currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 0;
  const cents = Math.round(Math.abs(amount) * 100);
  return cents % 10 === 0 ? 1 : 2;
}

export function formatMoney({ amount, currencyCode }: Money): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  const digits = fractionDigits(value, currencyCode);
  try {
    return new Intl.NumberFormat(localeForCurrency(currencyCode), {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${symbolForCurrency(currencyCode)}${value.toFixed(digits)}`;
  }
}
