// Security headers every response carries (the document CSP with its nonce is set in
// entry.server.tsx, where the nonce is made).
const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

import { requestUrl } from './request-url';

export function withSecurityHeaders(response: Response, request: Request): Response {
  // Responses from fetch()/Response.redirect() may have immutable headers: copy once.
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(HEADERS)) {
    if (!result.headers.has(name)) result.headers.set(name, value);
  }
  if (requestUrl(request).protocol === 'https:') {
    result.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
  return result;
}
