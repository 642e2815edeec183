// Error reporting to Sentry (optional: only with SENTRY_DSN set; docs/operations.md) with toucan-js,
// Sentry's client for Workers that needs no AsyncLocalStorage (which Oxygen does not have, so
// @sentry/cloudflare cannot start there). Each error a request logs is sent in `waitUntil`, never
// in the way of its answer; the event goes through the logger's redaction (no email, IP or cart
// id), with the request's method, path and id but none of its headers, cookies or query.
import { Toucan } from 'toucan-js';
import { redact } from './log.server';

type Report = (error: unknown) => Promise<void>;

/** The request's reporter to the project of `dsn` (SENTRY_DSN). */
export function errorReporter(dsn: string, requestId: string, request: Request): Report {
  const { origin, pathname } = new URL(request.url);
  return async (error) => {
    const sending: Promise<unknown>[] = [];
    try {
      const sentry = new Toucan({
        dsn,
        context: { waitUntil: (promise: Promise<unknown>) => void sending.push(promise) },
        release: __BUILD_ID__,
        // Only the method and path: no headers, cookies, query or IP.
        request: new Request(new URL(pathname, origin), { method: request.method }),
        requestDataOptions: {
          allowedHeaders: false,
          allowedCookies: false,
          allowedSearchParams: false,
          allowedIps: false,
        },
        sendDefaultPii: false,
        beforeSend: (event) => JSON.parse(redact(JSON.stringify(event))) as typeof event,
      });
      sentry.setTag('request_id', requestId);
      sentry.captureException(error);
      await Promise.allSettled(sending);
    } catch {
      // The reporter's own failure is not the shopper's: the answer has gone out.
    }
  };
}
