// Server-side reCAPTCHA v3 check with Google's siteverify: the secret from env, the expected
// action, a minimum score and the host names a token may come from. Refusals carry a message
// for the shopper; an unreachable siteverify is the spec's generic 'Failed to verify reCAPTCHA'.
import * as z from 'zod/mini';
import type { AppEnv } from '~/lib/context/env.server';
import { buyerIp } from '~/lib/http/geo.server';
import { fetchWithDeadline, RECAPTCHA_DEADLINE_MS } from '~/lib/http/upstream.server';
import type { Messages } from '~/lib/i18n/messages/index.server';
import { RECAPTCHA_ACTION } from './messages';
import { requestLog } from '~/lib/ops/request.server';

const GOOGLE_SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

const Verdict = z.object({
  success: z.boolean(),
  score: z.optional(z.number()),
  action: z.optional(z.string()),
  hostname: z.optional(z.string()),
  'error-codes': z.optional(z.array(z.string())),
});

export type RecaptchaCheck = { ok: true } | { ok: false; message: string; status: number };

const refuse = (message: string, status = 400): RecaptchaCheck => ({ ok: false, message, status });

/** The host names a token may have been solved on. */
export function allowedHostnames(env: AppEnv, request: Request): Set<string> {
  const listed = env.RECAPTCHA_HOSTNAMES?.split(',').map((host) => host.trim().toLowerCase());
  if (listed?.some(Boolean)) return new Set(listed.filter(Boolean));
  const origins = [request.url, env.PUBLIC_MAIN_SITE_ORIGIN, env.PUBLIC_US_SITE_ORIGIN].filter(Boolean);
  return new Set(origins.map((origin) => new URL(origin!).hostname.toLowerCase()));
}

export async function verifyRecaptcha(
  env: AppEnv,
  request: Request,
  token: string,
  words: Messages['newsletter'],
): Promise<RecaptchaCheck> {
  if (!env.PRIVATE_RECAPTCHA_SECRET_KEY) {
    requestLog(request).error('[newsletter] PRIVATE_RECAPTCHA_SECRET_KEY is not set: every signup is refused.');
    return refuse(words.recaptchaFailed, 503);
  }
  const body = new URLSearchParams({ secret: env.PRIVATE_RECAPTCHA_SECRET_KEY, response: token });
  // The client's IP as the trusted edge reports it (none locally, docs/decisions/http-and-hardening.md).
  const ip = buyerIp(request, env.EDGE_PLATFORM);
  if (ip) body.set('remoteip', ip);
  let verdict: z.infer<typeof Verdict>;
  try {
    // Within the deadline or not at all: a hanging siteverify is the spec's 'Failed to verify'.
    const verify = env.RECAPTCHA_VERIFY_URL ?? GOOGLE_SITEVERIFY;
    const response = await fetchWithDeadline(verify, { method: 'POST', body }, RECAPTCHA_DEADLINE_MS);
    if (!response.ok) throw new Error(`siteverify HTTP error! status: ${response.status}`);
    verdict = Verdict.parse(await response.json());
  } catch (error) {
    requestLog(request).error('[newsletter] siteverify failed', error);
    return refuse(words.recaptchaFailed, 503);
  }
  if (!verdict.success) {
    const codes = verdict['error-codes'] ?? [];
    if (codes.includes('timeout-or-duplicate')) return refuse(words.recaptchaExpired);
    if (codes.some((code) => code.includes('secret'))) return refuse(words.recaptchaFailed, 503);
    return refuse(words.recaptchaFailed);
  }
  if (verdict.action !== RECAPTCHA_ACTION) return refuse(words.recaptchaAction);
  if (!verdict.hostname || !allowedHostnames(env, request).has(verdict.hostname.toLowerCase())) {
    return refuse(words.recaptchaHostname);
  }
  if ((verdict.score ?? 0) < env.RECAPTCHA_MIN_SCORE) {
    return refuse(words.recaptchaScore);
  }
  return { ok: true };
}
