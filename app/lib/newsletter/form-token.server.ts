// The no-JavaScript signup's time-stamped form token: `<issued ms>.<HMAC-SHA256 of it>` under
// the session secret. A form sent sooner than MIN_AGE after rendering (a bot filling it at once)
// or later than MAX_AGE, or with a token we did not sign, is refused (docs/decisions/newsletter.md).
export const FORM_TOKEN_MIN_AGE_MS = 3_000;
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid';

const encoder = new TextEncoder();

// The imported key per secret, kept once imported (a settled CryptoKey, never a pending promise:
// nothing that is awaited is shared between requests): every page served from the page cache signs
// a token, and importing the key each time cost more than the signature.
const keys = new Map<string, CryptoKey>();
async function hmacKey(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  keys.set(secret, key);
  return key;
}

async function sign(secret: string, issued: string): Promise<string> {
  const key = await hmacKey(secret);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`newsletter:${issued}`)));
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function createFormToken(secret: string, now = Date.now()): Promise<string> {
  const issued = String(now);
  return `${issued}.${await sign(secret, issued)}`;
}

// The token pages carry: one per second of issue and secret, shared by every page served or rendered
// in that second. It is no visitor's secret (any page view gets one) and its age check keeps its
// sense: issued at the start of the second, a form counts as at most 1 s older than its page.
// Only the signed token is kept, once made.
let current: { secret: string; issued: number; token: string } | undefined;

export async function pageFormToken(secret: string, now = Date.now()): Promise<string> {
  const issued = now - (now % 1000);
  if (current?.secret === secret && current.issued === issued) return current.token;
  const token = await createFormToken(secret, issued);
  current = { secret, issued, token };
  return token;
}

export async function checkFormToken(secret: string, token: unknown, now = Date.now()): Promise<FormTokenCheck> {
  if (typeof token !== 'string') return 'invalid';
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'invalid';
  // Comparing the MACs of the two values keeps the comparison's time independent of the guess.
  const expected = await sign(secret, match[1]);
  if ((await sign(secret, expected)) !== (await sign(secret, match[2]))) return 'invalid';
  const age = now - Number(match[1]);
  if (age < FORM_TOKEN_MIN_AGE_MS) return 'too-fast';
  if (age > FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return 'ok';
}
