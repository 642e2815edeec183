// The newsletter's and reCAPTCHA's words (spec §8), shared by the endpoint and the browser code
// that is loaded on first use. No imports: the browser chunk stays small.
export const NEWSLETTER = {
  invalidEmail: 'Please enter a valid email address.',
  recaptchaFailed: 'Failed to verify reCAPTCHA. Please try again.',
  signupFailed: 'Signup failed. Please try again.',
  network: 'An error occurred during signup. Please try again later.',
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed. Thank you!',
  tooMany: 'Signup failed: too many attempts. Please try again in a minute.',
  tooFast: 'Signup failed: the form was sent too quickly. Please try again.',
  expired: 'Signup failed: the form has expired. Please try again.',
} as const;

export const RECAPTCHA = {
  unavailable: 'reCAPTCHA is not available',
  browserOnly: 'reCAPTCHA can only be loaded in the browser',
  loadFailed: 'Failed to load reCAPTCHA script',
  noSiteKey: 'reCAPTCHA site key is not configured',
  executeFailed: 'Failed to complete reCAPTCHA verification',
} as const;

/** The action the browser asks a token for, and the server requires (spec §7). */
export const RECAPTCHA_ACTION = 'newsletter_signup';

/**
 * Shown as an error: every refusal, and (spec §8) any message containing 'failed', 'Invalid' or
 * 'error', in any case: the literal rule alone would style 'Failed to verify reCAPTCHA…' and
 * 'Please enter a valid email address.' as successes (docs/decisions/030).
 */
export function isErrorMessage(message: string, success: boolean): boolean {
  return !success || /failed|invalid|error/i.test(message);
}
