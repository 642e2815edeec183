import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { MOCK_RECAPTCHA_SECRET } from './config';
import { mockRecaptchaToken } from './recaptcha/handlers';

const verify = async (response: string, secret = MOCK_RECAPTCHA_SECRET) =>
  (await (
    await fetch(mockEnv.RECAPTCHA_VERIFY_URL!, { method: 'POST', body: new URLSearchParams({ secret, response }) })
  ).json()) as { success: boolean; score?: number; action?: string; 'error-codes'?: string[] };

const claims = { action: 'newsletter_signup', hostname: 'localhost' };

describe('mock reCAPTCHA', () => {
  it('siteverify: fail* fails, low* scores 0.1, others 0.9 with the encoded action; once only', async () => {
    expect(await verify(mockRecaptchaToken(claims, 'fail'))).toMatchObject({ success: false });
    expect(await verify(mockRecaptchaToken(claims, 'low'))).toMatchObject({ success: true, score: 0.1 });
    const token = mockRecaptchaToken(claims);
    expect(await verify(token)).toMatchObject({ success: true, score: 0.9, action: 'newsletter_signup' });
    expect(await verify(token)).toMatchObject({ 'error-codes': ['timeout-or-duplicate'] });
    expect(await verify(mockRecaptchaToken(claims), 'wrong')).toMatchObject({
      'error-codes': ['invalid-input-secret'],
    });
  });

  it('serves the browser script, which tests can break', async () => {
    const script = await fetch(mockEnv.PUBLIC_RECAPTCHA_SCRIPT_URL!);
    expect(await script.text()).toContain('window.grecaptcha');
    const origin = new URL(mockEnv.PUBLIC_RECAPTCHA_SCRIPT_URL!).origin;
    const set = (mode: string) =>
      fetch(`${origin}/__mock/recaptcha`, { method: 'POST', body: JSON.stringify({ script: mode }) });
    expect((await set('nonsense')).status).toBe(400);
    await set('unavailable');
    expect((await fetch(mockEnv.PUBLIC_RECAPTCHA_SCRIPT_URL!)).status).toBe(503);
    await set('missing');
    expect(await (await fetch(mockEnv.PUBLIC_RECAPTCHA_SCRIPT_URL!)).text()).not.toContain('grecaptcha =');
  });
});
