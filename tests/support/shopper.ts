// A browser-like client of the built worker (keeps its cookies), for request-level tests.
import { request } from './worker';

/** A browser-like client: keeps the cookies the worker sets. */
let clients = 0;

/**
 * Each client has an IP of its own (as the edge reports it), so rate limits count per shopper.
 * `language` is the path prefix its cart forms post to ('/en' for the spec's English words, '/fr';
 * none: the German pages at the spec's paths).
 */
export function client(language: '' | '/fr' | '/en' = '') {
  clients += 1;
  const ip = `198.18.${Math.floor(clients / 250)}.${clients % 250}`;
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function send(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', ip);
    const extra = headers.get('Cookie');
    if (jar.size) headers.set('Cookie', [extra, cookieHeader()].filter(Boolean).join('; '));
    const response = await request(path, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  }
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    send(path, { method: 'POST', body: new URLSearchParams(fields), headers });
  return {
    jar,
    send,
    post,
    /** A cart form sent before hydration (no JavaScript): it carries redirectTo. */
    cart: (fields: Record<string, string>) => post(`${language}/cart`, { redirectTo: `${language}/cart`, ...fields }),
    /** The same change from a fetcher after hydration: no redirectTo, to React Router's data URL. */
    fetcherCart: (fields: Record<string, string>) => post(`${language}/cart.data`, fields),
  };
}

/** The cart id inside the signed session cookie. */
export function sessionCartId(cookie: string | undefined) {
  const payload = decodeURIComponent(cookie ?? '').split('.')[0]!;
  return (JSON.parse(atob(payload)) as { cartId?: string }).cartId;
}
