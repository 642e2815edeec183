import { createContentSecurityPolicy } from '@shopify/hydrogen';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { checkoutOrigin, storeOrigin } from '~/lib/context/env.server';
import { NonceContext } from '~/lib/http/nonce';
import { recaptchaScriptUrl } from '~/lib/newsletter/shell.server';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: RouterContextProvider,
) {
  const origin = storeOrigin(context.appEnv);
  const storeHost = new URL(origin).host;
  // reCAPTCHA v3 (newsletter): its script and frames (Google's hosts, or the mock's origin).
  const recaptcha = [new URL(recaptchaScriptUrl(context.appEnv)).origin, 'https://www.gstatic.com'];
  const { nonce, header } = createContentSecurityPolicy({
    shop: { checkoutDomain: context.appEnv.PUBLIC_CHECKOUT_DOMAIN, storeDomain: storeHost },
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', origin],
    mediaSrc: ["'self'", 'https://cdn.shopify.com', origin],
    connectSrc: ["'self'", origin],
    scriptSrc: ["'self'", 'https://cdn.shopify.com', ...recaptcha],
    frameSrc: ["'self'", ...recaptcha, 'https://recaptcha.google.com'],
    // The checkout hand-off is a form post answered by a redirect to the hosted checkout.
    formAction: ["'self'", checkoutOrigin(context.appEnv)],
    objectSrc: ["'none'"],
  });

  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );

  // Bots and no-JS crawlers get the complete document in one piece.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  return new Response(body, { headers: responseHeaders, status });
}
