// Quiet, honest answers for what the worker refuses or fails at (docs/decisions/http-and-hardening.md): expected
// refusals are one log line without a stack; an unexpected error is logged with a request id
// that the 500 page shows, so a shopper's report can be matched to the log. The worker's own
// documents (server.ts), beside React Router's (entry.server.tsx), in the language of the
// request's path (`/fr/…` French); the JSON API answers in English.
import { escapeHtml } from '~/lib/http/escape-html';
import { format } from '~/lib/i18n/format';
import { splitLanguage, SWISS_LOCALE } from '~/lib/i18n/languages';
import { messagesFor, type Messages } from '~/lib/i18n/messages/index.server';
import type { Refusal } from '~/lib/http/request-guard.server';
import { requestLog } from '~/lib/ops/request.server';

/** Which site a request is on: the US site is English at every path (docs/decisions/routes-and-languages.md). */
export interface RequestSite {
  onUs: boolean;
}

/** The words and the `<html lang>` of the request's path. */
function documentLanguage(request: Request, { onUs }: RequestSite): { words: Messages; lang: string } {
  const { language } = splitLanguage(new URL(request.url).pathname, onUs);
  return { words: messagesFor(language), lang: onUs ? 'en-US' : SWISS_LOCALE[language] };
}

/**
 * A bare error document for what the worker answers before React Router renders (a refusal, a
 * configuration it must not run with, an unexpected failure): no shell, styles or script, and no
 * React render, so a flood of refused requests costs little.
 */
export function plainErrorResponse(status: number, title: string, message: string, lang = 'en') {
  const [t, m] = [escapeHtml(title), escapeHtml(message)];
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"/><title>${t}</title></head><body><main><h1>${t}</h1><p>${m}</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const isApi = (request: Request) => new URL(request.url).pathname.startsWith('/api/');
/** React Router's data request of a navigation: its client shows the body of a refusal as the message. */
const isData = (request: Request) => new URL(request.url).pathname.endsWith('.data');

/** One line for an expected refusal (405, 403, 400, 413, 429, 503): no stack, bounded length. */
export function logRefusal(request: Request, status: number, reason: string) {
  const { pathname } = new URL(request.url);
  requestLog(request).warn(`${status} ${request.method} ${pathname.slice(0, 200)}: ${reason.slice(0, 200)}`);
}

/**
 * The refusal as JSON for the JSON API (its English words), as its message for a data request,
 * else as a page; both of these in the language of the request's path.
 */
export function refusalResponse(
  request: Request,
  refusal: Refusal,
  site: RequestSite,
  headers: HeadersInit = {},
): Response {
  const { words, lang } = documentLanguage(request, site);
  const { title, message } = words.refusals[refusal.status];
  const response = isApi(request)
    ? Response.json({ success: false, error: refusal.message }, { status: refusal.status })
    : isData(request)
      ? new Response(message, {
          status: refusal.status,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': lang },
        })
      : plainErrorResponse(refusal.status, title, message, lang);
  for (const [name, value] of new Headers(headers)) response.headers.set(name, value);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** The 500 page, with the request id the log line carries. */
export function internalError(request: Request, requestId: string, site: RequestSite): Response {
  const { words, lang } = documentLanguage(request, site);
  const { title, message } = words.refusals[500];
  const response = plainErrorResponse(500, title, format(message, { reference: requestId }), lang);
  response.headers.set('X-Request-Id', requestId);
  return response;
}

/**
 * React Router's own failures, made honest: a 500 page gets the request id. (A method a route does
 * not take never reaches it: the worker answers 405 first, `methodRefusal`.)
 */
export function honestErrors(request: Request, response: Response, requestId: string, site: RequestSite): Response {
  const html = response.headers.get('Content-Type')?.includes('text/html');
  if (response.status === 500 && html) {
    const result = internalError(request, requestId, site);
    for (const cookie of response.headers.getSetCookie()) result.headers.append('Set-Cookie', cookie);
    return result;
  }
  return response;
}
