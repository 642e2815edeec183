// POST /api/newsletter-signup (spec §7). JSON `{email, recaptchaToken, language?}` from the form's
// script: reCAPTCHA verified here, answered `{success, message}` (400/429/503 on refusal, never 5xx
// for bad input). A plain form post (no JavaScript, so no reCAPTCHA) is guarded by a honeypot, a
// signed time-stamped form token and the rate limit, and answered 303 back to the page with the
// message as a flash (docs/decisions/newsletter.md). Messages are in the language of the page that sent the
// form (its `language` field, else the page it returns to), English for API clients.
import { redirect } from 'react-router';
import * as z from 'zod/mini';
import { siteOrigins, type AppEnv } from '~/lib/context/env.server';
import type { Flash } from '~/lib/context/flash.server';
import { limitRequest, RATE_RULES, tooManyRequests } from '~/lib/http/rate-limit.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { answerLanguage, LanguageField } from '~/lib/i18n/answer-language.server';
import { localePath, SWISS_LOCALE, type Language } from '~/lib/i18n/languages';
import { messagesFor } from '~/lib/i18n/messages/index.server';
import { requestLog } from '~/lib/ops/request.server';
import { checkFormToken } from './form-token.server';
import { HONEYPOT_FIELD, isErrorMessage } from './messages';
import { verifyRecaptcha } from './recaptcha.server';
import { subscribe, type SignupResult, type Subscriber } from './subscribe.server';

/** Spec §5: non-empty, non-space @ non-space . non-space (and no longer than an address can be). */
export const EmailSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.regex(/^\S+@\S+\.\S+$/));

const JsonBody = z.partial(z.object({ email: z.unknown(), recaptchaToken: z.unknown(), language: LanguageField }));

type SignupContext = { appEnv: AppEnv; flash: Flash };

/** The signup's words (the page's language) and the subscriber's locale (`fr-CH`, `en-US`). */
function replyIn(request: Request, language: Language, onUs: boolean): Subscriber {
  const locale = onUs ? 'en-US' : SWISS_LOCALE[language];
  return { words: messagesFor(language).newsletter, locale, log: requestLog(request) };
}

const refusal = (message: string, status = 400): SignupResult => ({ success: false, message, status });

function isFormPost(request: Request) {
  const type = request.headers.get('Content-Type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

async function jsonSignup(request: Request, env: AppEnv, onUs: boolean, verdict: { ok: boolean }) {
  const body = JsonBody.safeParse(await request.json().catch(() => null));
  const reply = replyIn(request, answerLanguage(request, onUs, { language: body.data?.language }), onUs);
  const { words } = reply;
  if (!verdict.ok) return { reply, result: refusal(words.tooMany, 429) };
  const email = EmailSchema.safeParse(body.data?.email);
  if (!email.success) return { reply, result: refusal(words.invalidEmail) };
  const token = body.data?.recaptchaToken;
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
    return { reply, result: refusal(words.recaptchaFailed) };
  }
  const recaptcha = await verifyRecaptcha(env, request, token, words);
  if (!recaptcha.ok) return { reply, result: refusal(recaptcha.message, recaptcha.status) };
  return { reply, result: await subscribe(env, email.data, reply) };
}

async function formSignup(form: FormData | null, env: AppEnv, reply: Subscriber): Promise<SignupResult> {
  const { words } = reply;
  const honeypot = form?.get(HONEYPOT_FIELD);
  if (!form || (typeof honeypot === 'string' && honeypot.trim() !== '')) return refusal(words.signupFailed);
  const token = await checkFormToken(env.SESSION_SECRET, form.get('formToken'));
  if (token === 'too-fast') return refusal(words.tooFast);
  if (token === 'expired') return refusal(words.expired);
  if (token !== 'ok') return refusal(words.signupFailed);
  const email = EmailSchema.safeParse(form.get('email'));
  if (!email.success) return refusal(words.invalidEmail);
  return subscribe(env, email.data, reply);
}

export async function newsletterSignup(request: Request, context: SignupContext): Promise<Response> {
  const verdict = await limitRequest(RATE_RULES.newsletter, request);
  const { onUs } = siteOrigins(context.appEnv, request);
  if (!isFormPost(request)) {
    const { result } = await jsonSignup(request, context.appEnv, onUs, verdict);
    if (!verdict.ok) return tooManyRequests(verdict, result.message);
    const { success, message, status } = result;
    return Response.json({ success, message }, { status, headers: { 'Cache-Control': 'no-store' } });
  }
  const form = await request.formData().catch(() => null);
  const sent = {
    language: LanguageField.safeParse(form?.get('language') ?? undefined).data,
    redirectTo: form?.get('redirectTo'),
  };
  const language = answerLanguage(request, onUs, sent);
  const reply = replyIn(request, language, onUs);
  // Back to the page, at the form that was sent (its id is the target's #fragment); without one, the
  // home page in the language of the message.
  const to = safeRedirectPath(sent.redirectTo, `${localePath(language, '/', onUs)}#newsletter`);
  const result = verdict.ok ? await formSignup(form, context.appEnv, reply) : refusal(reply.words.tooMany, 429);
  const formId = new URL(to, 'http://local.invalid').hash.slice(1) || 'newsletter';
  context.flash.set('newsletter', {
    message: result.message,
    error: isErrorMessage(result.message, result.success),
    form: formId,
  });
  return redirect(to, 303);
}
