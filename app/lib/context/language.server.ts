// The visitor's language on every Storefront API call (spec §7: "accept-language header"). Hydrogen's
// client sends only the headers it knows and its cart handler calls the client's own `query` and
// `mutate`, so the client is given methods that add the header before the request context exists.
import type { Storefront } from '@shopify/hydrogen';

/** `en-CH` for English in Switzerland; the shop's language alone before the market is known. */
export function acceptLanguage(language: string, country?: string): string {
  const base = language.toLowerCase();
  return country ? `${base}-${country.toUpperCase()}` : base;
}

function withLanguage(headers: HeadersInit | undefined, value: string): Record<string, string> {
  return { ...Object.fromEntries(new Headers(headers)), 'accept-language': value };
}

/** Makes every call of this client (and so of the cart handler built on it) send `value`. */
export function sendLanguage<T extends Pick<Storefront, 'query'> & Partial<Pick<Storefront, 'mutate'>>>(
  storefront: T,
  value: string,
): T {
  const { query, mutate } = storefront;
  storefront.query = ((text: string, options?: { headers?: HeadersInit }) =>
    query(text, { ...options, headers: withLanguage(options?.headers, value) } as never)) as Storefront['query'];
  if (mutate) {
    storefront.mutate = ((text: string, options?: { headers?: HeadersInit }) =>
      mutate(text, { ...options, headers: withLanguage(options?.headers, value) } as never)) as Storefront['mutate'];
  }
  return storefront;
}
