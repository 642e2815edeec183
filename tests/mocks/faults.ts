// Fault injection, one contract for every mock upstream (docs/decisions/mock-upstreams.md): a fault set for an
// upstream with `POST /__mock/fault {"upstream","mode",…}` makes its next requests fail in that
// way until `none` or `POST /__mock/reset`. Handlers call `injectFault` after recording a request.
import { delay, HttpResponse } from 'msw';
import { z } from 'zod';

export const FAULT_MODES = [
  'hang',
  'slow',
  'status',
  'throttle',
  'html',
  'truncated',
  'empty',
  'reset',
  // GraphQL mocks only: a well-formed answer that lacks what was asked (tests/mocks/storefront).
  'no-cart',
  'no-data',
  'none',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const FaultSchema = z.object({
  // Any upstream name: later mocks (reCAPTCHA, chat, …) use the same contract.
  upstream: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/),
  mode: z.enum(FAULT_MODES),
  ms: z.number().int().min(0).max(120_000).optional(),
  status: z.number().int().min(400).max(599).optional(),
});
export type Fault = z.infer<typeof FaultSchema>;

const faults = new Map<string, Fault>();

export function setFault(fault: Fault) {
  if (fault.mode === 'none') faults.delete(fault.upstream);
  else faults.set(fault.upstream, fault);
}

export function clearFaults() {
  faults.clear();
}

export function activeFaults(): Fault[] {
  return [...faults.values()];
}

/**
 * The GraphQL-answer fault set for this upstream, if any: `no-cart` answers each cart mutation's
 * payload with neither a cart nor userErrors; `no-data` leaves the cart fields out of `data`.
 */
export function answerFault(upstream: string): 'no-cart' | 'no-data' | undefined {
  const mode = faults.get(upstream)?.mode;
  return mode === 'no-cart' || mode === 'no-data' ? mode : undefined;
}

/** How long a hang lasts at most when nobody gives up on it (keeps test processes from leaking). */
const HANG_CAP_MS = 60_000;

function hang(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HANG_CAP_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The faulty answer for this upstream's request, or undefined to answer normally (after a `slow`
 * fault's delay). `reset` is a network error: in-process fetch rejects, the HTTP server closes
 * the connection.
 */
export async function injectFault(upstream: string, request: Request): Promise<Response | undefined> {
  const fault = faults.get(upstream);
  if (!fault) return undefined;
  switch (fault.mode) {
    case 'slow':
      await delay(fault.ms ?? 6_000);
      return undefined;
    case 'hang':
      await hang(request.signal);
      // Given up on by the client: answering now would write to a closed stream.
      if (request.signal.aborted) await new Promise(() => undefined);
      return HttpResponse.error();
    case 'status': {
      const status = fault.status ?? 503;
      return HttpResponse.json(
        { errors: [{ message: `HTTP ${status}` }] },
        { status, headers: status === 429 || status === 503 ? { 'Retry-After': '1' } : {} },
      );
    }
    case 'throttle':
      return HttpResponse.json(
        { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] },
        { status: 430, headers: { 'Retry-After': '1' } },
      );
    case 'html':
      return new HttpResponse('<!doctype html><html><body><h1>Bad gateway</h1></body></html>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    case 'truncated':
      return new HttpResponse('{"data":{"cart":{"id":"gid://shopify/Cart/', {
        headers: { 'content-type': 'application/json' },
      });
    case 'empty':
      return new HttpResponse('', { headers: { 'content-type': 'application/json' } });
    case 'reset':
      return HttpResponse.error();
    default:
      return undefined;
  }
}
