// A shared page's Content-Security-Policy (docs/decisions/100). A nonce in a document that many
// visitors (and a CDN) receive is public, so a stored page carries none: its inline scripts are
// allowed by their SHA-256 hashes, computed from the rendered HTML and stored with it, and its
// module scripts by 'self' ('strict-dynamic' goes: with it, 'self' would be ignored, and modules
// that a hashed inline script imports are parser-inserted, hence blocked without a nonce).

// Inline scripts a browser runs: no src, and a JavaScript (or module) type.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[\w/+.-]+/i;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

async function sha256(text: string): Promise<string> {
  return `'sha256-${base64(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))}'`;
}

// The hash source of every inline script in the document, in order, without repeats.
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const bodies: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    bodies.push(body);
  }
  return [...new Set(await Promise.all(bodies.map(sha256)))];
}

// The nonce the render's policy names, if any.
export function policyNonce(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

// The document without its nonce attributes (the value is also dropped from the policy).
export function withoutNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
}

// The render's policy for a stored page: every nonce source removed, 'strict-dynamic' removed
// and the inline scripts' hashes added to script-src.
export function hashedPolicy(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => !/^'nonce-/.test(source) && source !== "'strict-dynamic'");
      const added = name === 'script-src' ? hashes : [];
      return [name, ...kept, ...added].join(' ');
    })
    .filter((directive) => directive.trim() !== '')
    .join('; ');
}

// The document and its policy as stored: no nonce anywhere, hashes for the inline scripts.
export async function shareableDocument(html: string, policy: string | null) {
  const nonce = policy ? policyNonce(policy) : undefined;
  const document = withoutNonce(html, nonce);
  const hashes = await inlineScriptHashes(document);
  return { html: document, policy: policy ? hashedPolicy(policy, hashes) : null, hashes };
}
