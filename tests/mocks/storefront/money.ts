// Market pricing of the mock: CHF base prices converted at fixed rates, then rounded up the way
// Shopify's automatic rounding does (whole units for krona/dirham, hundreds for yen, .95 endings
// for the other decimal currencies). Amounts are kept in minor units to avoid float drift.
import type { SeedCountry } from './seed/types';

const ROUND_TO_WHOLE = new Set(['SEK', 'NOK', 'DKK', 'AED']);
const ZERO_DECIMAL = new Set(['JPY']);

export function minorUnitsPerMajor(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 1 : 100;
}

/** Converts a CHF decimal string to the market's currency, in minor units, with price rounding. */
export function priceInMarket(chf: string, country: SeedCountry): number {
  const currency = country.currency.isoCode;
  const chfCents = Math.round(Number(chf) * 100);
  if (currency === 'CHF') return chfCents;
  const raw = (chfCents / 100) * country.rateFromChf;
  if (ZERO_DECIMAL.has(currency)) return Math.ceil(raw / 100) * 100;
  if (ROUND_TO_WHOLE.has(currency)) return Math.ceil(raw) * 100;
  const whole = Math.floor(raw);
  const ending = raw - whole <= 0.95 ? whole + 0.95 : whole + 1.95;
  return Math.round(ending * 100);
}

/** Plain conversion without rounding rules (Shopify does not round gift card balances). */
export function amountInMarket(chf: string, country: SeedCountry): number {
  const minor = minorUnitsPerMajor(country.currency.isoCode);
  return Math.round(Number(chf) * country.rateFromChf * minor);
}

/** Shopify's Decimal rendering: "189.0", "172.95", "2300.0". */
export function formatDecimal(minorUnits: number, currency: string): string {
  const value = minorUnits / minorUnitsPerMajor(currency);
  const text = String(Math.round(value * 100) / 100);
  return text.includes('.') ? text : `${text}.0`;
}

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}

export function money(minorUnits: number, currency: string): MoneyV2 {
  return { amount: formatDecimal(minorUnits, currency), currencyCode: currency };
}
