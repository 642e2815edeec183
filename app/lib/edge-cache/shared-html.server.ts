// The HTML of a shared page, read and written with Workers' HTMLRewriter (a streaming HTML parser,
// lol-html), never with a regex or byte offsets (docs/decisions/page-cache.md):
// - stored: no nonce (a nonce many visitors and a CDN receive is public); its inline scripts are
//   allowed by their SHA-256 hashes instead, and its module scripts by 'self' ('strict-dynamic'
//   goes: with it, 'self' would be ignored);
// - served: each response gets its own newsletter form token (time-stamped: a stored one would be
//   as old as the entry), and, when the visitor's URL carried parameters the shared render did not
//   see (tracking tags), the no-JavaScript forms' `redirectTo` names the visitor's own URL.
import { escapeHtml } from '~/lib/http/escape-html';
import { pageFormToken } from '~/lib/newsletter/form-token.server';

// Script types a browser runs (anything else is a data block: JSON-LD, React Router's JSON).
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const sha256 = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
};

/** The render's policy for a stored page: no nonce, no 'strict-dynamic', the inline scripts' hashes. */
export function hashedPolicy(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => !source.startsWith("'nonce-") && source !== "'strict-dynamic'");
      return [name, ...kept, ...(name === 'script-src' ? hashes : [])].join(' ');
    })
    .filter((directive) => directive.trim() !== '')
    .join('; ');
}

/**
 * A rendered document as it is stored: its HTML without nonces, its hashed policy, and the links in
 * its <main> (what the page shows, for its purge tags).
 */
export async function shareableDocument(
  response: Response,
): Promise<{ html: string; policy: string | null; links: string[] }> {
  const scripts: string[] = [];
  const links: string[] = [];
  let current: number | null = null;
  const html = await new HTMLRewriter()
    .on('[nonce]', { element: (element) => void element.removeAttribute('nonce') })
    .on('main a[href]', { element: (element) => void links.push(element.getAttribute('href') ?? '') })
    .on('script', {
      element(element) {
        const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
        const runs = !element.hasAttribute('src') && RUN_TYPES.has(type);
        current = runs ? scripts.push('') - 1 : null;
      },
      text(chunk) {
        if (current !== null) scripts[current] += chunk.text;
      },
    })
    .transform(response)
    .text();
  const policy = response.headers.get('Content-Security-Policy');
  const hashes = [...new Set(await Promise.all(scripts.map(sha256)))];
  return { html, policy: policy === null ? null : hashedPolicy(policy, hashes), links };
}

/**
 * A raw `redirectTo` value naming the shared render's URL (`rendered`, with or without a fragment),
 * as the visitor's own URL; null for any other value.
 */
export function visitorRedirect(raw: string, rendered: string, visitor: string): string | null {
  const own = escapeHtml(rendered);
  if (raw !== own && !raw.startsWith(`${own}#`)) return null;
  return escapeHtml(visitor) + raw.slice(own.length);
}

/** A stored page's body as this response serves it (see the header). */
export async function forVisitor(
  stored: Response,
  { secret, rendered, visitor }: { secret: string; rendered: string; visitor: string },
): Promise<Response> {
  const token = escapeHtml(await pageFormToken(secret));
  const rewriter = new HTMLRewriter().on('input[name="formToken"]', {
    element: (element) => void element.setAttribute('value', token),
  });
  if (rendered !== visitor) {
    rewriter.on('input[name="redirectTo"]', {
      element(element) {
        const value = visitorRedirect(element.getAttribute('value') ?? '', rendered, visitor);
        if (value !== null) element.setAttribute('value', value);
      },
    });
  }
  return rewriter.transform(stored);
}
