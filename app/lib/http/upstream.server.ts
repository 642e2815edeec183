// Upstream discipline (docs/decisions/026, 190): every upstream call has a deadline, and an answer
// that is not well-formed is an outage, never data. Our own calls (Admin, Klarna, reCAPTCHA, the
// review API) go through `fetchWithDeadline`. Hydrogen's Storefront client takes neither a signal
// nor a fetch of our own, so its calls go through a guard around the global fetch, installed once
// per isolate, that acts only on the Storefront API's GraphQL URL.
import { data } from 'react-router';

/** Every upstream of ours answers within this or counts as down (a page that waits on one after
 * the cart read still answers within 5 s). */
export const UPSTREAM_DEADLINE_MS = 4_000;
export const STOREFRONT_DEADLINE_MS = UPSTREAM_DEADLINE_MS;
export const ADMIN_DEADLINE_MS = UPSTREAM_DEADLINE_MS;
export const KLARNA_DEADLINE_MS = UPSTREAM_DEADLINE_MS;
export const RECAPTCHA_DEADLINE_MS = UPSTREAM_DEADLINE_MS;
/** Seconds a client is asked to wait after an outage answer. */
export const RETRY_AFTER_SECONDS = 30;

/** An upstream that did not answer in time, answered badly, or not at all. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

/**
 * `fetch` with a deadline, headers and body included (the signal aborts a body still streaming).
 * A caller's own signal wins; without one, `deadlineMs` (4 s unless the caller needs less).
 */
export function fetchWithDeadline(input: string | URL, init: RequestInit = {}, deadlineMs = UPSTREAM_DEADLINE_MS) {
  return fetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(deadlineMs) });
}

/**
 * A usable GraphQL answer has a `data` object. Errors without data (THROTTLED, INTERNAL_SERVER_ERROR)
 * are an outage too: read as data, they would look like "no such product" or "no cart".
 */
export function isGraphQLAnswer(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('data' in value)) return false;
  return typeof value.data === 'object' && value.data !== null;
}

const unusable = (what: string, text: string) =>
  Response.json(
    { errors: [{ message: `Unusable ${what} answer: ${text.slice(0, 200)}` }] },
    { status: 502, statusText: 'Bad Gateway' },
  );

const guarded = new Set<string>();
let installed = false;

// Requests (by Hydrogen's request group id, one per incoming request) whose Storefront calls have
// already failed: their later calls fail at once, so a page whose action and loaders each call
// Shopify still answers within one deadline. Bounded, oldest first out.
const failedGroups = new Set<string>();
const MAX_FAILED_GROUPS = 1_000;
const GROUP_HEADER = 'custom-storefront-request-group-id';

function markFailed(group: string | null) {
  if (!group) return;
  if (failedGroups.size >= MAX_FAILED_GROUPS) failedGroups.delete(failedGroups.values().next().value as string);
  failedGroups.add(group);
}

/** The Storefront API proxy's answer when Shopify did not answer in time or at all. */
const proxyOutage = () =>
  Response.json(
    { errors: [{ message: 'The Storefront API is unavailable. Please try again.' }] },
    { status: 503, headers: OUTAGE_HEADERS },
  );

/**
 * Guards Storefront API calls to `origin`: a 4 s deadline (unless the caller set a signal), and
 * a 200 whose body is not GraphQL JSON with data becomes a 502, which Hydrogen turns into a thrown
 * error. After one failure, the same incoming request's later calls fail fast. A call of Hydrogen's
 * proxy (`storefront.forward`, a client's own query: its body is the client's stream, never the
 * string Hydrogen's client sends) gets the deadline too, but Shopify's answer as it is, errors
 * included, and a 503 instead of a throw when Shopify is down (decision 188).
 */
export function guardStorefrontFetch(origin: string) {
  guarded.add(origin);
  if (installed) return;
  installed = true;
  const fetchUpstream = globalThis.fetch;
  globalThis.fetch = async function guardedFetch(input: RequestInfo | URL, init?: RequestInit) {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!guarded.has(url.origin) || !/^\/api\/[^/]+\/graphql\.json$/.test(url.pathname)) {
      return fetchUpstream(input, init);
    }
    const signal = init?.signal ?? AbortSignal.timeout(STOREFRONT_DEADLINE_MS);
    const group = new Headers(init?.headers).get(GROUP_HEADER);
    const failedBefore = group !== null && failedGroups.has(group);
    if (typeof init?.body !== 'string') {
      if (failedBefore) return proxyOutage();
      return fetchUpstream(input, { ...init, signal }).catch((error: unknown) => {
        console.warn(`Storefront API proxy: ${oneLine(error)}`);
        return proxyOutage();
      });
    }
    if (failedBefore) return unusable('Storefront API', 'failed earlier in this request');
    let text: string;
    let response: Response;
    try {
      response = await fetchUpstream(input, { ...init, signal });
      if (!response.ok) {
        if (response.status >= 429) markFailed(group);
        return response;
      }
      text = await response.text();
    } catch (error) {
      markFailed(group);
      throw error;
    }
    try {
      if (isGraphQLAnswer(JSON.parse(text))) return new Response(text, response);
    } catch {
      // Not JSON at all: unusable below.
    }
    markFailed(group);
    return unusable('Storefront API', text);
  };
}

/** An endpoint's outage answer (503, in its own content type): when to come back, kept by no cache. */
export const OUTAGE_HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } as const;

/**
 * The upstream faults one request's render met and went on without (docs/decisions/191): a review
 * summary, inventory, the header menus, the country list … Such a page is shown to its visitor but
 * shared by no cache. Every fallback that stands in for an upstream's data notes it here. (A failed
 * Storefront call alone does not count: Hydrogen also revalidates stale entries with this request's
 * calls, and a page served whole from them is whole.)
 */
export class UpstreamFaults {
  readonly #met = new Set<string>();

  /** `upstream` failed (error, bad answer, timeout) and the render went on without its data. */
  note(upstream: string): void {
    this.#met.add(upstream);
  }

  /** The upstreams this request met faults of; empty when the render is whole. */
  get met(): string[] {
    return [...this.#met];
  }
}

/**
 * For `query(...).catch(goOnWithout(faults, 'storefront', 'Header menu', null))`: a part the page can
 * do without. Logs one line, notes the fault (the page is then not shared), answers `fallback`.
 */
export function goOnWithout<T>(faults: UpstreamFaults, upstream: string, what: string, fallback: T) {
  return (error: unknown): T => {
    // A thrown answer (`outage(...)`'s 503) was logged where it was made.
    if (error instanceof Error) console.warn(`${what} not loaded: ${oneLine(error)}`);
    faults.note(upstream);
    return fallback;
  };
}

/** A 503 thrown from a loader: the spec's message, the boundary renders it, Retry-After is set. */
export function serviceUnavailable(message: string): never {
  throw data(message, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

/** For `query(...).catch(outage('Failed to fetch product'))`: log one line, answer 503. */
export function outage(message: string) {
  return (error: unknown): never => {
    console.warn(`${message}: ${oneLine(error)}`);
    serviceUnavailable(message);
  };
}

/** An error as one log line, without its stack (expected failures must not flood the logs). */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0]!.slice(0, 300);
}
