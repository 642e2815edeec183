import { describe, expect, it } from 'vitest';
import { en } from '~/lib/i18n/messages/en';
import { isErrorMessage } from './messages';
import { loadRecaptcha, recaptchaToken, siteKeyOf } from './recaptcha';

const { newsletter: NEWSLETTER } = en;
const RECAPTCHA = NEWSLETTER.recaptcha;

describe('reCAPTCHA in the browser', () => {
  it('refuses to load outside a browser', async () => {
    await expect(loadRecaptcha('https://www.google.com/recaptcha/api.js?render=key', RECAPTCHA)).rejects.toThrow(
      RECAPTCHA.browserOnly,
    );
  });

  it('reads the site key from the script URL', () => {
    expect(siteKeyOf('https://www.google.com/recaptcha/api.js?render=6Lc-key')).toBe('6Lc-key');
    expect(siteKeyOf('https://www.google.com/recaptcha/api.js?render=explicit')).toBeUndefined();
    expect(siteKeyOf(undefined)).toBeUndefined();
  });

  it('without a site key a token is refused with the spec message (in a browser-like global)', async () => {
    const globals = globalThis as { window?: unknown; document?: unknown };
    globals.window = {};
    globals.document = {};
    try {
      await expect(recaptchaToken(undefined, RECAPTCHA)).rejects.toThrow(RECAPTCHA.noSiteKey);
    } finally {
      delete globals.window;
      delete globals.document;
    }
  });
});

describe('message styling', () => {
  it('styles refusals and the spec words as errors, successes not', () => {
    expect(isErrorMessage(NEWSLETTER.subscribed, true)).toBe(false);
    expect(isErrorMessage(NEWSLETTER.alreadySubscribed, true)).toBe(false);
    expect(isErrorMessage(NEWSLETTER.invalidEmail, false)).toBe(true);
    expect(isErrorMessage('Failed to verify reCAPTCHA. Please try again.', true)).toBe(true);
    expect(isErrorMessage('An error occurred', true)).toBe(true);
  });
});
