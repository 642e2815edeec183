// Upstream discipline (docs/decisions/upstream-discipline.md): every upstream call has a deadline,
// and an answer that is not well-formed is an outage, never data. Our own calls (Admin, Klarna,
// reCAPTCHA, the review API) go through `fetchWithDeadline`; Storefront calls through
// `storefrontQuery` (lib/shopify/storefront.server.ts), since Hydrogen's client takes no signal.
import { data } from 'react-router';
import { log as isolateLog, type Log } from '~/lib/ops/log.server';

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
  return fetch(input, { ...init, signal: init.signal ?? deadlineSignal(deadlineMs) });
}

/**
 * A signal that aborts after `ms` with an UpstreamError, which the aborted fetch or body read then
 * throws. Not `AbortSignal.timeout`: its DOMException has a read-only `message`, which Hydrogen's
 * `withCache` prefixes when a background refresh fails, throwing a TypeError of its own in place
 * of the refresh's error (issue 47, item 15).
 */
function deadlineSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer: unknown = setTimeout(() => controller.abort(new UpstreamError(`No answer within ${ms} ms`)), ms);
  // Node keeps a process alive for a pending timer; nothing here needs it to.
  (timer as { unref?: () => void }).unref?.();
  return controller.signal;
}

/** `work`, or an UpstreamError once `ms` have passed (for calls that take no signal: the call
 * itself runs on until the request ends, nobody waits for it). */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** An endpoint's outage answer (503, in its own content type): when to come back, kept by no cache. */
export const OUTAGE_HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } as const;

/**
 * The upstream faults one request's render met and went on without (docs/decisions/upstream-discipline.md): a review
 * summary, inventory, the header menus, the country list … Such a page is shown to its visitor but
 * shared by no cache. Every fallback that stands in for an upstream's data notes it here. (A failed
 * Storefront call alone does not count: Hydrogen also revalidates stale entries with this request's
 * calls, and a page served whole from them is whole.)
 */
export class UpstreamFaults {
  readonly #met = new Set<string>();

  /** `log`: the request's, so that each fault's line carries the request's id. */
  constructor(readonly log: Pick<Log, 'warn'> = isolateLog) {}

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
    if (error instanceof Error) faults.log.warn(`${what} not loaded: ${oneLine(error)}`);
    faults.note(upstream);
    return fallback;
  };
}

/** A 503 thrown from a loader: the spec's message, the boundary renders it, Retry-After is set. */
export function serviceUnavailable(message: string): never {
  throw data(message, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

/**
 * For `query(...).catch(outage('Failed to fetch product', calls.log))`: log one line (in the
 * request's log when given), answer 503.
 */
export function outage(message: string, requestLog: Pick<Log, 'warn'> = isolateLog) {
  return (error: unknown): never => {
    requestLog.warn(`${message}: ${oneLine(error)}`);
    serviceUnavailable(message);
  };
}

/**
 * An error as one log line, without its stack (expected failures must not flood the logs): the
 * message's lines joined, so Hydrogen's second line ("API response error: 503") is kept.
 */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' · ')
    .slice(0, 300);
}
