// One request's Storefront API calls (spec §7, docs/decisions/upstream-discipline.md). Hydrogen's
// client has no option for a header on every call, a per-call deadline or an answer check, so every
// call goes through `storefrontQuery`, which adds them. Hydrogen's helpers that take a client (the
// cart handler, `storefrontRedirect`) get `storefrontFor(calls)`, an object made for that request.
import type { CachingStrategy, Storefront, StorefrontApiErrors, StorefrontQueries } from '@shopify/hydrogen';
import type { ClientReturn, ClientVariablesInRestParams } from '@shopify/hydrogen-codegen';
import { STOREFRONT_DEADLINE_MS, UpstreamError, withinDeadline } from '~/lib/http/upstream.server';
import type { RequestLog } from '~/lib/ops/request.server';

/** What a request's Storefront calls share; made per request in `createAppContext`. */
export interface StorefrontCalls {
  readonly storefront: Storefront;
  /** The page's language in the visitor's market (`en-CH`), or alone before the market is known. */
  readonly acceptLanguage: string;
  /**
   * Set by the request's first failed call: its later calls fail at once, so it answers within one
   * deadline, with that call's reason (a revoked token's 401 is still worded as one). `deadline`
   * (ms since the epoch, set when the request's context is made): when every call of the request
   * has to have answered, so calls one after another share one 4 s and a page waits on the
   * Storefront API that long at most (issue 47, item 16); without it, each call has 4 s of its own.
   */
  readonly outcome: { failed: boolean; reason?: string; readonly deadline?: number };
  /** The request's log: each call's API, time and outcome go into its request line. */
  readonly log?: Pick<RequestLog, 'upstream' | 'warn'>;
}

/** `en-CH` for English in Switzerland; the shop's language alone before the market is known. */
export function acceptLanguage(language: string, country?: string): string {
  const base = language.toLowerCase();
  return country ? `${base}-${country.toUpperCase()}` : base;
}

type AutoVariables = 'country' | 'language';
type QueryOptions<Q extends string> = ClientVariablesInRestParams<
  StorefrontQueries,
  Q,
  {
    cache?: CachingStrategy;
    displayName?: string;
    /** The caller reads each field and calls an answer without them "missing data" (spec §8). */
    missingData?: 'caller';
  },
  AutoVariables
>;
type Answer<T> = T & { errors?: StorefrontApiErrors };
// Hydrogen's own signature, without the generated types (they were checked at our signature).
type Send = (document: string, options: object) => Promise<Record<string, unknown>>;

/** A query of this request: its language, the deadline, and an answer with data or a throw. */
export function storefrontQuery<const Q extends string>(
  calls: StorefrontCalls,
  query: Q,
  ...[options]: QueryOptions<Q>
): Promise<Answer<ClientReturn<StorefrontQueries, Q>>> {
  return send(calls, calls.storefront.query as Send, query, options);
}

async function send<T>(
  calls: StorefrontCalls,
  method: Send,
  document: string,
  { missingData, ...options }: { missingData?: 'caller' } = {},
): Promise<T> {
  if (calls.outcome.failed) {
    throw new UpstreamError(`Storefront API: failed earlier in this request (${calls.outcome.reason ?? 'unknown'})`);
  }
  const headers = { 'accept-language': calls.acceptLanguage };
  const { deadline } = calls.outcome;
  const left = deadline === undefined ? STOREFRONT_DEADLINE_MS : deadline - Date.now();
  const started = Date.now();
  const timed = (outcome: 'ok' | 'error' | 'timeout') =>
    calls.log?.upstream({ api: 'storefront', ms: Date.now() - started, outcome });
  try {
    if (left <= 0)
      throw new UpstreamError(`Storefront API: no answer within the request's ${STOREFRONT_DEADLINE_MS} ms`);
    const answer = await withinDeadline(method(document, { ...options, headers }), left);
    // Hydrogen spreads `data` into the answer: without any (HTML, truncated or empty JSON, errors
    // alone) only `errors` is left, and read as data it would be "no such product". (A `data: {}`
    // looks the same: callers that tell "missing data" apart themselves take the answer as it is.)
    if (!missingData && !Object.keys(answer).some((key) => key !== 'errors')) {
      const errors = (answer.errors as StorefrontApiErrors)?.map((error) => error.message).join('; ');
      throw new UpstreamError(`Storefront API: an answer without data${errors ? ` (${errors})` : ''}`);
    }
    timed('ok');
    return answer as T;
  } catch (error) {
    timed(Date.now() - started < left ? 'error' : 'timeout');
    calls.outcome.failed = true;
    calls.outcome.reason ??= (error instanceof Error ? error.message : String(error))
      .replace(/\s+/g, ' ')
      .slice(0, 300);
    throw error;
  }
}

/**
 * A Storefront-shaped object for Hydrogen's helpers that take a client (the cart handler,
 * `storefrontRedirect`): its `query` and `mutate` send through this request's calls, the rest is
 * the request's client. A query without data throws (the handler's `cart.get()` would read it as
 * "no cart"); a mutation's answer goes to the cart code, which reads its payload (spec §8).
 */
export function storefrontFor(calls: StorefrontCalls): Storefront {
  const { query, mutate } = calls.storefront as unknown as Record<'query' | 'mutate', Send>;
  return {
    ...calls.storefront,
    query: (document: string, options?: object) => send(calls, query, document, options),
    mutate: (document: string, options?: object) =>
      send(calls, mutate, document, { ...options, missingData: 'caller' }),
  } as Storefront;
}
