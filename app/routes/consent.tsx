// /consent: the cookie choice. POST (the bar's form, the map's "load" button) sets the consent
// cookies, deletes withdrawn optional ones and answers 303 back to the page (JSON to the bar's
// script: /api/consent). GET is the settings page the footer's "Cookie settings" opens without
// JavaScript. In every language (`/fr/consent`): its words, and back to the page in its language.
import { data, redirect } from 'react-router';
import type { Route } from './+types/consent';
import { pageTitle } from '~/lib/seo/meta';
import { ConsentBar } from '~/components/consent/consent-bar';
import { applyChoice, parseConsentForm, refererPath, requestConsent } from '~/lib/consent/consent.server';
import { consentLanguage } from '~/lib/consent/shell.server';
import { consentedSources } from '~/lib/consent/sources.server';
import { readForm } from '~/lib/http/body.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.title ?? '') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const consent = requestConsent(request);
  const csp = consentedSources(context.appEnv, request).groups;
  const redirectTo = refererPath(request, context.localePath('/'));
  return {
    title: context.messages.consent.pageTitle,
    bar: { consent, redirectTo, page: true, csp, ...consentLanguage(context) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = parseConsentForm(await readForm(request));
  if (!form) return data({ errors: [context.messages.consent.invalid] }, { status: 400 });
  const { cookies } = applyChoice(request, form);
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  const back = refererPath(request, context.localePath('/'));
  return redirect(safeRedirectPath(form.redirectTo, back), { status: 303, headers });
}

export default function ConsentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>{loaderData.title}</h1>
      {actionData?.errors ? <p role="alert">{actionData.errors[0]}</p> : null}
      <div>
        <ConsentBar {...loaderData.bar} />
      </div>
    </>
  );
}
