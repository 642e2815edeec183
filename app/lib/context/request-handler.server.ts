// React Router's request handler, made once per isolate and given each request's context as an
// argument. Around it, what Hydrogen's oxygen createRequestHandler (2026.4) does for this shop:
// that handler can only find a context by request, and making one per request costs React
// Router's route derivation (~0.16 ms) every time. Its powered-by header and subrequest cookie
// collection stay off, as they were (docs/decisions/025).
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppContext } from './context.server';
import { requestUrl } from '~/lib/http/request-url';

export function createAppRequestHandler(build: ServerBuild, mode?: string) {
  const handleRequest = createRequestHandler(build, mode);

  return async function handle(request: Request, context: AppContext): Promise<Response> {
    const { method } = request;
    if ((method === 'GET' || method === 'HEAD') && request.body) {
      return new Response(`${method} requests cannot have a body`, { status: 400 });
    }
    const url = requestUrl(request);
    // Hydrogen's rule, kept as it was: the path collapsed, the query dropped.
    if (url.pathname.includes('//')) {
      return new Response(null, { status: 301, headers: { location: url.pathname.replace(/\/+/g, '/') } });
    }
    const { storefront } = context;
    if (storefront.isStorefrontApiUrl(request)) return storefront.forward(request);
    if (storefront.isMcpUrl(request)) return storefront.forwardMcp(request);

    const response = await handleRequest(request, context);
    // Tells Hydrogen's browser code that the Storefront API proxy above is there.
    if (request.headers.get('sec-fetch-dest') === 'document' || request.headers.get('accept')?.includes('text/html')) {
      response.headers.append('Server-Timing', '_sfapi_proxy;desc=1');
    }
    return response;
  };
}
