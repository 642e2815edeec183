// What the newsletter forms show, for the loaders that render one (root: the footer; home: its
// block): a fresh form token and the result of a signup sent without JavaScript, shown once by the
// form that sent it (the request's flash gives both loaders the same result). Rendered by
// ~/components/newsletter/newsletter-form.server.
import type { AppEnv } from '~/lib/context/env.server';
import type { Flash } from '~/lib/context/flash.server';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/index.server';
import { pageFormToken } from './form-token.server';
import type { NewsletterFormWords } from './messages';

export interface NewsletterFormProps {
  /** The form's id, also its anchor: 'newsletter' (footer) or 'newsletter-home'. */
  id: string;
  /** The reCAPTCHA script URL with `?render=<site key>`; absent when no site key is configured. */
  recaptcha?: string;
  token: string;
  redirectTo: string;
  result?: { message: string; error: boolean };
  /** The page's words and language (the endpoint answers in it). */
  words: NewsletterFormWords;
  language: Language;
}

const GOOGLE_SCRIPT = 'https://www.google.com/recaptcha/api.js';

export function recaptchaScriptUrl(env: AppEnv): string {
  return env.PUBLIC_RECAPTCHA_SCRIPT_URL ?? GOOGLE_SCRIPT;
}

export async function newsletterForm(
  context: { appEnv: AppEnv; flash: Flash; messages: Messages; language: Language },
  url: Pick<URL, 'pathname' | 'search'>,
  id: string,
): Promise<NewsletterFormProps> {
  const { appEnv: env, flash } = context;
  const siteKey = env.PUBLIC_RECAPTCHA_SITE_KEY;
  const result = flash.get('newsletter');
  return {
    id,
    recaptcha: siteKey ? `${recaptchaScriptUrl(env)}?render=${encodeURIComponent(siteKey)}` : undefined,
    token: await pageFormToken(env.SESSION_SECRET),
    redirectTo: `${url.pathname}${url.search}#${id}`,
    result: result?.form === id ? result : undefined,
    words: formWords(context.messages.newsletter),
    language: context.language,
  };
}

// Only what the form and its script show: the endpoint's refusals (too fast, too many, expired …)
// come back as its answer's message, so no page carries them in its data.
function formWords(words: Messages['newsletter']): NewsletterFormWords {
  const { label, placeholder, honeypot, subscribe, subscribing, invalidEmail, recaptchaFailed } = words;
  const { signupFailed, network, subscribed, recaptcha } = words;
  return {
    label,
    placeholder,
    honeypot,
    subscribe,
    subscribing,
    invalidEmail,
    recaptchaFailed,
    signupFailed,
    network,
    subscribed,
    recaptcha,
  };
}
