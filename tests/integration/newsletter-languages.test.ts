// The newsletter in German, French and English (issue 31, items 3 and 7): the form's words and the
// words its script shows, its whole error catalogue in the language of the page that sent it (no
// JavaScript: 303 back to that page; JSON: the `language` field), English for API clients, and the
// subscriber's locale in Shopify's Admin API.
import { describe, expect, it } from 'vitest';
import { createFormToken } from '../../app/lib/newsletter/form-token.server';
import type { Language } from '../../app/lib/i18n/languages';
import { messagesFor } from '../../app/lib/i18n/messages/index.server';
import { mockRecaptchaToken } from '../mocks/recaptcha/handlers';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { client } from '../support/shopper';
import { request } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;
const aged = () => createFormToken(mockEnv.SESSION_SECRET!, Date.now() - 5_000);
const token = () => mockRecaptchaToken({ action: 'newsletter_signup', hostname: 'localhost' }, 'ok');

/** The footer's form in a page and its status text. */
function form(html: string) {
  const markup = /<form id="newsletter"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const message = /<p aria-live="polite"[^>]*>([^<]*)<\/p>/.exec(markup)?.[1] ?? null;
  return { markup, message };
}

let ip = 0;
async function json(body: Record<string, unknown>, host = MAIN) {
  const response = await request(`${host}/api/newsletter-signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': `192.0.2.${++ip}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string } };
}

describe('the form in each language', () => {
  it.each([
    ['/', 'de', 'News vom Eis', 'Abonnieren', 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    ['/fr', 'fr', 'Des nouvelles de la glace', 'S’abonner', 'Veuillez saisir une adresse e-mail valide.'],
    ['/en', 'en', 'Get news from the ice', 'Subscribe', 'Please enter a valid email address.'],
  ])('%s: label, button, the language field and the script’s words', async (path, language, label, button, invalid) => {
    const html = await (await request(`${MAIN}${path}`)).text();
    const { markup } = form(html);
    expect(markup).toContain(label);
    expect(markup).toContain(`>${button}</button>`);
    expect(markup).toContain(`name="language" value="${language}"`);
    // The script's words come with the root's data; the endpoint's refusals come with its answer.
    expect(html.slice(html.indexOf('</form>'))).toContain(invalid);
    const { tooFast, tooMany, expired } = messagesFor(language as Language).newsletter;
    for (const refusal of [tooFast, tooMany, expired]) expect(html).not.toContain(refusal);
  });
});

describe('signing up without JavaScript', () => {
  it('from a French page: 303 back to it, and the thanks in French', async () => {
    const shopper = client();
    const response = await shopper.post('/api/newsletter-signup', {
      email: 'francais@example.com',
      formToken: await aged(),
      redirectTo: '/fr/shop#newsletter',
      language: 'fr',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/fr/shop#newsletter');
    const { message } = form(await (await shopper.send('/fr/shop')).text());
    expect(message).toBe('Merci pour votre inscription\u202f!');
  });

  it('from a German page: a bad address is refused in German', async () => {
    const shopper = client();
    await shopper.post('/api/newsletter-signup', {
      email: 'not-an-email',
      formToken: await aged(),
      redirectTo: '/faq#newsletter',
      language: 'de',
    });
    const { message } = form(await (await shopper.send('/faq')).text());
    expect(message).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it('without the language field, the page it goes back to names the language', async () => {
    const shopper = client();
    await shopper.post('/api/newsletter-signup', { email: 'x', formToken: await aged(), redirectTo: '/fr/faq' });
    expect(form(await (await shopper.send('/fr/faq')).text()).message).toBe(
      'Veuillez saisir une adresse e-mail valide.',
    );
  });
});

describe('the JSON endpoint (the form’s script)', () => {
  it('answers in the language the form sends', async () => {
    expect(await json({ email: 'nope', language: 'fr' })).toEqual({
      status: 400,
      body: { success: false, message: 'Veuillez saisir une adresse e-mail valide.' },
    });
    expect((await json({ email: 'a@example.com', language: 'de' })).body.message).toBe(
      'Die reCAPTCHA-Prüfung ist fehlgeschlagen. Bitte versuch es noch einmal.',
    );
    expect((await json({ email: 'de@example.com', recaptchaToken: token(), language: 'de' })).body).toEqual({
      success: true,
      message: 'Vielen Dank für deine Anmeldung!',
    });
  });

  it('API clients get the spec’s English; the US site is English', async () => {
    expect((await json({ email: 'nope' })).body.message).toBe('Please enter a valid email address.');
    expect((await json({ email: 'nope', language: 'it' })).status).toBe(400);
    expect((await json({ email: 'nope', language: 'fr' }, US)).body.message).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe("the subscriber's locale in Shopify", () => {
  it('a new customer gets the locale of the page: fr-CH, de-CH, en-CH, en-US on the US site', async () => {
    await json({ email: 'fr@example.com', recaptchaToken: token(), language: 'fr' });
    await json({ email: 'de@example.com', recaptchaToken: token(), language: 'de' });
    await json({ email: 'en@example.com', recaptchaToken: token(), language: 'en' });
    await json({ email: 'us@example.com', recaptchaToken: token() }, US);
    expect(state.customers.get('fr@example.com')).toMatchObject({ marketingState: 'SUBSCRIBED', locale: 'fr-CH' });
    expect(state.customers.get('de@example.com')?.locale).toBe('de-CH');
    expect(state.customers.get('en@example.com')?.locale).toBe('en-CH');
    expect(state.customers.get('us@example.com')?.locale).toBe('en-US');
  });

  it('a known customer who subscribes from a French page gets fr-CH; a subscriber is left alone', async () => {
    const known = { marketingOptInLevel: null, consentUpdatedAt: null } as const;
    state.customers.set('known@example.com', {
      ...known,
      id: 'gid://shopify/Customer/7',
      email: 'known@example.com',
      marketingState: 'UNSUBSCRIBED',
    });
    state.customers.set('already@example.com', {
      ...known,
      id: 'gid://shopify/Customer/8',
      email: 'already@example.com',
      marketingState: 'SUBSCRIBED',
      locale: 'de-CH',
    });
    const { body } = await json({ email: 'known@example.com', recaptchaToken: token(), language: 'fr' });
    expect(body).toEqual({ success: true, message: 'Merci pour votre inscription\u202f!' });
    expect(state.customers.get('known@example.com')).toMatchObject({ marketingState: 'SUBSCRIBED', locale: 'fr-CH' });
    const again = await json({ email: 'already@example.com', recaptchaToken: token(), language: 'fr' });
    expect(again.body.message).toBe('Cette adresse est déjà inscrite. Merci\u202f!');
    expect(state.customers.get('already@example.com')?.locale).toBe('de-CH');
  });
});
