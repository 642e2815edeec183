import { createContentSecurityPolicy } from '@shopify/hydrogen';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { cspDirectives, sourcesOnce } from '~/lib/http/csp.server';
import { NonceContext } from '~/lib/http/nonce';
import { requestUrl } from '~/lib/http/request-url';
import { errorDetail } from '~/lib/http/error-detail';
import { log as isolateLog } from '~/lib/ops/log.server';

export const streamTimeout = 5_000;

/**
 * Loader and action errors: a thrown status (404, 405, 503 …) is an expected answer, logged as one
 * line; anything else is a bug, logged whole with the request id the 500 page shows.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { pathname } = requestUrl(request);
  const log = (context as Partial<RouterContextProvider> | undefined)?.log ?? isolateLog;
  if (isRouteErrorResponse(error)) {
    const said = errorDetail(error.data).message ?? String(error.data);
    log.warn(`${error.status} ${request.method} ${pathname}: ${said.slice(0, 200)}`);
    return;
  }
  log.error(`${request.method} ${pathname}`, error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: RouterContextProvider,
) {
  const { nonce, header } = createContentSecurityPolicy(cspDirectives(context.appEnv, request));

  let status = responseStatusCode;
  // Rendering gives up after the stream timeout; once everything is rendered the timer goes, so a
  // late abort cannot hit a closed stream (and log "Controller is already closed").
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), streamTimeout + 1_000);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.any([request.signal, deadline.signal]),
      onError(error: unknown) {
        status = 500;
        context.log.error(`render failed: ${request.method} ${requestUrl(request).pathname}`, error);
      },
    },
  );
  const settled = () => clearTimeout(timer);
  body.allReady.then(settled, settled);
  // Crawlers get the whole document at once; browsers get it as it renders (React Router's default).
  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', sourcesOnce(header));
  return new Response(body, { headers: responseHeaders, status });
}
