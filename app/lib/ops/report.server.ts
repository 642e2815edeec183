// Error reporting to Sentry (optional: only with SENTRY_DSN set; docs/operations.md). Each error a
// request logs is sent in `waitUntil`, never in the way of its answer; the event goes through the
// logger's redaction (no email, IP or cart id), with the request's method, path and id but none of
// its headers, cookies or query.
//
// Written here, not with a Sentry SDK (docs/decisions/platform.md): the worker needs one call of
// Sentry's documented envelope endpoint, and toucan-js (the SDK that runs without AsyncLocalStorage,
// which Oxygen lacks) would add ~24 KiB gzip to every worker upload for an optional feature.
import { redact } from './log.server';

type Report = (error: unknown) => Promise<void>;

/** Sentry's parts of a DSN (`https://<key>@<host>/<project>`), or null for a malformed one. */
function parseDsn(dsn: string): { endpoint: string; key: string } | null {
  try {
    const url = new URL(dsn);
    const project = url.pathname.split('/').pop();
    if (!url.username || !project) return null;
    const path = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
    return { endpoint: `${url.protocol}//${url.host}${path}/api/${project}/envelope/`, key: url.username };
  } catch {
    return null;
  }
}

// A V8 stack line: `at name (file:line:column)` or `at file:line:column`.
const STACK_LINE = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

/** The error as Sentry's exception: its frames oldest first, as Sentry reads them. */
function exception(error: unknown) {
  const { name = 'Error', message = String(error), stack = '' } = error instanceof Error ? error : {};
  const frames = stack
    .split('\n')
    .map((line) => STACK_LINE.exec(line))
    .filter((match) => match !== null)
    .map(([, fn, filename, line, column]) => ({
      function: fn ?? '?',
      filename,
      lineno: Number(line),
      colno: Number(column),
    }))
    .reverse();
  return { type: name, value: message, ...(frames.length ? { stacktrace: { frames } } : {}) };
}

/** The request's reporter to the project of `dsn` (SENTRY_DSN). */
export function errorReporter(dsn: string, requestId: string, request: Request): Report {
  const { origin, pathname } = new URL(request.url);
  return async (error) => {
    const target = parseDsn(dsn);
    if (!target) return;
    const eventId = crypto.randomUUID().replaceAll('-', '');
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'javascript',
      level: 'error',
      release: __BUILD_ID__,
      tags: { request_id: requestId },
      // Only the method and path: no headers, cookies, query or IP.
      request: { method: request.method, url: origin + pathname },
      exception: { values: [exception(error)] },
    };
    const envelope = [{ event_id: eventId, sent_at: new Date().toISOString() }, { type: 'event' }, event]
      .map((part) => redact(JSON.stringify(part)))
      .join('\n');
    try {
      await fetch(target.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-sentry-envelope',
          'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${target.key}, sentry_client=sharkblades-worker/1`,
        },
        body: envelope,
      });
    } catch {
      // The reporter's own failure is not the shopper's: the answer has gone out.
    }
  };
}
