// The consent bar for the root loader: what it shows for this request (with the analytics loader
// when allowed), none on /consent itself, which shows the same form as its page. Rendered by
// ~/components/consent/consent-bar.server.
import type { AppEnv } from '~/lib/context/env.server';
import { analyticsConfig, requestConsent } from './consent.server';
import type { Consent } from './model';
import { consentedSources } from './sources.server';

export interface ConsentBarProps {
  consent: Consent;
  redirectTo: string;
  analytics?: { url: string; key: string };
  /** The /consent page: in the page flow, settings open. */
  page?: boolean;
  /** Optional groups this response's CSP lets in (the script reloads to enable another). */
  csp?: string[];
}

export function consentBar(
  env: AppEnv,
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
): ConsentBarProps | null {
  if (url.pathname === '/consent') return null;
  const consent = requestConsent(request);
  return {
    consent,
    redirectTo: url.pathname + url.search,
    analytics: analyticsConfig(env, consent),
    csp: consentedSources(env, request).groups,
  };
}
