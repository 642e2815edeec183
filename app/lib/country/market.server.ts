// The visitor's market for a request (spec §4): available countries from Shopify's localization
// (the Cache API for an hour), the edge's geo headers, the two sites told apart by host, and the
// shopify_country / shopify_currency cookies.
import { CacheCustom } from '@shopify/hydrogen';
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { readCookie, setCookie } from '~/lib/http/cookies.server';
import { readGeo } from '~/lib/http/geo.server';
import {
  COUNTRY_COOKIE,
  COUNTRY_COOKIE_MAX_AGE,
  CURRENCY_COOKIE,
  resolveDefaultCountry,
  type Country,
} from './country';
import { siteOrigins, type AppEnv } from '~/lib/context/env.server';
import { log } from '~/lib/ops/log.server';
import { requestLog } from '~/lib/ops/request.server';

const COUNTRY_LIST_TTL_SECONDS = 60 * 60;
const COUNTRY_LIST_CACHE = CacheCustom({ mode: 'public', maxAge: COUNTRY_LIST_TTL_SECONDS });

const AVAILABLE_COUNTRIES_QUERY = `#graphql
  query AvailableCountries {
    localization {
      availableCountries {
        isoCode
        name
        currency {
          isoCode
        }
      }
    }
  }
` as const;

/** The shop's countries with their currency; null when Shopify cannot be reached. */
export async function availableCountries(storefront: StorefrontCalls): Promise<Country[] | null> {
  try {
    const { localization } = await storefrontQuery(storefront, AVAILABLE_COUNTRIES_QUERY, {
      cache: COUNTRY_LIST_CACHE,
    });
    // In Shopify's order (by code): each page names and sorts them in its language (change.server).
    return localization.availableCountries.map((c) => ({
      code: c.isoCode,
      name: c.name,
      currency: c.currency?.isoCode ?? '',
    }));
  } catch (error) {
    (storefront.log ?? log).warn('Could not load the available countries; using the default country.', error);
    return null;
  }
}

/** The US site (en-US) is the host of PUBLIC_US_SITE_ORIGIN; every other host is the main site. */
export function isUsSite(request: Request, env: AppEnv): boolean {
  return Boolean(env.PUBLIC_US_SITE_ORIGIN) && siteOrigins(env, request).onUs;
}

export function countryForRequest(request: Request, env: AppEnv, available: Country[] | null) {
  return resolveDefaultCountry({
    cookie: readCookie(request, COUNTRY_COOKIE),
    geo: readGeo(request, env.EDGE_PLATFORM).country,
    configured: env.PUBLIC_DEFAULT_COUNTRY,
    usSite: isUsSite(request, env),
    available,
    warn: (message) => requestLog(request).warn(message),
  });
}

/** The shop's countries (null when Shopify could not be reached) and the request's country. */
export interface Market {
  countries: Country[] | null;
  country: Country;
}

/**
 * The request's market, decided before its Hydrogen context is built (whose i18n and buyer
 * identity are this market's). The country-list query has no $country: any client can send it.
 */
export async function marketForRequest(request: Request, env: AppEnv, storefront: StorefrontCalls): Promise<Market> {
  const countries = await availableCountries(storefront);
  const { code } = countryForRequest(request, env, countries);
  return { countries, country: countries?.find((c) => c.code === code) ?? { code, name: code, currency: '' } };
}

/**
 * The two Set-Cookie values for a chosen country. Not HttpOnly: browser code reads them (spec §3).
 * A currency not known (chosen while the shop's list could not be loaded) clears the old one.
 */
export function countryCookies(request: Request, country: Country): string[] {
  return [
    setCookie(request, COUNTRY_COOKIE, country.code, COUNTRY_COOKIE_MAX_AGE),
    setCookie(request, CURRENCY_COOKIE, country.currency, country.currency ? COUNTRY_COOKIE_MAX_AGE : 0),
  ];
}
