// The newsletter form and its whole error catalogue (spec §8), reCAPTCHA's included. The form's
// script gets the words it shows from the form's HTML, never from a module of its own.
export const newsletter = {
  label: 'Get news from the ice: new blades, stories and events',
  /** The field's placeholder (its name is the label above). */
  placeholder: 'Your email address',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  honeypot: 'Leave this field empty',
  invalidEmail: 'Please enter a valid email address.',
  recaptchaFailed: 'Failed to verify reCAPTCHA. Please try again.',
  signupFailed: 'Signup failed. Please try again.',
  network: 'An error occurred during signup. Please try again later.',
  subscribed: 'Thank you for subscribing!',
  alreadySubscribed: 'You are already subscribed. Thank you!',
  tooMany: 'Signup failed: too many attempts. Please try again in a minute.',
  tooFast: 'Signup failed: the form was sent too quickly. Please try again.',
  expired: 'Signup failed: the form has expired. Please try again.',
  recaptchaExpired: 'reCAPTCHA verification failed: the token has expired.',
  recaptchaAction: 'Invalid reCAPTCHA action. Please try again.',
  recaptchaHostname: 'Invalid reCAPTCHA hostname. Please try again.',
  recaptchaScore: 'reCAPTCHA verification failed: please try again later.',
  /** The browser's reCAPTCHA failures (spec §8). */
  recaptcha: {
    unavailable: 'reCAPTCHA is not available',
    browserOnly: 'reCAPTCHA can only be loaded in the browser',
    loadFailed: 'Failed to load reCAPTCHA script',
    noSiteKey: 'reCAPTCHA site key is not configured',
    executeFailed: 'Failed to complete reCAPTCHA verification',
  },
} as const;
