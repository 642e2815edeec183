// The Storefront API proxy (`/api/{version}/graphql.json` → Hydrogen's `storefront.forward`): what
// a call through it spends and what it carries (docs/decisions/rate-limits.md). Each call spends the proxy's budget,
// and each cart it creates the same cart-create budget as the shop's own cart creation, so the
// proxy is no way around it.
import type { StorefrontCalls } from '~/lib/shopify/storefront.server';
import { withShopifyCookies } from './cookies.server';
import { limitRequest, RATE_LIMITED, RATE_RULES, type RateVerdict } from './rate-limit.server';
import { requestUrl } from './request-url';
import { oneLine, OUTAGE_HEADERS, STOREFRONT_DEADLINE_MS, withinDeadline } from './upstream.server';
import { log } from '~/lib/ops/log.server';

// Hydrogen's pattern for the proxied path (its SFAPI_RE, which it does not export).
const PROXY_PATH = /^\/api\/(unstable|2\d{3}-\d{2})\/graphql\.json$/;

export function isStorefrontProxy(request: Request): boolean {
  return PROXY_PATH.test(requestUrl(request).pathname);
}

/**
 * The GraphQL text the call sends: the query string's values for a GET, else the body, decoded
 * when it is JSON (so a `\u0063artCreate` escape reads as what Shopify will see).
 */
async function operationText(request: Request): Promise<string> {
  if (!request.body) return [...requestUrl(request).searchParams.values()].join('\n');
  const text = await request
    .clone()
    .text()
    .catch(() => '');
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

/** Carts the call would create: one per `cartCreate` field (aliases put several in one call). */
async function cartCreations(request: Request): Promise<number> {
  return (await operationText(request)).match(/cartCreate/g)?.length ?? 0;
}

/** Spends the proxy's budget, then one cart-create token per cart the call would create. */
export async function limitProxy(request: Request): Promise<RateVerdict> {
  let verdict = await limitRequest(RATE_RULES.storefrontProxy, request);
  // Past the bucket's capacity the answer is the same: refused.
  const creations = Math.min(await cartCreations(request), RATE_RULES.cartCreate.capacity + 1);
  for (let i = 0; verdict.ok && i < creations; i += 1) verdict = await limitRequest(RATE_RULES.cartCreate, request);
  return verdict;
}

/** What a GraphQL client or its CORS preflight sends; nothing else is worth a call to Shopify. */
const PROXY_METHODS = ['GET', 'POST', 'OPTIONS'];

/** A refusal in the shape Shopify answers with (GraphQL clients read `errors`). */
function refusal(status: 405 | 429, message: string, headers: Record<string, string>, code?: string) {
  const error = code ? { message, extensions: { code } } : { message };
  return Response.json({ errors: [error] }, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
}

/**
 * The call as it goes on to Hydrogen's proxy (only Shopify's cookies: Hydrogen forwards the Cookie
 * header), or the worker's refusal: 405 for a method no GraphQL client sends, 429 past a budget
 * (THROTTLED, as Shopify says it).
 */
export async function storefrontProxyGate(request: Request): Promise<Request | Response> {
  if (!PROXY_METHODS.includes(request.method)) {
    return refusal(405, 'Method not allowed.', { Allow: PROXY_METHODS.join(', ') });
  }
  const verdict = await limitProxy(request);
  if (!verdict.ok) return refusal(429, RATE_LIMITED, { 'Retry-After': String(verdict.retryAfter) }, 'THROTTLED');
  return withShopifyCookies(request);
}

/**
 * Shopify's answer to the call as it is, errors included; a 503 when Shopify does not answer within
 * the deadline or at all, or this request's market query already found it down.
 */
export async function forwardStorefront({ storefront, outcome, log: requestLog }: StorefrontCalls, request: Request) {
  const forwarded = outcome.failed
    ? Promise.reject(new Error('failed earlier in this request'))
    : withinDeadline(storefront.forward(request), STOREFRONT_DEADLINE_MS);
  return forwarded.catch((error: unknown) => {
    (requestLog ?? log).warn(`Storefront API proxy: ${oneLine(error)}`);
    return Response.json(
      { errors: [{ message: 'The Storefront API is unavailable. Please try again.' }] },
      { status: 503, headers: OUTAGE_HEADERS },
    );
  });
}
