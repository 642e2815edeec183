// The newsletter's rules shared by the endpoint and the browser code loaded on first use. Its words
// are in the message catalogue (`newsletter`); the form carries the page's to the browser
// (~/components/newsletter/newsletter-form.server). No imports: the browser chunk stays small.

/** The honeypot field's name: a person leaves it empty (the form hides it). */
export const HONEYPOT_FIELD = 'website';

/** The action the browser asks a token for, and the server requires (spec §7). */
export const RECAPTCHA_ACTION = 'newsletter_signup';

/** The words the form's script shows (the page's language), handed to it by the form's handler. */
export interface NewsletterClientWords {
  subscribe: string;
  subscribing: string;
  invalidEmail: string;
  recaptchaFailed: string;
  signupFailed: string;
  network: string;
  subscribed: string;
  recaptcha: {
    unavailable: string;
    browserOnly: string;
    loadFailed: string;
    noSiteKey: string;
    executeFailed: string;
  };
}

/** The words the form needs (loader data): its own and its script's, none of the endpoint's refusals. */
export interface NewsletterFormWords extends NewsletterClientWords {
  label: string;
  placeholder: string;
  honeypot: string;
}

/**
 * Shown as an error: every refusal, and (spec §8) any message containing 'failed', 'Invalid' or
 * 'error', in any case: the literal rule alone would style 'Failed to verify reCAPTCHA…' and
 * 'Please enter a valid email address.' as successes (docs/decisions/newsletter.md).
 */
export function isErrorMessage(message: string, success: boolean): boolean {
  return !success || /failed|invalid|error/i.test(message);
}
