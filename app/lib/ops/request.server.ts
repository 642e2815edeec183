// One request as operations see it (docs/operations.md): its id (Oxygen's `request-id`, Cloudflare's
// `cf-ray`, else a new one) on the response as `x-request-id` and in each of its log lines, and one
// line when it is answered: method, path, route, status, cache state, duration, upstream calls.
// `observed` wraps the worker's fetch handler; the handler finds its request's log with `requestLog`.
import { routeAt } from '~/route-table';
import { ConfigurationError, readEnv } from '~/lib/context/env.server';
import { Log, type Fields } from './log.server';
import { recordRequest, type MetricsEnv, type UpstreamCall } from './metrics.server';
import { errorReporter } from './report.server';

/**
 * A request's log: its lines carry its id; its upstream calls go into its request line, the errors
 * it logs to `onError` (the error reporter, ./report.server, when one is configured).
 */
export class RequestLog extends Log {
  readonly calls: UpstreamCall[] = [];
  onError?: (error: unknown) => void;
  constructor(override readonly requestId: string) {
    super(requestId);
  }

  upstream(call: UpstreamCall): void {
    this.calls.push(call);
  }

  override error(message: string, error?: unknown): void {
    super.error(message, error);
    this.onError?.(error ?? new Error(message));
  }
}

const ID = /^[\w.:-]{1,64}$/;
/**
 * The edge's id for the request (Cloudflare's `cf-ray`, Oxygen's `request-id`: only the platform the
 * worker runs on sets it, a client's is not believed) when well-formed, else a new one.
 */
export function requestIdOf(request: Request, platform: unknown): string {
  const value = request.headers.get(platform === 'oxygen' ? 'request-id' : 'cf-ray')?.trim();
  return value && ID.test(value) ? value : crypto.randomUUID();
}

// Each request in flight and its log, by the request the worker was handed.
const logs = new WeakMap<Request, RequestLog>();

/**
 * The request's log. For a copy made on the way (trusted headers, a buffered body, React Router's
 * own), one with the edge's id the copy carries: the same id in production, where the edge always
 * sets one; a new one locally, where nothing does.
 */
export function requestLog(request: Request): RequestLog {
  const edgeId = request.headers.get('cf-ray') ?? request.headers.get('request-id');
  return logs.get(request) ?? new RequestLog(edgeId && ID.test(edgeId) ? edgeId : crypto.randomUUID());
}

/** The route table's name for a path: its id, or its pattern (`shop/:handle`). */
function routeName(pathname: string): string {
  const entry = routeAt(pathname.replace(/\.data$/, ''));
  return entry ? (entry.id ?? (entry.path === '/' ? 'home' : entry.path)) : 'none';
}

/** The request line's upstream summary: calls, total time, failures, by API. */
function upstreamSummary(calls: UpstreamCall[]): Fields {
  const byApi: Record<string, { calls: number; ms: number; failed: number }> = {};
  for (const { api, ms, outcome } of calls) {
    const entry = (byApi[api] ??= { calls: 0, ms: 0, failed: 0 });
    entry.calls += 1;
    entry.ms += ms;
    if (outcome !== 'ok') entry.failed += 1;
  }
  return byApi;
}

type Handler<Env> = (
  request: Request,
  env: Env,
  context: { waitUntil(promise: Promise<unknown>): void },
) => Promise<Response>;

/** With the id on the answer (headers copied when the answer's are immutable, e.g. a redirect). */
function withId(response: Response, requestId: string): Response {
  try {
    response.headers.set('x-request-id', requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('x-request-id', requestId);
    return copy;
  }
}

/**
 * The worker's handler, observed: the request's log made before it runs, `x-request-id` on its
 * answer, one request line once it answers (an unexpected throw is logged with its stack, then
 * rethrown), and its metrics and error report written in `waitUntil`.
 */
export function observed<Env extends Record<string, unknown>>(handler: Handler<Env>): Handler<Env> {
  return async (request, env, context) => {
    const log = new RequestLog(requestIdOf(request, env.EDGE_PLATFORM));
    logs.set(request, log);
    const appEnv = readEnv(env);
    const dsn = appEnv instanceof ConfigurationError ? undefined : appEnv.SENTRY_DSN;
    const report = dsn ? errorReporter(dsn, log.requestId, request) : null;
    if (report) log.onError = (error) => context.waitUntil(report(error));
    const started = Date.now();
    const { pathname } = new URL(request.url);
    const route = routeName(pathname);
    const line = (status: number, cache: string): Fields => ({
      type: 'request',
      method: request.method,
      path: pathname.slice(0, 200),
      route,
      status,
      cache,
      ms: Date.now() - started,
      upstream: upstreamSummary(log.calls),
    });
    try {
      const response = withId(await handler(request, env, context), log.requestId);
      const cache = response.headers.get('x-cache') ?? 'none';
      const fields = line(response.status, cache);
      log.info(`${response.status} ${request.method} ${pathname.slice(0, 200)}`, fields);
      const { status, ms } = fields as { status: number; ms: number };
      context.waitUntil(recordRequest(env as MetricsEnv, { route, status, cache, ms, calls: [...log.calls] }));
      return response;
    } catch (error) {
      log.error(`unhandled: ${request.method} ${pathname.slice(0, 200)}`, error);
      log.info(`500 ${request.method} ${pathname.slice(0, 200)}`, line(500, 'none'));
      throw error;
    }
  };
}
