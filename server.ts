// The edge worker: one fetch handler for pages, API endpoints and redirect rules.
import { storefrontRedirect } from '@shopify/hydrogen';
import { createRequestHandler } from '@shopify/hydrogen/oxygen';
import { isbot } from 'isbot';
import * as build from 'virtual:react-router/server-build';
import { createAppContext, type AppContext, type WorkerExecutionContext } from '~/lib/context/context.server';
import { edgeRedirect, httpsRedirect } from '~/lib/http/edge-rules.server';
import { ConfigurationError, readEnv, secretProblem, siteOrigins } from '~/lib/context/env.server';
import {
  honestErrors,
  internalError,
  logRefusal,
  plainErrorResponse,
  refusalResponse,
  type RequestSite,
} from '~/refusals.server';
import { bufferBody, checkRequest, methodRefusal, type Refusal } from '~/lib/http/request-guard.server';
import { trustedEdgeRequest } from '~/lib/http/geo.server';
import {
  limitRequest,
  RATE_LIMITED,
  renderRule,
  routeRule,
  useRateLimitBindings,
  type RateRule,
} from '~/lib/http/rate-limit.server';
import { forwardStorefront, isStorefrontProxy, storefrontProxyGate } from '~/lib/http/storefront-proxy.server';
import { withSecurityHeaders } from '~/lib/http/security-headers.server';
import { RETRY_AFTER_SECONDS } from '~/lib/http/upstream.server';
import { storefrontFor } from '~/lib/shopify/storefront.server';
import { notShared, withPageCache } from '~/lib/edge-cache/page-cache.server';
import { useChatStore } from '~/lib/chat/store.server';
import { languageRedirect } from '~/lib/i18n/choice.server';
import { observed, requestLog } from '~/lib/ops/request.server';

// Hydrogen's request handler (React Router's, after its own checks), made once per isolate.
// Each request's context is made before it is called (the worker needs it afterwards too: session
// commit, Shopify's redirects) and handed over through `contexts`, which only ever holds the
// contexts of requests in flight. Hydrogen's powered-by header and subrequest cookie collection stay
// off, as they were (docs/decisions/http-and-hardening.md).
const contexts = new WeakMap<Request, AppContext>();
const handleRequest = createRequestHandler({
  build,
  mode: process.env.NODE_ENV,
  poweredByHeader: false,
  collectTrackingInformation: false,
  getLoadContext: (request) => contexts.get(request)!,
});

/** Bots get an error's status with a minimal body, not the app shell (spec §2). */
function forBots(request: Request, response: Response): Response {
  if (response.status < 400 || !isbot(request.headers.get('user-agent'))) return response;
  if (!response.headers.get('Content-Type')?.includes('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.delete('Content-Security-Policy');
  const text = response.status === 404 ? 'Page Not Found' : 'Internal Server Error';
  return new Response(text, { status: response.status, headers });
}

/** The worker's refusal of a request (403, 413, 415, 429 …), logged as one line, in its path's language. */
function refused(
  request: Request,
  refusal: Refusal,
  site: RequestSite,
  reason = refusal.message,
  headers: HeadersInit = {},
) {
  logRefusal(request, refusal.status, reason);
  const response = refusalResponse(request, refusal, site, headers);
  if (refusal.allow !== undefined) response.headers.set('Allow', refusal.allow);
  return withSecurityHeaders(response, request);
}

/** The worker's 429 when the request's client has spent `rule`'s budget, else null. */
async function overBudget(rule: RateRule | null, request: Request, site: RequestSite): Promise<Response | null> {
  const verdict = rule ? await limitRequest(rule, request) : null;
  if (!rule || !verdict || verdict.ok) return null;
  const refusal = { status: 429, title: 'Too Many Requests', message: RATE_LIMITED } as const;
  return refused(request, refusal, site, rule.name, { 'Retry-After': String(verdict.retryAfter) });
}

/** A 500 for a configuration the worker must not run with; the log names each variable. */
function configurationFailure(problem: ConfigurationError, shown: string, request: Request): Response {
  requestLog(request).error(`${problem.message} Missing or invalid: ${problem.variables.join(', ')}`);
  return withSecurityHeaders(plainErrorResponse(500, 'Internal Server Error', shown), request);
}

// The request's id, its log lines, metrics and error report around the whole handler (docs/operations.md).
export default {
  fetch: observed(async (incoming: Request, env: Record<string, unknown>, executionContext: WorkerExecutionContext) => {
    let request = incoming;
    // Plain http on a public host goes to https before anything else (docs/decisions/http-and-hardening.md).
    const ruled = httpsRedirect(request) ?? edgeRedirect(request);
    if (ruled) return withSecurityHeaders(ruled, request);
    const appEnv = readEnv(env);
    if (appEnv instanceof ConfigurationError) return configurationFailure(appEnv, appEnv.message, request);
    const weakSecret = secretProblem(appEnv, request);
    if (weakSecret) return configurationFailure(weakSecret, weakSecret.message, request);
    // Before anything reads the request: only the trusted edge's headers, then where it comes from,
    // what and how much it carries.
    request = trustedEdgeRequest(request, appEnv.EDGE_PLATFORM, appEnv.TRUST_EDGE_IP);
    const { main, us, onUs } = siteOrigins(appEnv, request);
    // A chosen language for `/`, or a prefixed path on the English-only US site
    // (docs/decisions/routes-and-languages.md).
    const languageRuled = languageRedirect(request, { main, onUs });
    if (languageRuled) return withSecurityHeaders(languageRuled, request);
    const refusal = checkRequest(request, [main, us]);
    const site = { onUs };
    if (refusal) return refused(request, refusal, site);
    const read = await bufferBody(request);
    if (!(read instanceof Request)) return refused(request, read, site);
    request = read;
    useRateLimitBindings(env);
    useChatStore(env);
    if (isStorefrontProxy(request)) {
      // Hydrogen's Storefront API proxy, before React Router: a gate of its own (docs/decisions/rate-limits.md).
      const gate = await storefrontProxyGate(request);
      if (gate instanceof Response) {
        logRefusal(request, gate.status, 'storefront-proxy');
        return withSecurityHeaders(gate, request);
      }
      request = gate;
    } else {
      const wrongMethod = methodRefusal(request, build.routes);
      if (wrongMethod) return refused(request, wrongMethod, site);
      const limited = await overBudget(routeRule(request), request, site);
      if (limited) return limited;
    }
    // Anonymous catalogue and content pages come from the page cache (docs/decisions/page-cache.md); `respond`
    // renders one request, the visitor's own or the cache's normalised one.
    const respond = async (request: Request) => {
      // A listing render spends its client's budget; a page-cache hit renders nothing (issue 47, item 12).
      const limited = await overBudget(renderRule(request), request, site);
      if (limited) return limited;
      const log = requestLog(incoming);
      const { requestId } = log;
      try {
        const context = await createAppContext(request, appEnv, executionContext, log);
        contexts.set(request, context);
        // The proxy is answered here, not by Hydrogen's handler: it has the Storefront deadline.
        const handled = isStorefrontProxy(request)
          ? await forwardStorefront(context.storefrontCalls, request)
          : await handleRequest(request);
        let response = honestErrors(request, handled, requestId, site);
        // Rendered around an upstream fault (a missing rating, menu …): not shared
        // (docs/decisions/upstream-discipline.md).
        if (context.upstreamFaults.met.length > 0) response = notShared(response);
        if (context.session.isPending) {
          response = new Response(response.body, response);
          response.headers.append('Set-Cookie', await context.session.commit());
        }
        if (response.status === 503 && !response.headers.has('Retry-After')) {
          // An upstream outage (docs/decisions/upstream-discipline.md): tell clients and crawlers when to come back.
          response = new Response(response.body, response);
          response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
        }
        // Shopify's redirects, unless Shopify already failed this request (Hydrogen would log the path).
        if (response.status === 404 && !context.storefrontCalls.outcome.failed) {
          const storefront = storefrontFor(context.storefrontCalls);
          response = await storefrontRedirect({ request, response, storefront });
        }
        return withSecurityHeaders(forBots(request, response), request);
      } catch (error) {
        log.error('unhandled in the worker', error);
        return withSecurityHeaders(internalError(request, requestId, site), request);
      }
    };
    // Not in `npm run dev`: an edited loader must show at once.
    if (process.env.NODE_ENV === 'development') return respond(request);
    return withPageCache(request, appEnv, executionContext, respond);
  }),
};
