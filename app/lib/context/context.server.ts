// Builds the one request context every loader and action gets: env, signed session, Storefront
// client in the visitor's market, the session-backed cart handler, Cache API and waitUntil.
import { createHydrogenContext, createWithCache, type WithCache } from '@shopify/hydrogen';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import { CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT } from '~/graphql/cart';
import type { Country } from '~/lib/country/country';
import { availableCountries, countryForRequest } from '~/lib/country/market.server';
import type { AppEnv } from './env.server';
import { createFlash, type Flash } from './flash.server';
import { AppSession } from './session.server';

export interface WorkerExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

const additionalContext = {} as const;

export interface Market {
  countries: Country[] | null;
  country: Country;
}

declare global {
  interface HydrogenAdditionalContext {
    appEnv: AppEnv;
    /** Cache API runner for upstreams other than the Storefront API (e.g. Admin inventory). */
    withCache: WithCache;
    /** The shop's countries (null when Shopify could not be reached) and the request's market. */
    market: Market;
    /** One-time messages for the next page (session flash, typed keys). */
    flash: Flash;
  }
}

export async function createAppContext(request: Request, env: AppEnv, executionContext: WorkerExecutionContext) {
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([caches.open('hydrogen'), AppSession.init(request, [env.SESSION_SECRET])]);
  // The market is decided before anything else is sent: the storefront client reads this object
  // for every @inContext query, so only the country-list query (no $country) runs before it is set.
  const i18n: { language: 'EN'; country: CountryCode } = { language: 'EN', country: 'CH' };
  // New carts are created in the market explicitly, not only through @inContext.
  const buyerIdentity: { countryCode: CountryCode } = { countryCode: 'CH' };
  const market: Market = { countries: null, country: { code: 'CH', name: 'Switzerland', currency: 'CHF' } };

  const context = createHydrogenContext(
    {
      env: {
        ...env,
        PRIVATE_STOREFRONT_API_TOKEN: env.PRIVATE_STOREFRONT_API_TOKEN ?? '',
        PUBLIC_STOREFRONT_ID: env.PUBLIC_STOREFRONT_ID ?? '',
        PUBLIC_CHECKOUT_DOMAIN: env.PUBLIC_CHECKOUT_DOMAIN ?? '',
        PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: '',
        PUBLIC_CUSTOMER_ACCOUNT_API_URL: '',
        SHOP_ID: '',
      },
      request,
      cache,
      waitUntil,
      session,
      i18n,
      buyerIdentity,
      cart: {
        queryFragment: CART_QUERY_FRAGMENT,
        mutateFragment: CART_MUTATE_FRAGMENT,
        getId: () => session.get('cartId') as string | undefined,
        setId: (cartId: string) => {
          session.set('cartId', cartId);
          return new Headers();
        },
      },
    },
    {
      ...additionalContext,
      appEnv: env,
      market,
      flash: createFlash(session),
      withCache: createWithCache({ cache, waitUntil, request }),
    },
  );
  const countries = await availableCountries(context.storefront);
  const { code } = countryForRequest(request, env, countries);
  i18n.country = code as CountryCode;
  buyerIdentity.countryCode = code as CountryCode;
  market.countries = countries;
  market.country = countries?.find((c) => c.code === code) ?? { code, name: code, currency: '' };
  return context;
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
