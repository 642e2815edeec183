// Browser side of reCAPTCHA v3: loads the script once (on first use, never on page load), waits
// for `grecaptcha` (spec §9: polled 20 times at 100 ms) and asks for a token for the signup
// action. Every failure is a RecaptchaError with one of the spec's messages (§8), in the page's
// language (the words the form carries).
import { RECAPTCHA_ACTION, type NewsletterClientWords } from './messages';

type Words = NewsletterClientWords['recaptcha'];

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export class RecaptchaError extends Error {}

export const POLL = { times: 20, everyMs: 100 };

let loading: Promise<Grecaptcha> | undefined;

/** `grecaptcha` once it is there, polled POLL.times at POLL.everyMs. */
function whenAvailable(words: Words): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const check = () => {
      const api = window.grecaptcha;
      if (typeof api?.execute === 'function' && typeof api.ready === 'function') api.ready(() => resolve(api));
      else if (++tries >= POLL.times) reject(new RecaptchaError(words.unavailable));
      else setTimeout(check, POLL.everyMs);
    };
    check();
  });
}

function inject(src: string, words: Words): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new RecaptchaError(words.loadFailed));
    };
    document.head.append(script);
  });
}

/** The site key inside the script URL (`?render=<key>`), or undefined. */
export function siteKeyOf(scriptUrl: string | undefined): string | undefined {
  if (!scriptUrl) return undefined;
  const key = new URL(scriptUrl, 'http://local.invalid').searchParams.get('render');
  return key && key !== 'explicit' ? key : undefined;
}

/** Loads reCAPTCHA from `scriptUrl` (once; a failed load is tried again next time). */
export function loadRecaptcha(scriptUrl: string | undefined, words: Words): Promise<Grecaptcha> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return Promise.reject(new RecaptchaError(words.browserOnly));
  }
  if (!siteKeyOf(scriptUrl)) return Promise.reject(new RecaptchaError(words.noSiteKey));
  loading ??= (window.grecaptcha ? Promise.resolve() : inject(scriptUrl!, words))
    .then(() => whenAvailable(words))
    .catch((error) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** A token for the newsletter signup action. */
export async function recaptchaToken(scriptUrl: string | undefined, words: Words): Promise<string> {
  const api = await loadRecaptcha(scriptUrl, words);
  let token: unknown;
  try {
    token = await api.execute(siteKeyOf(scriptUrl)!, { action: RECAPTCHA_ACTION });
  } catch {
    throw new RecaptchaError(words.executeFailed);
  }
  if (typeof token !== 'string' || token === '') throw new RecaptchaError(words.executeFailed);
  return token;
}
