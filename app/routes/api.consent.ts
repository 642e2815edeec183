// POST /api/consent: the consent bar's script (its fetcher, no reload). Same form and rules as
// POST /consent, answered with JSON: the choice and, when analytics is allowed, its settings.
import type { Route } from './+types/api.consent';
import { analyticsConfig, applyChoice, INVALID_CONSENT, parseConsentForm } from '~/lib/consent/consent.server';
import { readForm } from '~/lib/http/body.server';

export const loader = () => Response.json({ error: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } });

export async function action({ request, context }: Route.ActionArgs) {
  const form = parseConsentForm(await readForm(request));
  if (!form) return Response.json({ errors: [INVALID_CONSENT] }, { status: 400 });
  const { consent, cookies } = applyChoice(request, form);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return Response.json({ consent, analytics: analyticsConfig(context.appEnv, consent) }, { headers });
}
