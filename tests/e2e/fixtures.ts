// Shared e2e fixtures: a fresh mock state per test, and console errors fail the test unless it
// opts out with `allowConsoleErrors`.
import { test as base, expect, type Page } from '@playwright/test';
import { projectEnv } from '../../scripts/project-env.ts';

/** The mock the worker under test talks to (PUBLIC_STORE_DOMAIN; another port can be set in env). */
export const MOCK = projectEnv().PUBLIC_STORE_DOMAIN!;

/** Everything allowed: what the consent cookie holds after Accept (docs/decisions/070). */
export const ACCEPTED = 'necessary~analytics~map~reviews';

export const test = base.extend<{ allowConsoleErrors: boolean; javaScript: boolean; consent: string }>({
  allowConsoleErrors: [false, { option: true }],
  // Tests other than the consent ones start decided (Accept), so the bar does not cover what they
  // click; `test.use({ consent: '' })` gives a first visit with the bar open.
  consent: [ACCEPTED, { option: true }],
  javaScript: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  page: async ({ page, allowConsoleErrors, consent, baseURL, javaScriptEnabled }, use) => {
    await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
    if (javaScriptEnabled !== false) waitForHydrationOnGoto(page);
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

/** How long `page.goto` waits for an app page to hydrate before the test fails. */
const HYDRATION_TIMEOUT = 10_000;

/**
 * With JavaScript, `page.goto` also waits until the page has started hydrating: the app's scripts
 * are requested only after the first paint and the hero image (docs/decisions/160), often after the
 * load event that goto waits for, and a test that clicks at once would meet the no-JS forms.
 * Only the app's own documents hydrate (they define `__reactRouterContext`); a goto that ends
 * elsewhere (the mock's checkout) returns as it is. An app page that does not hydrate in time
 * fails the test here, naming the page, instead of letting it go on with the no-JS page.
 */
function waitForHydrationOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (!(await page.evaluate(() => '__reactRouterContext' in window))) return response;
    await hydrated(page);
    return response;
  };
}

/** Waits for the app's page to hydrate: after a goto that does not (a plain link's document load). */
export async function hydrated(page: Page) {
  try {
    await page.waitForFunction(
      () => !document.querySelector('template[data-deferred]') && '__reactRouterDataRouter' in window,
      null,
      { timeout: HYDRATION_TIMEOUT },
    );
  } catch (error) {
    throw new Error(`page did not hydrate within ${HYDRATION_TIMEOUT / 1000} s: ${page.url()}`, { cause: error });
  }
}

let clients = 0;
/** Each test is a shopper of its own: the chat's and the cart's rate limits count per client (one worker runs the suite). */
export async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.51.100.${1 + (++clients % 254)}` });
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
