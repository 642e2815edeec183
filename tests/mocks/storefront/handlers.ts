// MSW handlers of the mock Storefront API and the hosted pages a shopper leaves the shop for
// (checkout, account login). Any origin matches, so Vitest and the HTTP server share them.
import { http, HttpResponse } from 'msw';
import { MOCK_STOREFRONT_PRIVATE_TOKEN, MOCK_STOREFRONT_PUBLIC_TOKEN } from '../config';
import { directiveArgument, parseOperation, runOperation, type GraphQLBody } from '../graphql-server';
import { answerFault, injectFault } from '../faults';
import { record, state } from '../state';
import { cartObject } from './cart';
import { DEFAULT_COUNTRY_CODE, findCountry, type StorefrontContext } from './context';
import { answerLanguage } from './languages';
import { mutationRoot, queryRoot } from './root';
import { storefrontSchema } from './schema';

const RECORDED_HEADERS = [
  'x-shopify-storefront-access-token',
  'shopify-storefront-private-token',
  'shopify-storefront-buyer-ip',
  'accept-language',
  'content-type',
  'cookie',
];

function recordedHeaders(request: Request) {
  return Object.fromEntries(
    RECORDED_HEADERS.flatMap((name) => {
      const value = request.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}

function authorized(request: Request) {
  return (
    request.headers.get('x-shopify-storefront-access-token') === MOCK_STOREFRONT_PUBLIC_TOKEN ||
    request.headers.get('shopify-storefront-private-token') === MOCK_STOREFRONT_PRIVATE_TOKEN
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A broken but well-formed answer (fault modes `no-cart`, `no-data`) for the cart fields only, so
 * the rest of the page (menus, markets, catalogue) still answers: the cart's own error handling is
 * what such a fault tests. The change itself has already been made or not, as for real.
 */
function withAnswerFault(result: { data?: unknown; errors?: unknown }) {
  const mode = answerFault('storefront');
  if (!mode || typeof result.data !== 'object' || result.data === null) return result;
  const data = { ...(result.data as Record<string, unknown>) };
  for (const field of Object.keys(data).filter((name) => /^cart/.test(name))) {
    if (mode === 'no-data') delete data[field];
    else if (field !== 'cart') data[field] = { cart: null, userErrors: [], warnings: [] };
  }
  return { ...result, data };
}

export const storefrontHandlers = [
  http.post('*/api/:version/graphql.json', async ({ request, params }) => {
    const url = new URL(request.url);
    // `*` also matches /admin/api/…: leave those to the Admin mock.
    if (!url.pathname.startsWith('/api/')) return undefined;
    const body = (await request.json().catch(() => ({}))) as GraphQLBody;
    record({ upstream: 'storefront', method: 'POST', path: url.pathname, headers: recordedHeaders(request), body });
    const fault = await injectFault('storefront', request);
    if (fault) return fault;
    if (!/^\d{4}-\d{2}$|^unstable$/.test(String(params.version))) {
      return HttpResponse.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    }
    if (!authorized(request)) {
      return HttpResponse.json(
        { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] },
        { status: 401 },
      );
    }
    const parsed = parseOperation(storefrontSchema, body);
    if (!parsed.ok) return HttpResponse.json({ errors: parsed.errors }, { status: parsed.status });
    const countryArg = directiveArgument(parsed.operation, 'inContext', 'country', parsed.variables);
    const languageArg = directiveArgument(parsed.operation, 'inContext', 'language', parsed.variables);
    // Shopify serves an unknown or unsold market in the shop's primary market.
    const country = findCountry(String(countryArg ?? '')) ?? findCountry(DEFAULT_COUNTRY_CODE)!;
    // An unpublished or unknown language (or none) is answered in the primary one (docs/decisions/mock-upstreams.md).
    const ctx: StorefrontContext = { country, languageCode: answerLanguage(languageArg), origin: url.origin };
    const result = await runOperation(storefrontSchema, parsed, { query: queryRoot(ctx), mutation: mutationRoot(ctx) });
    // Shopify says which country and language it answered in, whatever was asked for.
    const context = { country: country.isoCode, language: ctx.languageCode };
    return HttpResponse.json({ ...withAnswerFault(result), extensions: { context } });
  }),

  // The hosted checkout the cart's checkoutUrl points at: shows what the shop handed over, in the
  // language the cart was last changed in (Shopify opens its checkout in it).
  http.get('*/checkouts/cn/:token', ({ request, params }) => {
    const url = new URL(request.url);
    record({ upstream: 'checkout', method: 'GET', path: url.pathname + url.search, headers: {}, body: null });
    const cart = state.carts.get(String(params.token));
    if (!cart || cart.key !== url.searchParams.get('key')) {
      return new HttpResponse('<!doctype html><title>Checkout not found</title><h1>Checkout not found</h1>', {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    const language = answerLanguage(cart.language);
    const view = cartObject(cart, {
      country: findCountry(cart.buyerIdentity.countryCode)!,
      languageCode: language,
      origin: url.origin,
    });
    const rows = cart.attributes
      .map((a) => `<tr><th scope="row">${escapeHtml(a.key)}</th><td>${escapeHtml(a.value)}</td></tr>`)
      .join('');
    const html = `<!doctype html><html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Checkout - Sharkblades</title></head>
<body><main><h1>Checkout</h1>
<p>Total: <output id="total">${view.cost.totalAmount.amount} ${view.cost.totalAmount.currencyCode}</output></p>
<p>Items: <output id="quantity">${view.totalQuantity}</output></p>
<p>Language: <output id="language">${language}</output></p>
<table><caption>Cart attributes</caption><tbody>${rows}</tbody></table></main></body></html>`;
    return new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),

  // The hosted shop's account login (My Orders).
  http.get(
    '*/account',
    () =>
      new HttpResponse(
        '<!doctype html><html lang="en"><title>Sign in - Sharkblades</title><h1>Sign in to see your orders</h1></html>',
        {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        },
      ),
  ),
];
