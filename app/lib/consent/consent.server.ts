// The visitor's consent on the server: read from the request's cookies, changed by POST /consent
// (docs/decisions/consent-and-analytics.md). Withdrawing an optional group deletes its cookies in the same response.
import * as z from 'zod/mini';
import type { AppEnv } from '~/lib/context/env.server';
import { readCookies, setCookie } from '~/lib/http/cookies.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { LanguageField } from '~/lib/i18n/answer-language.server';
import { splitLanguage } from '~/lib/i18n/languages';
import {
  ALL_IDS,
  allows,
  CONSENT_IDS_COOKIE,
  CONSENT_MAX_AGE,
  consentValues,
  decide,
  forbiddenCookies,
  readConsent,
  type Consent,
} from './model';

export function requestConsent(request: Request): Consent {
  return readConsent(readCookies(request)[CONSENT_IDS_COOKIE]);
}

/** The analytics sender's settings, when configured and consented (else nothing reaches the page). */
export function analyticsConfig(env: AppEnv, consent: Consent) {
  const url = env.PUBLIC_RUDDERSTACK_DATA_PLANE_URL;
  const key = env.PUBLIC_RUDDERSTACK_WRITE_KEY;
  return url && key && allows(consent, 'analytics') ? { url: url.replace(/\/$/, ''), key } : undefined;
}

const ConsentFormSchema = z.object({
  choice: z.enum(['accept', 'decline', 'save', 'add']),
  cookie: z.array(z.enum(ALL_IDS as [string, ...string[]])).check(z.maxLength(ALL_IDS.length)),
  redirectTo: z.optional(z.string().check(z.maxLength(2048))),
  /** The page's language (the bar's post to /api/consent). */
  language: LanguageField,
});

export type ConsentForm = z.infer<typeof ConsentFormSchema>;

export function parseConsentForm(form: FormData | null) {
  if (!form) return undefined;
  const parsed = ConsentFormSchema.safeParse({
    choice: form.get('choice') ?? undefined,
    cookie: form.getAll('cookie'),
    redirectTo: form.get('redirectTo') ?? undefined,
    language: form.get('language') ?? undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

/** The new choice and its Set-Cookie values: both consent cookies, and deletions of withdrawn ones. */
export function applyChoice(request: Request, form: ConsentForm) {
  const before = requestConsent(request);
  const enabled = decide(form.choice, form.cookie, before.enabled);
  const values = consentValues(enabled);
  const cookies = Object.entries(values).map(([name, value]) => setCookie(request, name, value, CONSENT_MAX_AGE));
  const present = readCookies(request);
  for (const name of forbiddenCookies(enabled)) {
    if (present[name] !== undefined) cookies.push(setCookie(request, name, '', 0));
  }
  return { consent: readConsent(values[CONSENT_IDS_COOKIE]), cookies };
}

/** The page the form was sent from, when the browser says so and it is ours; else `home`. */
export function refererPath(request: Request, home = '/'): string {
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    const own = referer.origin === new URL(request.url).origin && splitLanguage(referer.pathname).path !== '/consent';
    return own ? safeRedirectPath(referer.pathname + referer.search, home) : home;
  } catch {
    return home;
  }
}
