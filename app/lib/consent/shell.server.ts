// The consent bar for the root loader: its HTML for this request (with the analytics loader when
// allowed), left out on /consent itself, which shows the same form as its page.
import type { AppEnv } from '~/lib/context/env.server';
import { consentBarHtml } from './bar-html.server';
import { analyticsConfig, requestConsent } from './consent.server';
import { consentedSources } from './sources.server';

export function consentBar(env: AppEnv, request: Request, url: Pick<URL, 'pathname' | 'search'>): string {
  if (url.pathname === '/consent') return '';
  const consent = requestConsent(request);
  return consentBarHtml({
    consent,
    redirectTo: url.pathname + url.search,
    analytics: analyticsConfig(env, consent),
    csp: consentedSources(env, request).groups,
  });
}
