// POST /api/newsletter-signup through the built worker: every server message of spec §8 (each
// condition made to happen through the mocks), reCAPTCHA checks, the rate limit, the Admin
// consent afterwards, and the form post without JavaScript (303, honeypot, form token).
import { describe, expect, it } from 'vitest';
import { mockRecaptchaToken } from '../mocks/recaptcha/handlers';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const ACTION = 'newsletter_signup';
let ip = 0;
/** A new client address per test, so the rate limit of one test does not reach the next. */
const nextIp = () => `203.0.113.${++ip}`;

function token(prefix = 'ok', claims: Partial<{ action: string; hostname: string }> = {}) {
  return mockRecaptchaToken({ action: ACTION, hostname: 'localhost', ...claims }, prefix);
}

async function signup(body: unknown, options: { ip?: string; env?: Record<string, unknown> } = {}) {
  const response = await request('/api/newsletter-signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': options.ip ?? nextIp() },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    env: options.env,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { success: boolean; message: string },
  };
}

const siteverifyCalls = () => state.requests.filter((r) => r.upstream === 'recaptcha' && r.method === 'POST');
const adminCalls = () => state.requests.filter((r) => r.upstream === 'admin');

describe('POST /api/newsletter-signup (JSON)', () => {
  it.each([[''], ['no-at-sign'], ['a@b'], ['two words@example.com'], [42], [undefined]])(
    'refuses %j with 400 and the email message, before reCAPTCHA',
    async (email) => {
      const { status, body } = await signup({ email, recaptchaToken: token() });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message: 'Please enter a valid email address.' });
      expect(siteverifyCalls()).toHaveLength(0);
    },
  );

  it('answers a body that is not JSON with 400, not 5xx', async () => {
    const { status, body } = await signup('{not json');
    expect(status).toBe(400);
    expect(body.message).toBe('Please enter a valid email address.');
  });

  it('subscribes: Thank you, and the Admin mock holds SUBSCRIBED consent', async () => {
    const { status, body } = await signup({ email: ' Skater@Example.com ', recaptchaToken: token() });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Thank you for subscribing!' });
    const customer = state.customers.get('skater@example.com');
    expect(customer).toMatchObject({ email: 'Skater@Example.com', marketingState: 'SUBSCRIBED' });
    expect(customer?.marketingOptInLevel).toBe('SINGLE_OPT_IN');
    expect(Date.now() - Date.parse(customer!.consentUpdatedAt!)).toBeLessThan(60_000);
    const [verify] = siteverifyCalls();
    expect(verify?.body).toMatchObject({ secretOk: true, remoteip: expect.stringMatching(/^203\.0\.113\./) });
  });

  it('an existing subscriber gets a friendly success and nothing is written', async () => {
    await signup({ email: 'again@example.com', recaptchaToken: token() });
    const writes = adminCalls().length;
    const { status, body } = await signup({ email: 'again@example.com', recaptchaToken: token() });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'You are already subscribed. Thank you!' });
    expect(adminCalls().length).toBe(writes + 1); // the look-up only
  });

  it('a known customer who is not subscribed has their consent updated', async () => {
    state.customers.set('known@example.com', {
      id: 'gid://shopify/Customer/1',
      email: 'known@example.com',
      marketingState: 'UNSUBSCRIBED',
      marketingOptInLevel: null,
      consentUpdatedAt: null,
    });
    const { body } = await signup({ email: 'known@example.com', recaptchaToken: token() });
    expect(body.success).toBe(true);
    expect(state.customers.get('known@example.com')).toMatchObject({
      marketingState: 'SUBSCRIBED',
      marketingOptInLevel: 'SINGLE_OPT_IN',
    });
  });

  it.each([
    ['a missing token', undefined, 'Failed to verify reCAPTCHA. Please try again.'],
    ['a token siteverify fails', token('fail'), 'Failed to verify reCAPTCHA. Please try again.'],
    ['a low score', token('low'), 'reCAPTCHA verification failed: please try again later.'],
    ['another action', token('ok', { action: 'login' }), 'Invalid reCAPTCHA action. Please try again.'],
    ['another host name', token('ok', { hostname: 'evil.example' }), 'Invalid reCAPTCHA hostname. Please try again.'],
  ])('refuses %s with 400 and the reCAPTCHA message; nobody is recorded', async (_, recaptchaToken, message) => {
    const { status, body } = await signup({ email: 'bot@example.com', recaptchaToken });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message });
    expect(state.customers.size).toBe(0);
  });

  it('a token is good once', async () => {
    const once = token();
    expect((await signup({ email: 'one@example.com', recaptchaToken: once })).body.success).toBe(true);
    const { status, body } = await signup({ email: 'two@example.com', recaptchaToken: once });
    expect(status).toBe(400);
    expect(body.message).toBe('reCAPTCHA verification failed: the token has expired.');
  });

  it('siteverify down or no secret configured: 503 with the generic reCAPTCHA message', async () => {
    setFault({ upstream: 'recaptcha', mode: 'status', status: 503 });
    expect(await signup({ email: 'a@example.com', recaptchaToken: token() })).toMatchObject({
      status: 503,
      body: { success: false, message: 'Failed to verify reCAPTCHA. Please try again.' },
    });
    setFault({ upstream: 'recaptcha', mode: 'none' });
    const env = { ...mockEnv, PRIVATE_RECAPTCHA_SECRET_KEY: '' };
    expect((await signup({ email: 'a@example.com', recaptchaToken: token() }, { env })).status).toBe(503);
    const wrongSecret = { ...mockEnv, PRIVATE_RECAPTCHA_SECRET_KEY: 'not-the-secret' };
    expect((await signup({ email: 'a@example.com', recaptchaToken: token() }, { env: wrongSecret })).body.message).toBe(
      'Failed to verify reCAPTCHA. Please try again.',
    );
  });

  it('a refusal by Shopify shows its message; Shopify unreachable shows Signup failed', async () => {
    expect((await signup({ email: 'x@example.invalid', recaptchaToken: token() })).body).toEqual({
      success: false,
      message: 'Email contains an invalid domain name',
    });
    setFault({ upstream: 'admin', mode: 'status', status: 503 });
    const { status, body } = await signup({ email: 'down@example.com', recaptchaToken: token() });
    expect(status).toBe(503);
    expect(body).toEqual({ success: false, message: 'Signup failed. Please try again.' });
  });

  it('rate-limits a client: 429 with Retry-After and a message, other clients unaffected', async () => {
    const client = nextIp();
    for (let i = 0; i < 6; i++) expect((await signup({ email: 'bad' }, { ip: client })).status).toBe(400);
    const limited = await signup({ email: 'bad' }, { ip: client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(limited.body).toEqual({
      success: false,
      message: 'Signup failed: too many attempts. Please try again in a minute.',
    });
    expect((await signup({ email: 'bad' })).status).toBe(400);
  });

  it('GET is 405', async () => {
    expect((await request('/api/newsletter-signup')).status).toBe(405);
  });
});
