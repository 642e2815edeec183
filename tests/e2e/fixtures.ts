// Shared e2e fixtures: a fresh mock state per test, and console errors fail the test unless it
// opts out with `allowConsoleErrors`.
import { test as base, expect, type Page } from '@playwright/test';
import { projectEnv } from '../../scripts/project-env.ts';

/** The mock the worker under test talks to (PUBLIC_STORE_DOMAIN; another port can be set in env). */
export const MOCK = projectEnv().PUBLIC_STORE_DOMAIN!;

/** Everything allowed: what the consent cookie holds after Accept (docs/decisions/consent-and-analytics.md). */
export const ACCEPTED = 'necessary~analytics~map~reviews';

export const test = base.extend<{ allowConsoleErrors: boolean; javaScript: boolean; consent: string }>({
  allowConsoleErrors: [false, { option: true }],
  // Tests other than the consent ones start decided (Accept), so the bar does not cover what they
  // click; `test.use({ consent: '' })` gives a first visit with the bar open.
  consent: [ACCEPTED, { option: true }],
  javaScript: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  page: async ({ page, allowConsoleErrors, consent, baseURL }, use) => {
    await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
    if (consent) {
      await page.context().addCookies([{ name: 'consented-cookies', value: consent, url: baseURL! }]);
    }
    const errors: string[] = [];
    // A page the test navigates to may answer 4xx on purpose (404 page); Chrome logs that load.
    const documentErrors = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.status() >= 400) {
        documentErrors.add(response.url());
      }
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      if (message.text().startsWith('Failed to load resource') && documentErrors.has(url)) return;
      errors.push(`${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    if (!allowConsoleErrors) expect(errors, 'console errors during the test').toEqual([]);
  },
});

/** How long `gotoHydrated` waits for an app page to hydrate before the test fails. */
const HYDRATION_TIMEOUT = 10_000;

/**
 * `page.goto`, then, on a page that runs the app's JavaScript, a wait until React has hydrated it:
 * a test that clicks at once would otherwise meet the server-rendered (no-JS) forms. Specs call it
 * instead of `page.goto` wherever they go on to use the page; `page.goto` itself is not patched.
 *
 * Only the app's own documents hydrate: their inline script defines `__reactRouterContext`. Without
 * JavaScript (the no-js project) that script does not run, and a goto that ends elsewhere (the
 * mock's checkout) has none; both return as `page.goto` does.
 */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  if (await page.evaluate(() => '__reactRouterContext' in window)) await hydrated(page);
  return response;
}

/**
 * Waits for the app's page to hydrate (after a goto that does not: a plain link's document load, a
 * reload). The signal, read from outside the app (no app code marks it): React Router has created
 * its browser router (`window.__reactRouterDataRouter`), and React has hydrated the `<html>` element,
 * which it does when it completes the document's tree (React then keeps the element's props on it,
 * under a `__reactProps$…` key). Event handlers are live from then on. Polled from the test, not by
 * the page's timers or animation frames, which Playwright's clock (`page.clock.install()`) holds.
 */
export async function hydrated(page: Page) {
  const isHydrated = () =>
    page.evaluate(
      () =>
        '__reactRouterDataRouter' in window &&
        Object.keys(document.documentElement).some((key) => key.startsWith('__reactProps$')),
    );
  await expect
    .poll(isHydrated, {
      message: `page did not hydrate within ${HYDRATION_TIMEOUT / 1000} s: ${page.url()}`,
      timeout: HYDRATION_TIMEOUT,
      intervals: [50, 100, 250],
    })
    .toBe(true);
}

let clients = 0;
const clientAddress = new WeakMap<Page, string>();
const MOCK_ORIGIN = new URL(MOCK).origin;
/**
 * A shopper of its own, for a test that spends a per-client budget (chat, listing renders) faster
 * than a run's shared address earns it back. Only requests to the shop carry the address: on a
 * cross-origin fetch (the review widget's API) the header would need a CORS preflight that the
 * service refuses, as a real browser never sends it. Opt-in, because routing a page's requests
 * through the test turns off the browser's cache: every page load then fetches every asset again,
 * and a suite of page loads ran about three times slower.
 */
export async function asNewClient(page: Page) {
  const routed = clientAddress.has(page);
  clientAddress.set(page, `198.51.100.${1 + (++clients % 254)}`);
  if (routed) return;
  await page.route(
    (url) => url.origin !== MOCK_ORIGIN,
    (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': clientAddress.get(page)! } }),
  );
}

export const SHARKBLADES_VARIANT = 'gid://shopify/ProductVariant/40000000000001';
export const OCEAN_ICE_VARIANT = 'gid://shopify/ProductVariant/40000000000027';

/** Two lines, added as forms without JavaScript send them; the page's cookies then carry the cart. */
export async function cartWithTwoLines(page: Page, baseURL: string) {
  for (const merchandiseId of [SHARKBLADES_VARIANT, OCEAN_ICE_VARIANT]) {
    const added = await page.request.post('/cart', {
      form: { intent: 'add', merchandiseId, quantity: '1', redirectTo: '/cart' },
      headers: { Origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
  }
}

/**
 * Elements of the page's main content past the window's right edge (none may be), except inside a
 * row meant to scroll sideways (the story rail, the pills on phones).
 */
export const pastTheEdge = (page: Page, width: number) =>
  page.evaluate((edge) => {
    const scrolls = (e: Element) => getComputedStyle(e).overflowX !== 'visible';
    const within = (e: Element) => {
      for (let a = e.parentElement; a && a.tagName !== 'MAIN'; a = a.parentElement) if (scrolls(a)) return true;
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > edge + 1 && !within(e))
      .map((e) => `${e.tagName}.${e.className}`);
  }, width);

export { expect };
