// POST /api/newsletter-signup (spec §7). JSON `{email, recaptchaToken}` from the form's script:
// reCAPTCHA verified here, answered `{success, message}` (400/429/503 on refusal, never 5xx for
// bad input). A plain form post (no JavaScript, so no reCAPTCHA) is guarded by a honeypot, a
// signed time-stamped form token and the rate limit, and answered 303 back to the page with the
// message as a flash (docs/decisions/030).
import { redirect } from 'react-router';
import * as z from 'zod/mini';
import type { AppEnv } from '~/lib/context/env.server';
import type { Flash } from '~/lib/context/flash.server';
import { limitRequest, RATE_RULES, tooManyRequests } from '~/lib/http/rate-limit.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { checkFormToken } from './form-token.server';
import { isErrorMessage, NEWSLETTER } from './messages';
import { verifyRecaptcha } from './recaptcha.server';
import { subscribe, type SignupResult } from './subscribe.server';

/** Spec §5: non-empty, non-space @ non-space . non-space (and no longer than an address can be). */
export const EmailSchema = z
  .string(NEWSLETTER.invalidEmail)
  .check(
    z.trim(),
    z.minLength(1, NEWSLETTER.invalidEmail),
    z.maxLength(254, NEWSLETTER.invalidEmail),
    z.regex(/^\S+@\S+\.\S+$/, NEWSLETTER.invalidEmail),
  );

const JsonBody = z.partial(z.object({ email: z.unknown(), recaptchaToken: z.unknown() }));

/** The honeypot field: hidden from people, so anything in it was typed by a bot. */
export const HONEYPOT_FIELD = 'website';

type SignupContext = { appEnv: AppEnv; flash: Flash };

const refusal = (message: string, status = 400): SignupResult => ({ success: false, message, status });

function isFormPost(request: Request) {
  const type = request.headers.get('Content-Type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

async function jsonSignup(request: Request, env: AppEnv): Promise<SignupResult> {
  const body = JsonBody.safeParse(await request.json().catch(() => null));
  const email = EmailSchema.safeParse(body.data?.email);
  if (!email.success) return refusal(NEWSLETTER.invalidEmail);
  const token = body.data?.recaptchaToken;
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
    return refusal(NEWSLETTER.recaptchaFailed);
  }
  const recaptcha = await verifyRecaptcha(env, request, token);
  if (!recaptcha.ok) return refusal(recaptcha.message, recaptcha.status);
  return subscribe(env, email.data);
}

async function formSignup(form: FormData | null, env: AppEnv): Promise<SignupResult> {
  const honeypot = form?.get(HONEYPOT_FIELD);
  if (!form || (typeof honeypot === 'string' && honeypot.trim() !== '')) return refusal(NEWSLETTER.signupFailed);
  const token = await checkFormToken(env.SESSION_SECRET, form.get('formToken'));
  if (token === 'too-fast') return refusal(NEWSLETTER.tooFast);
  if (token === 'expired') return refusal(NEWSLETTER.expired);
  if (token !== 'ok') return refusal(NEWSLETTER.signupFailed);
  const email = EmailSchema.safeParse(form.get('email'));
  if (!email.success) return refusal(NEWSLETTER.invalidEmail);
  return subscribe(env, email.data);
}

export async function newsletterSignup(request: Request, context: SignupContext): Promise<Response> {
  const verdict = await limitRequest(RATE_RULES.newsletter, request);
  if (!isFormPost(request)) {
    if (!verdict.ok) return tooManyRequests(verdict, NEWSLETTER.tooMany);
    const { success, message, status } = await jsonSignup(request, context.appEnv);
    return Response.json({ success, message }, { status, headers: { 'Cache-Control': 'no-store' } });
  }
  const form = await request.formData().catch(() => null);
  // Back to the page, at the form that was sent (its id is the target's #fragment).
  const to = safeRedirectPath(form?.get('redirectTo'), '/#newsletter');
  const result = verdict.ok ? await formSignup(form, context.appEnv) : refusal(NEWSLETTER.tooMany, 429);
  const formId = new URL(to, 'http://local.invalid').hash.slice(1) || 'newsletter';
  context.flash.set('newsletter', {
    message: result.message,
    error: isErrorMessage(result.message, result.success),
    form: formId,
  });
  return redirect(to, 303);
}
