// Security headers every response carries (the document CSP with its nonce is set in
// entry.server.tsx, where the nonce is made). The static files the assets serve without the worker
// carry the same from public/_headers (security-headers.server.test.ts holds the two together).
import { requestUrl } from './request-url';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** HSTS: two years, subdomains too; sent over https only (browsers ignore it over http). */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function withSecurityHeaders(response: Response, request: Request): Response {
  // Responses from fetch()/Response.redirect() may have immutable headers: copy once.
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!result.headers.has(name)) result.headers.set(name, value);
  }
  if (requestUrl(request).protocol === 'https:') {
    result.headers.set('Strict-Transport-Security', HSTS);
  }
  return result;
}
