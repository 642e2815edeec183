import { createContentSecurityPolicy } from '@shopify/hydrogen';
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
import { IslandContext } from '~/components/island';
import { RouterDataContext } from '~/components/shell/deferred-scripts';
import { InlineStylesContext } from '~/components/shell/inline-styles';
import { inlineStylesheets } from '~/lib/http/stylesheets.server';

export const streamTimeout = 5_000;

/**
 * Loader and action errors: a thrown status (404, 405, 503 …) is an expected answer, logged as one
 * line; anything else is a bug, logged whole with the request id the 500 page shows.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { pathname } = requestUrl(request);
  if (isRouteErrorResponse(error)) {
    console.warn(`${error.status} ${request.method} ${pathname}: ${String(error.data).slice(0, 200)}`);
    return;
  }
  const requestId = (context as Partial<RouterContextProvider> | undefined)?.requestId ?? 'unknown';
  console.error(`[request ${requestId}] ${request.method} ${pathname}`, error);
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
  // React Router's loader data for hydration goes in the body, not after </html> (decision 195):
  // its stream is read whole here (every loader has settled) and the root's DeferredScripts writes it.
  const { serverHandoffStream, ...entryContext } = reactRouterContext;
  const routerData = serverHandoffStream ? await new Response(serverHandoffStream).text() : null;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <IslandContext.Provider value={context.islands}>
        <RouterDataContext.Provider value={routerData}>
          <InlineStylesContext.Provider value={inlineStylesheets(entryContext)}>
            <ServerRouter context={entryContext} url={request.url} nonce={nonce} />
          </InlineStylesContext.Provider>
        </RouterDataContext.Provider>
      </IslandContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: deadline.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );

  // The document in one piece, for browsers and bots alike (docs/decisions/150): every loader has
  // resolved before the render starts (no deferred data), so it is read whole and sent as one body
  // (a React stream handed to the runtime errors when the client goes away mid-write). Read once
  // all of it is ready, so a suspended part is written in its place, never appended after </html>.
  const html = await body.allReady.then(() => new Response(body).text()).finally(() => clearTimeout(timer));

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', sourcesOnce(header));
  return new Response(html, { headers: responseHeaders, status });
}
