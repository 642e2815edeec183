// Builds the one request context every loader and action gets: env, signed session, Storefront
// client in the visitor's market, the session-backed cart handler, Cache API and waitUntil.
import { createHydrogenContext } from '@shopify/hydrogen';
import { CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT } from '~/graphql/cart';
import { countryForRequest } from './country.server';
import type { AppEnv } from './env.server';
import { AppSession } from './session.server';

export interface WorkerExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

const additionalContext = {} as const;

declare global {
  interface HydrogenAdditionalContext {
    appEnv: AppEnv;
  }
}

export async function createAppContext(request: Request, env: AppEnv, executionContext: WorkerExecutionContext) {
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([caches.open('hydrogen'), AppSession.init(request, [env.SESSION_SECRET])]);
  const country = countryForRequest(request, env);

  return createHydrogenContext(
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
      i18n: { language: 'EN', country },
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
    { ...additionalContext, appEnv: env },
  );
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
