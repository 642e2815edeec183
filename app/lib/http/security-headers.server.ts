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

/** A bare error document for failures before React Router can render (e.g. configuration). */
export function plainErrorResponse(status: number, title: string, message: string) {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(message)}</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
