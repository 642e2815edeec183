// Per-client rate limits for the endpoints that cost upstream calls or invite abuse (cart
// creation, checkout, Klarna, newsletter, chat, search, suggestions, the Swiss inventory and the
// Storefront API proxy, docs/decisions/rate-limits.md). The in-isolate token bucket (`limit`) is the local
// and test limiter and a first line of defence in production; `limitRequest` adds Cloudflare's
// Workers rate-limiting binding named by the rule when the worker has it (wrangler.toml), so the
// budget holds across isolates (docs/decisions/rate-limits.md).
import { requestUrl } from './request-url';
import { isListingParam, normaliseParams } from '~/lib/listing/url';
import { pageAt } from '~/route-paths';
import { routeAt } from '~/route-table';

export interface RateRule {
  /** A name for the budget, e.g. 'newsletter'; buckets are per rule and client. */
  name: string;
  /** Requests a client may make in a burst. */
  capacity: number;
  /** Seconds for one request's worth of budget to come back. */
  refillSeconds: number;
  /** The Workers rate-limiting binding that backs this rule in production, e.g. 'RATE_LIMIT_CART'. */
  binding?: string;
}

/** Cloudflare's Workers rate-limiting binding (`[[ratelimits]]` in wrangler.toml). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The shop's own budgets; newsletter and chat define theirs next to their routes. */
export const RATE_RULES = {
  cartCreate: { name: 'cart-create', capacity: 30, refillSeconds: 2, binding: 'RATE_LIMIT_CART' },
  checkout: { name: 'checkout', capacity: 20, refillSeconds: 3, binding: 'RATE_LIMIT_CHECKOUT' },
  klarna: { name: 'klarna', capacity: 10, refillSeconds: 6, binding: 'RATE_LIMIT_KLARNA' },
  /** Six signups in a burst per client, then one every ten seconds. */
  newsletter: { name: 'newsletter', capacity: 6, refillSeconds: 10, binding: 'RATE_LIMIT_NEWSLETTER' },
  /** Eight questions in a burst, then one every four seconds. */
  chat: { name: 'chat', capacity: 8, refillSeconds: 4, binding: 'RATE_LIMIT_CHAT' },
  /** Result pages, each a Storefront search: thirty in a burst, then one every two seconds. */
  search: { name: 'search', capacity: 30, refillSeconds: 2, binding: 'RATE_LIMIT_SEARCH' },
  /**
   * Listing renders (/shop, collections): each one the page cache does not answer is a Storefront
   * query for its filters, sort and cursor: thirty in a burst, then one every two seconds.
   */
  listing: { name: 'listing', capacity: 30, refillSeconds: 2, binding: 'RATE_LIMIT_LISTING' },
  /** As-you-type suggestions (debounced 200 ms, repeats from the browser's cache): one a second. */
  suggest: { name: 'suggest', capacity: 60, refillSeconds: 1, binding: 'RATE_LIMIT_SUGGEST' },
  /** Shopify's webhooks (docs/decisions/purges.md): a bulk edit sends bursts; a purge costs a few cache writes. */
  webhooks: { name: 'webhooks', capacity: 120, refillSeconds: 0.05, binding: 'RATE_LIMIT_WEBHOOKS' },
  /**
   * Purges of one set of pages, whoever sends them (docs/decisions/purges.md): ten in a burst, then one every six
   * seconds. A replayed delivery cannot purge the same pages over and over; Shopify retries a refusal.
   */
  purges: { name: 'purges', capacity: 10, refillSeconds: 6, binding: 'RATE_LIMIT_PURGES' },
  /** /healthz, for uptime monitors: each check is an uncached Storefront call. Ten a minute. */
  health: { name: 'health', capacity: 10, refillSeconds: 6, binding: 'RATE_LIMIT_HEALTH' },
  /** The Swiss inventory API: each call is Admin API work. */
  inventory: { name: 'inventory', capacity: 20, refillSeconds: 3, binding: 'RATE_LIMIT_INVENTORY' },
  /** Any call through the Storefront API proxy; the carts it creates spend cartCreate as well. */
  storefrontProxy: {
    name: 'storefront-proxy',
    capacity: 60,
    refillSeconds: 1,
    binding: 'RATE_LIMIT_STOREFRONT_PROXY',
  },
} as const satisfies Record<string, RateRule>;

export const RATE_LIMITED = 'Too many requests. Please try again in a moment.';

export type RateVerdict = { ok: true } | { ok: false; retryAfter: number };

// Per-isolate memory (a cache of recent clients, never a store); bounded so it cannot grow forever.
const MAX_BUCKETS = 10_000;
const buckets = new Map<string, { tokens: number; at: number }>();

/** Takes one token from the client's bucket for `rule`. */
export function limit(rule: RateRule, client: string, now = Date.now()): RateVerdict {
  const key = `${rule.name}:${client}`;
  const bucket = buckets.get(key) ?? { tokens: rule.capacity, at: now };
  const refilled = Math.min(rule.capacity, bucket.tokens + (now - bucket.at) / (rule.refillSeconds * 1000));
  if (refilled < 1) {
    buckets.set(key, { tokens: refilled, at: now });
    return { ok: false, retryAfter: Math.ceil((1 - refilled) * rule.refillSeconds) };
  }
  buckets.delete(key);
  if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
  buckets.set(key, { tokens: refilled - 1, at: now });
  return { ok: true };
}

/**
 * Who the client is, for rate limits: the connecting IP the edge reports, else one shared
 * "unknown" bucket (which errs towards limiting, never towards letting a flood through).
 */
export function clientKey(request: Request): string {
  const ip = request.headers.get('cf-connecting-ip') ?? request.headers.get('oxygen-buyer-ip');
  return ip?.trim().slice(0, 64) || 'unknown';
}

// The worker's bindings, by name (set once per isolate from the worker's env).
let bindings: Record<string, RateLimitBinding> = {};

function isBinding(value: unknown): value is RateLimitBinding {
  return typeof value === 'object' && value !== null && typeof (value as RateLimitBinding).limit === 'function';
}

let bindingsOf: Record<string, unknown> | undefined;
/** Keeps the rate-limiting bindings among the worker's env (other values are ignored). */
export function useRateLimitBindings(env: Record<string, unknown>) {
  // The runtime hands every request of an isolate the same env object: looked through once.
  if (env === bindingsOf) return;
  bindingsOf = env;
  bindings = Object.fromEntries(Object.entries(env).filter(([, value]) => isBinding(value))) as typeof bindings;
}

/**
 * `key` (a client, or what a request spends, e.g. the pages a purge reaches) against `rule`: the
 * in-isolate bucket first (no round trip for a flood), then the platform's limiter when the rule
 * names a binding the worker has. A failing binding lets the request through on the local verdict
 * rather than refusing shoppers.
 */
export async function limitKey(rule: RateRule, key: string): Promise<RateVerdict> {
  const local = limit(rule, key);
  const binding = rule.binding ? bindings[rule.binding] : undefined;
  if (!local.ok || !binding) return local;
  try {
    const { success } = await binding.limit({ key: `${rule.name}:${key}` });
    return success ? local : { ok: false, retryAfter: Math.max(1, Math.ceil(rule.refillSeconds)) };
  } catch {
    return local;
  }
}

/** The request's client against `rule` (limitKey). */
export const limitRequest = (rule: RateRule, request: Request): Promise<RateVerdict> =>
  limitKey(rule, clientKey(request));

/**
 * The budget a request to a hand-off route spends (each view costs Shopify or Klarna calls), as
 * app/route-table.ts marks them. A single-fetch data request (`/checkout.data`) runs the same
 * loader or action as the page, so it spends the same budget.
 */
export function routeRule(request: Request): RateRule | null {
  const { pathname } = requestUrl(request);
  const limited = routeAt(pathname.replace(/\.data$/, ''))?.rateLimit;
  if (!limited || (limited.method && limited.method !== request.method)) return null;
  return RATE_RULES[limited.rule];
}

/**
 * The budget a render spends (issue 47, item 12): a listing's with a sort, filter or cursor, for
 * each render the page cache does not answer (a miss, a personal view, a data request), so a
 * client cannot force one Storefront query after another past the cache with new filters, prices,
 * sorts or cursors. A page-cache hit renders nothing and spends nothing; a listing without them
 * is one page per market, like any other page.
 */
export function renderRule(request: Request): RateRule | null {
  const { pathname, searchParams } = requestUrl(request);
  if (pageAt(pathname.replace(/\.data$/, ''))?.params !== 'listing') return null;
  const chosen = normaliseParams(searchParams).some(([name]) => isListingParam(name));
  return chosen ? RATE_RULES.listing : null;
}

/** A 429 for JSON clients, with Retry-After and a message a person can act on (and `extra` fields). */
export function tooManyRequests(
  verdict: { retryAfter: number },
  message = RATE_LIMITED,
  extra: Record<string, unknown> = {},
) {
  return Response.json(
    { ...extra, success: false, message },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfter), 'Cache-Control': 'no-store' } },
  );
}

/**
 * A route's `headers` for a page that is one visitor's (a question about their cart): nothing is
 * kept by a browser or a cache, and a refusal's Retry-After (from its loader or action) reaches the
 * document response.
 */
export function visitorPageHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}) {
  const result = new Headers({ 'Cache-Control': 'no-store' });
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After');
  if (retryAfter) result.set('Retry-After', retryAfter);
  return result;
}

/** For tests: forget every bucket. */
export function resetRateLimits() {
  buckets.clear();
}
