// Checks every state-changing request before anything reads it (docs/decisions/http-and-hardening.md): where it
// comes from (Origin / Sec-Fetch-Site: a cross-site post gets 403 and changes nothing), what it
// carries (a body type the shop reads, else 415) and how much (over 64 KB, or the route table's
// `maxBodyBytes` for its route → 413, judged by Content-Length or, without one, by reading it first:
// `bufferBody`), and whether it is sent to a page at all (a page under an unknown language segment →
// 404). Same-site forms without JavaScript send Origin like any other post, so they pass.
import { requestUrl } from './request-url';
import { pageAt } from '~/route-paths';
import { isLocalized, routeAt } from '~/route-table';

export const MAX_BODY_BYTES = 64 * 1024;

/** The largest body the request's route takes. */
const bodyCap = (request: Request) => routeAt(requestUrl(request).pathname)?.maxBodyBytes ?? MAX_BODY_BYTES;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json', 'text/plain'];

export interface Refusal {
  status: 400 | 403 | 404 | 405 | 413 | 415 | 429;
  title: string;
  message: string;
  /** A 405's Allow header: the methods the address takes. */
  allow?: string;
}

const refuse = (status: Refusal['status'], title: string, message: string): Refusal => ({ status, title, message });

/** Whether a browser sent this request from another site (no headers at all: not a browser). */
export function isCrossSite(request: Request, trustedOrigins: readonly string[]): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null') return origin !== new URL(request.url).origin && !trustedOrigins.includes(origin);
  if (origin === 'null') return true;
  const site = request.headers.get('Sec-Fetch-Site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

/**
 * Whether the path is a page's under a first segment that is not one of the site's languages
 * (`/it/cart`, `/account`): React Router fills `:locale?` with any segment and would run the page's
 * action, while the layout's loader answers a GET with the not-found page (routes/locale.tsx).
 */
function underNoLanguage(pathname: string): boolean {
  if (pathname === '/_root.data') return false;
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  const entry = routeAt(path);
  return entry !== undefined && isLocalized(entry) && pageAt(path) === undefined;
}

/** A refusal for a mutating request, or null to let it through. */
export function checkRequest(request: Request, trustedOrigins: readonly string[]): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (underNoLanguage(requestUrl(request).pathname)) {
    return refuse(404, 'Not Found', 'There is no page at this address. Nothing was changed.');
  }
  if (isCrossSite(request, trustedOrigins)) {
    return refuse(403, 'Forbidden', 'This form was sent from another site. Nothing was changed.');
  }
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > bodyCap(request)) return refuse(413, 'Payload Too Large', 'The request is too large.');
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (request.body && type !== undefined && !BODY_TYPES.includes(type)) {
    return refuse(415, 'Unsupported Media Type', 'Send a form or JSON.');
  }
  return null;
}

/** React Router's route modules, by route id (the server build's `routes`). */
export type RouteModules = Record<
  string,
  { module: { action?: unknown; loader?: unknown; default?: unknown } } | undefined
>;

/**
 * 405 for a method the request's route does not take, before anything runs: React Router would hand
 * PUT, PATCH or DELETE to a page's action, and a GET to an endpoint without a loader is an error to
 * it. What a route takes is what its module has: GET and HEAD for a loader or a page, POST for an
 * action; Allow names them.
 */
export function methodRefusal(request: Request, routes: RouteModules): Refusal | null {
  if (request.method === 'OPTIONS') return null;
  const pathname = requestUrl(request).pathname;
  const entry = routeAt(pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname);
  const module = entry && routes[entry.id ?? entry.file.replace(/\.tsx?$/, '')]?.module;
  if (!module) return null;
  const allow = [...(module.loader || module.default ? ['GET', 'HEAD'] : []), ...(module.action ? ['POST'] : [])];
  if (allow.includes(request.method)) return null;
  const refusal = refuse(405, 'Method Not Allowed', `This address takes ${allow.join(', ')}.`);
  return { ...refusal, allow: allow.join(', ') };
}

/** How much of an oversized body is read and dropped so the connection stays usable. */
const DRAIN_BYTES = 1024 * 1024;

/**
 * The request with a body sent without a Content-Length (chunked) read up front: the same request
 * with those bytes, or a 413 past its route's cap. An oversized body is read to its end and dropped
 * (up to DRAIN_BYTES): workerd leaves a body read halfway on the client's keep-alive connection, and
 * the client's next request on it fails (docs/decisions/http-and-hardening.md). A body that breaks off is a 400.
 */
export async function bufferBody(request: Request): Promise<Request | Refusal> {
  if (!request.body || SAFE_METHODS.has(request.method) || request.headers.has('Content-Length')) return request;
  const cap = bodyCap(request);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > cap + DRAIN_BYTES) {
        await reader.cancel();
        break;
      }
      if (seen <= cap) chunks.push(value);
    }
  } catch {
    return refuse(400, 'Bad Request', 'The request could not be read.');
  }
  if (seen > cap) return refuse(413, 'Payload Too Large', 'The request is too large.');
  const body = new Uint8Array(seen);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return new Request(request, { body });
}
