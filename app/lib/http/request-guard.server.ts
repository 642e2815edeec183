// Checks every state-changing request before anything reads it (docs/decisions/026): where it
// comes from (Origin / Sec-Fetch-Site: a cross-site post gets 403 and changes nothing), what it
// carries (a body type the shop reads, else 415) and how much (over 64 KB → 413, judged by
// Content-Length or, without one, cut off while it streams). Same-site forms without JavaScript
// send Origin like any other post, so they pass.

export const MAX_BODY_BYTES = 64 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json', 'text/plain'];

export interface Refusal {
  status: 403 | 405 | 413 | 415 | 429;
  title: string;
  message: string;
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

/** A refusal for a mutating request, or null to let it through. */
export function checkRequest(request: Request, trustedOrigins: readonly string[]): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isCrossSite(request, trustedOrigins)) {
    return refuse(403, 'Forbidden', 'This form was sent from another site. Nothing was changed.');
  }
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > MAX_BODY_BYTES) return refuse(413, 'Payload Too Large', 'The request is too large.');
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (request.body && type !== undefined && !BODY_TYPES.includes(type)) {
    return refuse(415, 'Unsupported Media Type', 'Send a form or JSON.');
  }
  return null;
}

/**
 * The request with its body capped at MAX_BODY_BYTES while it streams (for bodies sent without a
 * Content-Length): past the cap the stream fails, and the action's parser answers 400.
 */
export function capBody(request: Request): Request {
  if (!request.body || request.headers.has('Content-Length')) return request;
  // Pulled only as the action reads it: an unread body costs nothing and reports nothing.
  const reader = request.body.getReader();
  let seen = 0;
  const capped = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > MAX_BODY_BYTES) {
        await reader.cancel();
        controller.error(new RangeError('Request body too large'));
      } else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Request(request, { body: capped, duplex: 'half' } as RequestInit);
}
