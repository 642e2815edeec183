// /consent: the cookie choice. POST (the bar's form, the map's "load" button) sets the consent
// cookies, deletes withdrawn optional ones and answers 303 back to the page (JSON to the bar's
// script: /api/consent). GET is the settings page the footer's "Cookie settings" opens without JavaScript.
import { data, redirect } from 'react-router';
import type { Route } from './+types/consent';
import { pageTitle } from '~/lib/seo/meta';
import { consentBarHtml } from '~/components/consent/consent-bar.server';
import {
  applyChoice,
  INVALID_CONSENT,
  parseConsentForm,
  refererPath,
  requestConsent,
} from '~/lib/consent/consent.server';
import { consentedSources } from '~/lib/consent/sources.server';
import { readForm } from '~/lib/http/body.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Cookie settings') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const consent = requestConsent(request);
  const csp = consentedSources(context.appEnv, request).groups;
  return { html: consentBarHtml({ consent, redirectTo: refererPath(request), page: true, csp }) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = parseConsentForm(await readForm(request));
  if (!form) return data({ errors: [INVALID_CONSENT] }, { status: 400 });
  const { cookies } = applyChoice(request, form);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(safeRedirectPath(form.redirectTo, refererPath(request)), { status: 303, headers });
}

export default function ConsentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Cookie settings</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </>
  );
}
