// The fault matrix (issue 9): every fault mode of the Storefront mock × home, product, listing,
// cart, no-JS add and checkout hand-off, through the built worker. Each answers within 5 s with an
// honest status and the spec's message, and once the fault is cleared the cart is as it was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault, type Fault } from '../mocks/faults';
import { state } from '../mocks/state';
import { client, sessionCartId } from '../support/shopper';

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
  { name: 'product', send: (s) => s.send('/shop/sharkblades'), status: 503, message: 'Failed to fetch product' },
  { name: 'listing', send: (s) => s.send('/shop'), status: 503, message: 'Failed to fetch products' },
  { name: 'cart', send: (s) => s.send('/cart'), status: 503, message: CART_ERROR },
  {
    name: 'no-JS add',
    send: (s) => s.cart({ intent: 'add', merchandiseId: AVAILABLE }),
    status: 503,
    message: CART_ERROR,
  },
  // The hand-off falls back to the default checkout URL (decision 012): the shopper still pays.
  { name: 'checkout hand-off', send: (s) => s.post('/checkout', {}), status: 303 },
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('fault matrix (storefront)', () => {
  for (const fault of MODES) {
    const label = `${fault.mode}${fault.status ? ` ${fault.status}` : ''}${fault.ms ? ` ${fault.ms} ms` : ''}`;
    it(`${label}: every page answers in time, honestly, and the cart survives`, async () => {
      const shoppers = await Promise.all(
        PAGES.map(async () => {
          const shopper = client();
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
      const shopper = client();
      await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
      const cartId = sessionCartId(shopper.jar.get('session'));
      setFault({ upstream: 'storefront', mode });
      const response = await shopper.send('/shop');
      expect(await response.text()).toContain('Cart could not be loaded.');
      expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
    });
  }
});
