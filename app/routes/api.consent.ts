// POST /api/consent: the consent bar's script (its fetcher, no reload). Same form and rules as
// POST /consent, answered with JSON: the choice and, when analytics is allowed, its settings. A bad
// form is refused in the language of the page that sent it (its `language` field).
import type { Route } from './+types/api.consent';
import { analyticsConfig, applyChoice, parseConsentForm } from '~/lib/consent/consent.server';
import { siteOrigins } from '~/lib/context/env.server';
import { readForm } from '~/lib/http/body.server';
import { answerLanguage } from '~/lib/i18n/answer-language.server';
import { messagesFor } from '~/lib/i18n/messages/index.server';

export const loader = () => Response.json({ error: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } });

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readForm(request);
  const form = parseConsentForm(body);
  if (!form) {
    const sent = { language: body?.get('language'), redirectTo: body?.get('redirectTo') };
    const language = answerLanguage(request, siteOrigins(context.appEnv, request).onUs, sent);
    return Response.json({ errors: [messagesFor(language).consent.invalid] }, { status: 400 });
  }
  const { consent, cookies } = applyChoice(request, form);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return Response.json({ consent, analytics: analyticsConfig(context.appEnv, consent) }, { headers });
}
