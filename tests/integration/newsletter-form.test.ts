// The newsletter form as the page serves it, and its post without JavaScript: 303 back to the
// form with the message shown once (session flash), the honeypot and the form token's timing.
import { describe, expect, it } from 'vitest';
import { createFormToken } from '../../app/lib/newsletter/form-token.server';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const SECRET = mockEnv.SESSION_SECRET!;
let ip = 100;

/** A browser without JavaScript: keeps cookies, posts forms. */
function browser() {
  const jar = new Map<string, string>();
  const address = `198.51.100.${++ip}`;
  async function send(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set('cf-connecting-ip', address);
    if (jar.size) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await request(path, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
    return response;
  }
  const post = (fields: Record<string, string>) =>
    send('/api/newsletter-signup', { method: 'POST', body: new URLSearchParams(fields) });
  return { send, post };
}

/** The form with this id in a page, and its status text. */
function form(html: string, id: string) {
  const markup = new RegExp(`<form id="${id}"[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';
  const status = /<p aria-live="polite"[^>]*>([^<]*)<\/p>/.exec(markup);
  return { markup, message: status?.[1] ?? null, error: /data-error="true"/.test(status?.[0] ?? '') };
}

const aged = (ms: number) => createFormToken(SECRET, Date.now() - ms);

describe('newsletter form without JavaScript', () => {
  it('is on every page in the footer, once (also on the home page), with what it needs', async () => {
    const home = await (await request('/')).text();
    expect(home.match(/action="\/api\/newsletter-signup"/g)).toHaveLength(1);
    for (const id of ['newsletter']) {
      const { markup } = form(home, id);
      expect(markup).toContain('action="/api/newsletter-signup"');
      expect(markup).toMatch(/<label for="[\w-]+-email"/);
      // Attribute names are case-insensitive in HTML; React writes `autoComplete`.
      const email = /<input[^>]*type="email"[^>]*>/.exec(markup)?.[0];
      for (const attribute of [/name="email"/, /autocomplete="email"/i, / required/]) expect(email).toMatch(attribute);
      expect(markup).toMatch(/name="formToken" value="\d+\.[\w-]{43}"/);
      expect(markup).toContain(`name="redirectTo" value="/#${id}"`);
      expect(markup).toContain(
        'data-recaptcha="http://127.0.0.1:4001/recaptcha/api.js?render=mock-recaptcha-site-key"',
      );
    }
    const product = await (await request('/shop/sharkblades?Size=M')).text();
    expect(form(product, 'newsletter').markup).toContain('value="/shop/sharkblades?Size=M#newsletter"');
    expect(form(product, 'newsletter-home').markup).toBe('');
  });

  it('without a site key the form carries none (the script then says it is not configured)', async () => {
    const html = await (await request('/', { env: { ...mockEnv, PUBLIC_RECAPTCHA_SITE_KEY: '' } })).text();
    expect(form(html, 'newsletter').markup).not.toContain('data-recaptcha');
  });

  it('subscribes: 303 back to the form, the message once, consent recorded', async () => {
    const shopper = browser();
    const response = await shopper.post({
      email: 'nojs@example.com',
      website: '',
      formToken: await aged(5_000),
      redirectTo: '/en/shop#newsletter',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en/shop#newsletter');
    expect(state.customers.get('nojs@example.com')?.marketingState).toBe('SUBSCRIBED');
    const page = form(await (await shopper.send('/en/shop')).text(), 'newsletter');
    expect(page).toMatchObject({ message: 'Thank you for subscribing!', error: false });
    expect(form(await (await shopper.send('/en/shop')).text(), 'newsletter').message).toBe('');
  });

  it('shows the message in the home page’s one form', async () => {
    const shopper = browser();
    await shopper.post({ email: 'not-an-email', formToken: await aged(5_000), redirectTo: '/en#newsletter' });
    const html = await (await shopper.send('/en')).text();
    expect(form(html, 'newsletter')).toMatchObject({
      message: 'Please enter a valid email address.',
      error: true,
    });
    expect(form(html, 'newsletter-home').markup).toBe('');
  });

  it.each([
    ['a filled honeypot', { website: 'http://spam.example' }, 5_000, 'Signup failed. Please try again.'],
    ['a form sent at once', {}, 0, 'Signup failed: the form was sent too quickly. Please try again.'],
    ['a form a day old', {}, 25 * 60 * 60 * 1000, 'Signup failed: the form has expired. Please try again.'],
  ])('refuses %s (303 with the message, nobody recorded)', async (_, extra, age, message) => {
    const shopper = browser();
    const response = await shopper.post({
      email: 'bot@example.com',
      formToken: await aged(age),
      redirectTo: '/en/faq#newsletter',
      ...extra,
    });
    expect(response.status).toBe(303);
    expect(form(await (await shopper.send('/en/faq')).text(), 'newsletter')).toMatchObject({ message, error: true });
    expect(state.customers.size).toBe(0);
  });

  it('refuses a forged or missing token, and never redirects off the site', async () => {
    const shopper = browser();
    const issued = Date.now() - 5_000;
    const forged = `${issued}.${'A'.repeat(43)}`;
    const response = await shopper.post({ email: 'x@example.com', formToken: forged, redirectTo: '//evil.example/' });
    expect(response.status).toBe(303);
    // No page of ours to go back to, no language named: the English home (tests/integration/newsletter-languages.test.ts).
    expect(response.headers.get('Location')).toBe('/en#newsletter');
    expect(form(await (await shopper.send('/en')).text(), 'newsletter').message).toBe(
      'Signup failed. Please try again.',
    );
    expect((await shopper.post({ email: 'x@example.com' })).status).toBe(303);
    expect(state.customers.size).toBe(0);
  });

  it('a repeat address is told it is already subscribed, not thanked as new (issue 47)', async () => {
    const shopper = browser();
    const send = async () =>
      shopper.post({ email: 'again@example.com', formToken: await aged(5_000), redirectTo: '/en/faq#newsletter' });
    expect((await send()).status).toBe(303);
    expect(form(await (await shopper.send('/en/faq')).text(), 'newsletter').message).toBe('Thank you for subscribing!');
    const again = await send();
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe('/en/faq#newsletter');
    expect(form(await (await shopper.send('/en/faq')).text(), 'newsletter')).toMatchObject({
      message: 'You are already subscribed. Thank you!',
      error: false,
    });
  });

  it('Shopify unreachable: 303 back to the page with the message, never a bare page (issue 47)', async () => {
    setFault({ upstream: 'admin', mode: 'status', status: 503 });
    const shopper = browser();
    const response = await shopper.post({
      email: 'down@example.com',
      formToken: await aged(5_000),
      redirectTo: '/fr/faq#newsletter',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/fr/faq#newsletter');
    expect(form(await (await shopper.send('/fr/faq')).text(), 'newsletter')).toMatchObject({
      message: 'L’inscription a échoué. Veuillez réessayer.',
      error: true,
    });
  });

  it('is rate-limited too: the seventh post in a burst is refused', async () => {
    const shopper = browser();
    const formToken = await aged(5_000);
    for (let i = 0; i < 6; i++) await shopper.post({ email: 'bad', formToken, redirectTo: '/en/faq' });
    await shopper.post({ email: 'fine@example.com', formToken, redirectTo: '/en/faq' });
    expect(form(await (await shopper.send('/en/faq')).text(), 'newsletter').message).toBe(
      'Signup failed: too many attempts. Please try again in a minute.',
    );
    expect(state.customers.size).toBe(0);
  });

  it('the page allows the reCAPTCHA script and frames in its CSP', async () => {
    const csp = (await request('/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:4001/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.gstatic\.com/);
  });
});
