// The full-page cache from the browser (issue 16; docs/decisions/page-cache.md): a page answered from the
// cache (x-cache: HIT, hashed CSP, no nonce) hydrates, runs every inline script without a CSP
// violation and takes the cart's and the consent bar's forms, with JavaScript and without.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const PRODUCT = '/en/shop/sharkblades';

/** Loads a page until it comes from the cache (the first visit may be the one that stores it). */
async function cachedVisit(page: Page, path: string) {
  await gotoHydrated(page, path);
  const response = await gotoHydrated(page, path);
  expect(response!.headers()['x-cache']).toBe('HIT');
  expect(response!.headers()['content-security-policy']).not.toMatch(/nonce-/);
  return response!;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test('a cached product page hydrates and adds to the cart; the cart never reaches the cache', async ({
  page,
  javaScript,
  browser,
}) => {
  await cachedVisit(page, `${PRODUCT}?utm_source=cached&utm_medium=e2e`);
  if (javaScript) {
    await expect.poll(() => page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
  }
  await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  if (javaScript) {
    // The fetcher answered in place: no document load, the dropdown shows the line.
    await expect(page).toHaveURL(/utm_source=cached/);
    await expect(
      page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Sharkblades' }),
    ).toBeVisible();
    // First-touch UTM is still stored by the browser (analytics consent, docs/decisions/consent-and-analytics.md).
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'utm_source')?.value).toBe('cached');
  } else {
    await expect(page.getByRole('status')).toContainText('Added to cart');
  }
  expect(await violations(page)).toEqual([]);

  // The visitor with a cart gets their own page; another visitor still gets the shared one.
  const own = await gotoHydrated(page, PRODUCT);
  expect(own!.headers()['x-cache']).toBe('BYPASS');
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  const other = await browser.newContext({ javaScriptEnabled: javaScript });
  await other.addCookies((await page.context().cookies()).filter((c) => c.name === 'consented-cookies'));
  const stranger = await other.newPage();
  const shared = await stranger.goto(PRODUCT);
  expect(shared!.headers()['x-cache']).toMatch(/HIT|STALE/);
  await expect(stranger.getByRole('link', { name: /Cart/ }).first()).not.toContainText('1');
  await other.close();
});

test.describe('a first visit (consent undecided)', () => {
  test.use({ consent: '' });

  test('the consent bar of a cached page takes a choice', async ({ page, javaScript }) => {
    await cachedVisit(page, '/en/stories');
    const bar = page.getByRole('region', { name: 'Cookies on Sharkblades' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Decline' }).click();
    await expect(bar).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'consented-cookies')?.value).toBe('necessary');
    if (!javaScript) await expect(page).toHaveURL(/\/stories$/);
    // The decided visitor's page is its own entry: no bar in it.
    await gotoHydrated(page, '/en/stories');
    await expect(page.getByRole('region', { name: 'Cookies on Sharkblades' })).toBeHidden();
    expect(await violations(page)).toEqual([]);
  });
});
