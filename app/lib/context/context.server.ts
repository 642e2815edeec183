// Builds the one request context every loader and action gets, once and in order: the visitor's
// market first (the shop's country list, then cookie / geo / site), then Hydrogen's context
// (`createHydrogenContext`: Storefront client, cart handler, env, session, waitUntil) in that
// market's i18n and buyer identity, with the shop's own services beside it: env, flash, the market,
// the request id, the request's Storefront calls, and `withCache` for upstreams other than the
// Storefront API (docs/decisions/http-and-hardening.md, platform.md).
import {
  createCartHandler,
  createHydrogenContext,
  createStorefrontClient,
  createWithCache,
  type WithCache,
} from '@shopify/hydrogen';
import { getStorefrontHeaders } from '@shopify/hydrogen/oxygen';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import { CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT } from '~/graphql/cart';
import { marketForRequest, type Market } from '~/lib/country/market.server';
import { siteOrigins, type AppEnv } from './env.server';
import { localePath, splitLanguage, STOREFRONT_LANGUAGE, type Language } from '~/lib/i18n/languages';
import { messagesFor, type Messages } from '~/lib/i18n/messages/index.server';
import { requestUrl } from '~/lib/http/request-url';
import { buyerIp } from '~/lib/http/geo.server';
import { shopifyCookieHeader } from '~/lib/http/cookies.server';
import { STOREFRONT_DEADLINE_MS, UpstreamFaults } from '~/lib/http/upstream.server';
import { acceptLanguage, storefrontFor, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { createFlash, type Flash } from './flash.server';
import { AppSession } from './session.server';
import { openPageCache } from '~/lib/edge-cache/page-cache.server';
import { purgeAwareCache, stampOrigin } from '~/lib/edge-cache/purge.server';
import type { RequestLog } from '~/lib/ops/request.server';

export interface WorkerExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
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
    /** This request's id in logs and on the 404 and 500 pages (the edge's id when there is one). */
    requestId: string;
    /** This request's logger: its lines carry the id (docs/operations.md). */
    log: RequestLog;
    /**
     * Upstream faults this request's render went on without: then it is not shared
     * (docs/decisions/upstream-discipline.md).
     */
    upstreamFaults: UpstreamFaults;
    /** What every Storefront call of this request goes through (`storefrontQuery`). */
    storefrontCalls: StorefrontCalls;
    /**
     * The page's language, from its URL (docs/decisions/routes-and-languages.md), and its words
     * (docs/decisions/words-and-translations.md).
     */
    language: Language;
    messages: Messages;
    /** A spec path (`/cart`) in the page's language (`/fr/cart`): links, redirects, forms. */
    localePath: (path: string) => string;
  }
}

export async function createAppContext(
  request: Request,
  env: AppEnv,
  executionContext: WorkerExecutionContext,
  log: RequestLog,
) {
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [cache, session] = await Promise.all([
    subrequestCache(env, request),
    AppSession.init(request, [env.SESSION_SECRET]),
  ]);
  const hydrogenEnv = {
    ...env,
    PRIVATE_STOREFRONT_API_TOKEN: env.PRIVATE_STOREFRONT_API_TOKEN ?? '',
    PUBLIC_STOREFRONT_ID: env.PUBLIC_STOREFRONT_ID ?? '',
    PUBLIC_CHECKOUT_DOMAIN: env.PUBLIC_CHECKOUT_DOMAIN ?? '',
    // The shop has no customer accounts (orders are Shopify's hosted pages).
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: '',
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: '',
    SHOP_ID: '',
  };
  // Both Storefront clients of this request send the same buyer headers and one request group id.
  const storefrontHeaders = getStorefrontHeaders(request);
  storefrontHeaders.requestGroupId ??= crypto.randomUUID();
  // The buyer IP Shopify sees comes from the trusted edge only (Hydrogen reads oxygen-buyer-ip).
  storefrontHeaders.buyerIp = buyerIp(request, env.EDGE_PLATFORM) ?? null;
  // Shopify's own cookies only, not every cookie of the shop's domain (docs/decisions/upstream-discipline.md).
  storefrontHeaders.cookie = shopifyCookieHeader(storefrontHeaders.cookie);

  // 1. The market. Its query has no $country, so it goes out before the market's client exists, on
  //    a plain one (same token, cache and headers, hence the same Cache API entry).
  const clientOptions = {
    cache,
    waitUntil,
    storefrontHeaders,
    storeDomain: hydrogenEnv.PUBLIC_STORE_DOMAIN,
    publicStorefrontToken: hydrogenEnv.PUBLIC_STOREFRONT_API_TOKEN,
    privateStorefrontToken: hydrogenEnv.PRIVATE_STOREFRONT_API_TOKEN,
    storefrontId: hydrogenEnv.PUBLIC_STOREFRONT_ID,
  };
  // The page's language is its URL's: German at the spec's paths, /fr and /en on the main site;
  // English on the US site (docs/decisions/routes-and-languages.md). Content comes in it through @inContext(language:).
  const { onUs } = siteOrigins(env, request);
  const { language } = splitLanguage(requestUrl(request).pathname, onUs);
  // One outcome for all of the request's Storefront calls: after one fails, the rest fail at once;
  // and one deadline, from here, for all of them (issue 47, item 16).
  const outcome = { failed: false, deadline: Date.now() + STOREFRONT_DEADLINE_MS };
  const market = await marketForRequest(request, env, {
    storefront: createStorefrontClient(clientOptions).storefront,
    acceptLanguage: acceptLanguage(language),
    outcome,
    log,
  });
  const upstreamFaults = new UpstreamFaults(log);
  // Without the shop's list the market may be a guess (docs/decisions/upstream-discipline.md).
  if (!market.countries) upstreamFaults.note('storefront');
  const country = market.country.code as CountryCode;

  // 2. The request's Storefront client in that market (@inContext queries and new carts use its
  //    i18n), and the cart handler on `storefrontFor`, so that cart calls too say the visitor's
  //    language, have the deadline and the answer check. createHydrogenContext takes no client nor
  //    cart handler of ours, so both go in as its additional context, which `context.storefront` and
  //    `context.cart` then are (it still builds its own, which nothing uses).
  const i18n = { language: STOREFRONT_LANGUAGE[language], country };
  const { storefront } = createStorefrontClient({ ...clientOptions, i18n });
  const storefrontCalls = { storefront, acceptLanguage: acceptLanguage(language, country), outcome, log };
  const cart = createCartHandler({
    storefront: storefrontFor(storefrontCalls),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
    buyerIdentity: { countryCode: country },
    getCartId: () => session.get('cartId') as string | undefined,
    setCartId: (cartId: string) => {
      session.set('cartId', cartId);
      return new Headers();
    },
  });
  return createHydrogenContext(
    { env: hydrogenEnv, request, cache, waitUntil, session, i18n, storefront: { headers: storefrontHeaders } },
    {
      storefront,
      cart,
      storefrontCalls,
      appEnv: env,
      market,
      flash: createFlash(session),
      requestId: log.requestId,
      log,
      upstreamFaults,
      withCache: createWithCache({ cache, waitUntil, request }),
      language,
      messages: messagesFor(language),
      localePath: (path: string) => localePath(language, path, onUs),
    },
  );
}

// Sub-request answers (Storefront, Admin, reviews) in the Cache API, Hydrogen's sub-request cache.
// Answers stored before the last purge are not used (docs/decisions/purges.md).
async function subrequestCache(env: AppEnv, request: Request): Promise<Cache> {
  const [subrequests, pages] = await Promise.all([caches.open('hydrogen'), openPageCache()]);
  return pages ? purgeAwareCache(subrequests, pages, stampOrigin(env, request)) : subrequests;
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
