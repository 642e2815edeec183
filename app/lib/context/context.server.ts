// Builds the one request context every loader and action gets, once and in order: the visitor's
// market first (the shop's country list, then cookie / geo / site), then Hydrogen's Storefront
// client and cart handler with that market's i18n and buyer identity, env, signed session, flash,
// Cache API and waitUntil, in a React Router context provider. Nothing in it is reassigned
// afterwards (docs/decisions/025).
import {
  createCartHandler,
  createStorefrontClient,
  createWithCache,
  hydrogenContext,
  type Storefront,
  type WithCache,
} from '@shopify/hydrogen';
import { RouterContextProvider } from 'react-router';
import { getStorefrontHeaders } from '@shopify/hydrogen/oxygen';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import { CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT } from '~/graphql/cart';
import { marketForRequest, type Market } from '~/lib/country/market.server';
import { storeOrigin, type AppEnv } from './env.server';
import { buyerIp } from '~/lib/http/geo.server';
import { guardStorefrontFetch } from '~/lib/http/upstream.server';
import { createFlash, type Flash } from './flash.server';
import { AppSession } from './session.server';
import { acceptLanguage, sendLanguage } from './language.server';
import { MemoryTier, tieredCache } from '~/lib/edge-cache/memory-tier.server';
import { shareAnswers, sharing, type Share } from '~/lib/shopify/answers.server';
import { islandsFor, type Islands } from '~/lib/http/islands.server';

export interface WorkerExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

declare global {
  interface HydrogenAdditionalContext {
    appEnv: AppEnv;
    /** Cache API runner for upstreams other than the Storefront API (e.g. Admin inventory). */
    withCache: WithCache;
    /** Parsed answers shared through the memory tier for a few seconds (docs/decisions/175). */
    share: Share;
    /** The shop's countries (null when Shopify could not be reached) and the request's market. */
    market: Market;
    /** One-time messages for the next page (session flash, typed keys). */
    flash: Flash;
    /** This request's id in logs and on the 500 page (Cloudflare's ray id when there is one). */
    requestId: string;
    /** A document's server-written HTML, kept out of its hydration data (docs/decisions/170). */
    islands?: Islands;
  }
}

/**
 * A client that is only made when its query is sent: the country list is usually in isolate
 * memory, and then no second Storefront client is built for the request.
 */
function onFirstQuery(make: () => Storefront): Pick<Storefront, 'query'> {
  let client: Storefront | undefined;
  return {
    get query() {
      client ??= make();
      return client.query;
    },
  };
}

export async function createAppContext(
  request: Request,
  env: AppEnv,
  executionContext: WorkerExecutionContext,
  requestId: string = crypto.randomUUID(),
) {
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  guardStorefrontFetch(storeOrigin(env));
  // Sub-request answers (Storefront, Admin, reviews) through this isolate's memory tier (docs/decisions/140).
  const [cache, session] = await Promise.all([hydrogenCache(), AppSession.init(request, [env.SESSION_SECRET])]);
  const hydrogenEnv = hydrogenEnvOf(env);
  // Both Storefront clients of this request send the same buyer headers and one request group id.
  const storefrontHeaders = getStorefrontHeaders(request);
  storefrontHeaders.requestGroupId ??= crypto.randomUUID();
  // The buyer IP Shopify sees comes from the trusted edge only (Hydrogen reads oxygen-buyer-ip).
  storefrontHeaders.buyerIp = buyerIp(request, env.EDGE_PLATFORM) ?? null;

  // 1. The market. Its query has no $country, so a plain client (same token, cache and headers as
  //    Hydrogen's, hence the same Cache API entry) sends it before the Hydrogen context exists.
  const market = await marketForRequest(
    request,
    env,
    onFirstQuery(() =>
      sendLanguage(
        createStorefrontClient({
          cache,
          waitUntil,
          storefrontHeaders,
          storeDomain: hydrogenEnv.PUBLIC_STORE_DOMAIN,
          publicStorefrontToken: hydrogenEnv.PUBLIC_STOREFRONT_API_TOKEN,
          privateStorefrontToken: hydrogenEnv.PRIVATE_STOREFRONT_API_TOKEN,
          storefrontId: hydrogenEnv.PUBLIC_STOREFRONT_ID,
        }).storefront,
        acceptLanguage(LANGUAGE),
      ),
    ),
  );
  const country = market.country.code as CountryCode;

  // 2. Hydrogen's clients, in that market: @inContext queries and new carts use it; every call
  //    (catalogue, cart handler) says the visitor's language in that market.
  const { storefront } = createStorefrontClient({
    cache,
    waitUntil,
    i18n: { language: LANGUAGE, country },
    storefrontHeaders,
    storeDomain: hydrogenEnv.PUBLIC_STORE_DOMAIN,
    publicStorefrontToken: hydrogenEnv.PUBLIC_STOREFRONT_API_TOKEN,
    privateStorefrontToken: hydrogenEnv.PRIVATE_STOREFRONT_API_TOKEN,
    storefrontId: hydrogenEnv.PUBLIC_STOREFRONT_ID,
  });
  sendLanguage(storefront, acceptLanguage(LANGUAGE, country));
  const share = sharing(cache instanceof MemoryTier ? cache.answers : undefined);
  shareAnswers(storefront, `${country}\n${LANGUAGE}`, share);
  const cart = createCartHandler({
    storefront,
    buyerIdentity: { countryCode: country },
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
    getCartId: () => session.get('cartId') as string | undefined,
    setCartId: (cartId: string) => {
      session.set('cartId', cartId);
      return new Headers();
    },
  });

  // 3. The context: what Hydrogen's createHydrogenContext gives (its router contexts and
  //    properties) without a Customer Account client, which the shop does not use and which costs
  //    a thrown and caught URL error on every request; and without its Proxy (docs/decisions/175).
  const context = new RouterContextProvider();
  context.set(hydrogenContext.storefront, storefront);
  context.set(hydrogenContext.cart, cart);
  context.set(hydrogenContext.env, hydrogenEnv);
  context.set(hydrogenContext.session, session);
  context.set(hydrogenContext.waitUntil, waitUntil);
  Object.defineProperty(context, 'customerAccount', { get: noCustomerAccount });
  const services: Omit<RouterContextProvider, 'get' | 'set' | 'customerAccount'> = {
    storefront,
    cart,
    env: hydrogenEnv,
    session,
    appEnv: env,
    market,
    flash: createFlash(session),
    requestId,
    islands: islandsFor(request),
    withCache: createWithCache({ cache, waitUntil, request }),
    share,
    waitUntil,
  };
  return Object.assign(context, services);
}

/**
 * The env as Hydrogen reads it (its optional names filled in), made once per parsed env, i.e. per
 * isolate: a spread of every variable was the largest part of building a request's context.
 */
const hydrogenEnvs = new WeakMap<AppEnv, ReturnType<typeof makeHydrogenEnv>>();
const makeHydrogenEnv = (env: AppEnv) =>
  Object.freeze({
    ...env,
    PRIVATE_STOREFRONT_API_TOKEN: env.PRIVATE_STOREFRONT_API_TOKEN ?? '',
    PUBLIC_STOREFRONT_ID: env.PUBLIC_STOREFRONT_ID ?? '',
    PUBLIC_CHECKOUT_DOMAIN: env.PUBLIC_CHECKOUT_DOMAIN ?? '',
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: '',
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: '',
    SHOP_ID: '',
  });

function hydrogenEnvOf(env: AppEnv) {
  let hydrogenEnv = hydrogenEnvs.get(env);
  if (!hydrogenEnv) hydrogenEnvs.set(env, (hydrogenEnv = makeHydrogenEnv(env)));
  return hydrogenEnv;
}

function noCustomerAccount(): never {
  throw new Error('The shop has no Customer Account API client (docs/decisions/175).');
}

const SUBREQUEST_TIER_BYTES = 4 * 1024 * 1024;
const hydrogenCache = async () => (await tieredCache('hydrogen', SUBREQUEST_TIER_BYTES)) ?? caches.open('hydrogen');

/** The shop's one language (spec §3: default locale en). */
const LANGUAGE = 'EN';

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
