// The visitor's country (spec §3, §4 'Country selection'), shared by server and browser: the
// cookie names and attributes, the Country shape, and the rules that pick a default country.

export const COUNTRY_COOKIE = 'shopify_country';
export const CURRENCY_COOKIE = 'shopify_currency';
/** Spec §9: country and currency cookies live 30 days, path /, SameSite Lax. */
export const COUNTRY_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
export const DEFAULT_COUNTRY = 'CH';
export const US_SITE_COUNTRY = 'US';

export interface Country {
  code: string;
  name: string;
  /** ISO currency code; empty when the shop reports none (such a country is never picked by geo). */
  currency: string;
}

export const COUNTRY_CODE = /^[A-Z]{2}$/;

export interface DefaultCountryInput {
  /** The shopify_country cookie, as sent. */
  cookie?: string | null;
  /** The edge's geo country (oxygen-buyer-country or cf-ipcountry). */
  geo?: string | null;
  /** PUBLIC_DEFAULT_COUNTRY. */
  configured?: string | null;
  usSite: boolean;
  /** The shop's available countries; null when they could not be loaded. */
  available: readonly Country[] | null;
  warn?: (message: string) => void;
}

export type CountrySource = 'cookie' | 'geo' | 'configured' | 'site' | 'fallback';

const normalise = (code: string | null | undefined) => code?.trim().toUpperCase() || undefined;

/**
 * Spec §4: a stored country is reused; otherwise geo picks the country if supported and with a
 * currency; otherwise the configured default, else US on the US site, else CH, else the first
 * available. Unsupported or currency-less countries are skipped with a warning, never an error.
 */
export function resolveDefaultCountry(input: DefaultCountryInput): { code: string; source: CountrySource } {
  const warn = input.warn ?? (() => undefined);
  const available = input.available;
  const find = (code: string | undefined) => (code ? available?.find((c) => c.code === code) : undefined);
  // Without the list, a well-formed code is trusted: the Storefront API serves an unknown market
  // in the shop's primary market, so a wrong guess costs nothing worse than CHF prices.
  const supported = (code: string | undefined) =>
    code !== undefined && COUNTRY_CODE.test(code) && (available === null || find(code) !== undefined);

  const cookie = normalise(input.cookie);
  if (cookie && supported(cookie)) return { code: cookie, source: 'cookie' };

  const geo = normalise(input.geo);
  if (geo && available !== null) {
    const country = find(geo);
    if (!country) warn(`Geo country ${geo} is not supported by the shop; using the default country.`);
    else if (!country.currency) warn(`Geo country ${geo} has no currency; using the default country.`);
    else return { code: geo, source: 'geo' };
  }

  const configured = normalise(input.configured);
  if (configured && supported(configured)) return { code: configured, source: 'configured' };
  if (input.usSite && supported(US_SITE_COUNTRY)) return { code: US_SITE_COUNTRY, source: 'site' };
  if (supported(DEFAULT_COUNTRY)) return { code: DEFAULT_COUNTRY, source: 'fallback' };
  return { code: available?.[0]?.code ?? DEFAULT_COUNTRY, source: 'fallback' };
}
