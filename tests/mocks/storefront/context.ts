// What every resolver needs: the market and language from @inContext and the mock's public origin
// (for URLs).
import type { ShopLanguage } from './languages';
import { seed } from './seed';
import type { SeedCountry } from './seed/types';

export interface StorefrontContext {
  country: SeedCountry;
  /** The language the answer is in: @inContext's if the shop publishes it, else the primary one. */
  languageCode: ShopLanguage;
  /** Origin of the mock server as the caller reached it, e.g. http://127.0.0.1:4001. */
  origin: string;
}

export const DEFAULT_COUNTRY_CODE = 'CH';

export function findCountry(code: string | undefined | null): SeedCountry | undefined {
  return seed.countries.find((country) => country.isoCode === code);
}

export function gid(type: string, id: string) {
  return `gid://shopify/${type}/${id}`;
}

/** Parses a gid into its type and id; query strings (cart keys) are kept in `id`. */
export function parseGid(value: string): { type: string; id: string } | null {
  const match = /^gid:\/\/shopify\/(\w+)\/(.+)$/.exec(value);
  return match?.[1] && match[2] ? { type: match[1], id: match[2] } : null;
}
