// The visitor's market for this request: the shopify_country cookie when it is a country code,
// else the configured default, else CH. (Geo headers and the supported-country check join here.)
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import { readCookie } from './cookies';
import type { AppEnv } from './env.server';

export const COUNTRY_COOKIE = 'shopify_country';
export const DEFAULT_COUNTRY = 'CH';

export function countryForRequest(request: Request, env: AppEnv): CountryCode {
  const fromCookie = readCookie(request.headers.get('Cookie'), COUNTRY_COOKIE)?.toUpperCase();
  const code =
    fromCookie && /^[A-Z]{2}$/.test(fromCookie) ? fromCookie : (env.PUBLIC_DEFAULT_COUNTRY ?? DEFAULT_COUNTRY);
  return code as CountryCode;
}
