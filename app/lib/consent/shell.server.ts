// The consent bar for the root loader: what it shows for this request (with the analytics loader
// when allowed), none on /consent itself, which shows the same form as its page. Rendered by
// ~/components/consent/consent-bar.server.
import type { AppEnv } from '~/lib/context/env.server';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/index.server';
import { analyticsConfig, requestConsent } from './consent.server';
import type { Consent } from './model';
import { consentedSources } from './sources.server';

export type ConsentWords = Messages['consent'];

export interface ConsentBarProps {
  /** The page's words, its language and its /consent (`/fr/consent`). */
  words: ConsentWords;
  language: Language;
  action: string;
  consent: Consent;
  redirectTo: string;
  analytics?: { url: string; key: string };
  /** The /consent page: in the page flow, settings open. */
  page?: boolean;
  /** Optional groups this response's CSP lets in (the script reloads to enable another). */
  csp?: string[];
}

/** The bar's language: the page's words, language and /consent. */
export interface ConsentPage {
  messages: Messages;
  language: Language;
  localePath: (path: string) => string;
}

export const consentLanguage = (page: ConsentPage) => ({
  words: page.messages.consent,
  language: page.language,
  action: page.localePath('/consent'),
});

export function consentBar(
  env: AppEnv,
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
  page: ConsentPage,
): ConsentBarProps | null {
  if (url.pathname === page.localePath('/consent')) return null;
  const consent = requestConsent(request);
  return {
    ...consentLanguage(page),
    consent,
    redirectTo: url.pathname + url.search,
    analytics: analyticsConfig(env, consent),
    csp: consentedSources(env, request).groups,
  };
}
