// The fault matrix (issue 9): every fault mode of the Storefront mock × home, product, listing,
// cart, no-JS add and checkout hand-off, and of the Admin and Klarna mocks × the pages that use
// them, through the built worker. Each answers within 5 s with an honest status and the spec's
// message, and once the fault is cleared the cart is as it was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault, type Fault } from '../mocks/faults';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from '../mocks/config';
import { mockRecaptchaToken } from '../mocks/recaptcha/handlers';
import { state } from '../mocks/state';
import { client, sessionCartId } from '../support/shopper';
import { edgeCache, request, send } from '../support/worker';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const CART_ERROR = 'Error loading cart. Please try again.';

const MODES: Omit<Fault, 'upstream'>[] = [
  { mode: 'hang' },
  { mode: 'slow', ms: 6_000 },
  { mode: 'status', status: 500 },
  { mode: 'status', status: 502 },
  { mode: 'status', status: 503 },
  { mode: 'status', status: 429 },
  { mode: 'throttle' },
  { mode: 'html' },
  { mode: 'truncated' },
  { mode: 'empty' },
  { mode: 'reset' },
];

type Shopper = ReturnType<typeof client>;
const PAGES: { name: string; send: (s: Shopper) => Promise<Response>; status: number; message?: string }[] = [
  { name: 'home', send: (s) => s.send('/'), status: 503, message: 'Failed to fetch products' },
  { name: 'product', send: (s) => s.send('/en/shop/sharkblades'), status: 503, message: 'Failed to fetch product' },
  { name: 'listing', send: (s) => s.send('/shop'), status: 503, message: 'Failed to fetch products' },
  { name: 'cart', send: (s) => s.send('/en/cart'), status: 503, message: CART_ERROR },
  {
    name: 'no-JS add',
    send: (s) => s.cart({ intent: 'add', merchandiseId: AVAILABLE }),
    status: 503,
    message: CART_ERROR,
  },
  // The hand-off falls back to the default checkout URL (docs/decisions/checkout-and-klarna.md):
  // the shopper still pays.
  { name: 'checkout hand-off', send: (s) => s.post('/en/checkout', {}), status: 303 },
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('fault matrix (storefront)', () => {
  for (const fault of MODES) {
    const label = `${fault.mode}${fault.status ? ` ${fault.status}` : ''}${fault.ms ? ` ${fault.ms} ms` : ''}`;
    it(`${label}: every page answers in time, honestly, and the cart survives`, async () => {
      const shoppers = await Promise.all(
        PAGES.map(async () => {
          const shopper = client('/en');
          expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE })).status).toBe(303);
          return { shopper, cartId: sessionCartId(shopper.jar.get('session')) };
        }),
      );
      const before = JSON.stringify([...state.carts.values()].map((c) => c.lines));
      setFault({ upstream: 'storefront', ...fault });
      await Promise.all(
        PAGES.map(async (page, i) => {
          const { shopper, cartId } = shoppers[i]!;
          const started = Date.now();
          const response = await page.send(shopper);
          const body = await response.text();
          expect(Date.now() - started, page.name).toBeLessThanOrEqual(5_000);
          expect(response.status, page.name).toBe(page.status);
          if (page.status === 503) expect(response.headers.get('retry-after'), page.name).toMatch(/^\d+$/);
          if (page.message) expect(body, page.name).toContain(page.message);
          expect(sessionCartId(shopper.jar.get('session')), page.name).toBe(cartId);
        }),
      );
      setFault({ upstream: 'storefront', mode: 'none' });
      expect(JSON.stringify([...state.carts.values()].map((c) => c.lines))).toBe(before);
      for (const { shopper } of shoppers) expect(await (await shopper.send('/cart')).text()).toContain('Sharkblades');
    }, 20_000);
  }
});

describe('a malformed answer is an outage, never "cart gone" (issue 9, problem 1)', () => {
  for (const mode of ['html', 'truncated', 'empty'] as const) {
    it(`${mode}: GET /shop keeps the session's cart id and the badge says the cart could not be loaded`, async () => {
      const shopper = client('/en');
      await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
      const cartId = sessionCartId(shopper.jar.get('session'));
      setFault({ upstream: 'storefront', mode });
      const response = await shopper.send('/en/shop');
      expect(await response.text()).toContain('Cart could not be loaded.');
      expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
    });
  }
});

// Beyond the Storefront: Admin (product page inventory, newsletter signup) and Klarna (session
// creation on /checkout/klarna). A page that only decorates with the upstream's data stays 200;
// an endpoint whose answer is the upstream's answers its documented 502/503 with the spec's
// message (the English pages, /en/…, say it word for word), never a 500 — malformed answers (html, truncated, empty) included. The cart is as it
// was once the fault clears.
const SWISS_VARIANT = '/en/shop/sharkblades?Size=254+mm&Pack=Single+pair';
const SWISS_NOTICE = 'This product ships from Switzerland.';
const SIGNUP_FAILED = 'Signup failed. Please try again.';
const KLARNA_FAILED = 'Klarna could not take the payment. Please try again or use the standard checkout.';

function label(fault: Omit<Fault, 'upstream'>) {
  return `${fault.mode}${fault.status ? ` ${fault.status}` : ''}${fault.ms ? ` ${fault.ms} ms` : ''}`;
}

async function timed(send: () => Promise<Response>) {
  const started = Date.now();
  const response = await send();
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

async function shopperWithCart(country?: string) {
  const shopper = client('/en');
  if (country) shopper.jar.set('shopify_country', country);
  expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE })).status).toBe(303);
  return { shopper, cartId: sessionCartId(shopper.jar.get('session')) };
}

const lines = () => JSON.stringify([...state.carts.values()].map((c) => c.lines));

async function expectCartIntact(shopper: Shopper, cartId: string | undefined, before: string) {
  expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
  expect(lines()).toBe(before);
  const cart = await shopper.send('/cart');
  expect(cart.status).toBe(200);
  expect(await cart.text()).toContain('Sharkblades');
}

describe('fault matrix (admin)', () => {
  for (const fault of MODES) {
    it(`${label(fault)}: the product page renders without the Swiss notice, the signup says it failed`, async () => {
      const { shopper, cartId } = await shopperWithCart();
      const before = lines();
      setFault({ upstream: 'admin', ...fault });
      const [product, signup] = await Promise.all([
        timed(() => shopper.send(SWISS_VARIANT)),
        timed(() =>
          shopper.send('/api/newsletter-signup', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              email: `fault-${fault.mode}@example.com`,
              recaptchaToken: mockRecaptchaToken({ action: 'newsletter_signup', hostname: 'localhost' }),
            }),
          }),
        ),
      ]);
      expect(product.ms, 'product').toBeLessThanOrEqual(5_000);
      expect(product.response.status, 'product').toBe(200);
      expect(product.body).toContain('Sharkblades');
      expect(product.body).not.toContain(SWISS_NOTICE);
      expect(signup.ms, 'signup').toBeLessThanOrEqual(5_000);
      expect([502, 503], 'signup').toContain(signup.response.status);
      expect(JSON.parse(signup.body)).toEqual({ success: false, message: SIGNUP_FAILED });
      expect(state.customers.has(`fault-${fault.mode}@example.com`)).toBe(false);
      setFault({ upstream: 'admin', mode: 'none' });
      await expectCartIntact(shopper, cartId, before);
      expect(await (await shopper.send(SWISS_VARIANT)).text()).toContain(SWISS_NOTICE);
    }, 20_000);
  }
});

describe('fault matrix (klarna)', () => {
  for (const fault of MODES) {
    it(`${label(fault)}: /checkout/klarna says Klarna failed in time, and works once Klarna is back`, async () => {
      const { shopper, cartId } = await shopperWithCart('DE');
      const before = lines();
      setFault({ upstream: 'klarna', ...fault });
      const page = await timed(() => shopper.send('/en/checkout/klarna'));
      expect(page.ms).toBeLessThanOrEqual(5_000);
      expect(page.response.status).toBe(502);
      expect(page.body).toContain(KLARNA_FAILED);
      setFault({ upstream: 'klarna', mode: 'none' });
      await expectCartIntact(shopper, cartId, before);
      const again = await shopper.send('/en/checkout/klarna');
      expect(again.status).toBe(200);
      expect(await again.text()).not.toContain(KLARNA_FAILED);
    }, 20_000);
  }
});

// Issue 30 item 3: siteverify hung for 60 s while every other upstream was cut at 4 s. Now each
// fault answers the signup within 5 s with the spec's message, and nobody is subscribed.
describe('fault matrix (recaptcha)', () => {
  for (const fault of MODES) {
    it(`${label(fault)}: the signup says reCAPTCHA failed in time`, async () => {
      const shopper = client('/en');
      setFault({ upstream: 'recaptcha', ...fault });
      const signup = await timed(() =>
        shopper.send('/api/newsletter-signup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: `recaptcha-${fault.mode}@example.com`,
            recaptchaToken: mockRecaptchaToken({ action: 'newsletter_signup', hostname: 'localhost' }),
          }),
        }),
      );
      expect(signup.ms).toBeLessThanOrEqual(5_000);
      expect(signup.response.status).toBe(503);
      expect(JSON.parse(signup.body)).toEqual({
        success: false,
        message: 'Failed to verify reCAPTCHA. Please try again.',
      });
      expect(state.customers.has(`recaptcha-${fault.mode}@example.com`)).toBe(false);
    }, 20_000);
  }
});

// Issue 30: the Storefront API proxy has the same deadline; a Shopify that does not answer is a
// 503 for the GraphQL client, never a 500 (answers Shopify does give pass through as they are).
describe('the Storefront API proxy in an outage', () => {
  for (const fault of MODES.filter(({ mode }) => ['hang', 'slow', 'reset'].includes(mode))) {
    it(`${label(fault)}: 503 with Retry-After within 5 s`, async () => {
      setFault({ upstream: 'storefront', ...fault });
      const call = await timed(() =>
        client('/en').send('/api/2026-04/graphql.json', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Shopify-Storefront-Access-Token': MOCK_STOREFRONT_PUBLIC_TOKEN,
          },
          body: JSON.stringify({ query: '{ shop { name } }' }),
        }),
      );
      expect(call.ms).toBeLessThanOrEqual(5_000);
      expect(call.response.status).toBe(503);
      expect(call.response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(JSON.parse(call.body)).toEqual({
        errors: [{ message: 'The Storefront API is unavailable. Please try again.' }],
      });
    }, 20_000);
  }
});

// Issue 47, item 16: a page waits on the Storefront API for one deadline, not one per call or per
// render. A cold page whose URL carries a campaign tag was rendered twice around a hang (the
// shared render, then the visitor's own URL: 8 s); a product page's calls one after another
// (countries, product, the option choice) each had 4 s of their own (3.5 s each: 11 s).
describe('one Storefront deadline per page (issue 47, item 16)', () => {
  afterEach(() => {
    edgeCache.enabled = false;
    edgeCache.clear();
  });

  for (const fault of MODES.filter(({ mode }) => ['hang', 'slow'].includes(mode))) {
    it(`${label(fault)}: a cold /stories/blog with a campaign tag, in a country not seen yet, answers 503 within 5 s`, async () => {
      edgeCache.enabled = true;
      // Warm for Switzerland: the shop's countries and the header are cached, France's page is not.
      expect((await request('/stories/blog')).status).toBe(200);
      setFault({ upstream: 'storefront', ...fault });
      const page = await timed(() =>
        client().send('/stories/blog?utm_source=newsletter', { headers: { Cookie: 'shopify_country=FR' } }),
      );
      expect(page.ms).toBeLessThanOrEqual(5_000);
      expect(page.response.status).toBe(503);
      expect(page.response.headers.get('retry-after')).toMatch(/^\d+$/);
    }, 20_000);
  }

  it('a product page whose every call takes 3.5 s answers within 5 s, as an outage', async () => {
    const { shopper } = await shopperWithCart();
    setFault({ upstream: 'storefront', mode: 'slow', ms: 3_500 });
    const page = await timed(() => shopper.send('/en/shop/sharkblades?Size=263+mm'));
    expect(page.ms).toBeLessThanOrEqual(5_000);
    expect(page.response.status).toBe(503);
    expect(page.body).toContain('Failed to fetch product');
  }, 20_000);

  it('a product page waits on the Admin API only for what is left of the deadline', async () => {
    // The shop's countries, then the product (with the menu): two slow answers one after another,
    // inside the Storefront deadline (3.4 of 4 s); then the stock lookup hangs (it had 1.5 s: 4.9 s).
    setFault({ upstream: 'storefront', mode: 'slow', ms: 1_700 });
    setFault({ upstream: 'admin', mode: 'hang' });
    // Timed to the answer, not to the work it leaves for after it (the lookup, kept for the cache).
    const page = await timed(async () => (await send('/en/shop/sharkblades')).response);
    expect(page.response.status).toBe(200);
    expect(page.ms).toBeLessThanOrEqual(4_600);
  }, 20_000);
});
