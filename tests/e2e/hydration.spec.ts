// Hydration after the first paint (docs/decisions/160, 183): the app's JavaScript is requested only once
// the page has painted with its hero image; the restored scripts pass the CSP (nonce on a personal
// page, hashes on a cached one), the page hydrates and navigates on the client. Without JavaScript
// the templates stay inert and no script of the app is requested at all.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const PRODUCT = '/en/shop/sharkblades';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const paints: number[] = [];
    Object.assign(window, { __cspViolations: seen, __paints: paints });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
});

const appScripts = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.*\.js$/.test(r.url())) seen.push(r.url());
  });
  return seen;
};

for (const [kind, cookie] of [
  ['a cached page (hashed CSP)', null],
  ['a personal page (nonce)', 'session'],
] as const) {
  test(`${kind}: scripts after the first paint, hydrates, navigates on the client`, async ({ page, javaScript }) => {
    if (cookie) {
      // A cart makes the page personal (x-cache: BYPASS, nonce CSP).
      await page.goto(PRODUCT);
      await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
    }
    const scripts = appScripts(page);
    const response = await page.goto(PRODUCT);
    expect(response!.headers()['x-cache']).toMatch(cookie ? /BYPASS/ : /HIT|MISS|STALE/);
    if (!javaScript) {
      await page.waitForLoadState('load');
      expect(scripts).toEqual([]);
      await expect(page.locator('template[data-deferred]')).toHaveCount(1);
      // The server-written parts are in the markup (islands, docs/decisions/170).
      await expect(page.getByRole('group', { name: 'Sharkblades: images and videos' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'About Sharkblades' })).toBeVisible();
      return;
    }
    await expect.poll(() => page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true);
    // The first JavaScript request of the app started after the first contentful paint.
    const timing = await page.evaluate(() => {
      const scriptStarts = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.*\.js$/.test(e.name))
        .map((e) => e.startTime);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return { fcp, firstScript: Math.min(...scriptStarts) };
    });
    expect(timing.firstScript).toBeGreaterThan(timing.fcp);
    // Restored in place: no template left, the preloads and the module script where React expects them.
    await expect(page.locator('template[data-deferred]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    // Client navigation: the router answers with data, not a document.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    // The server-written parts (islands, docs/decisions/170) kept their markup through hydration.
    const main = page.locator('main');
    await expect(main.getByRole('group', { name: 'Sharkblades: images and videos' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'About Sharkblades' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await main.getByRole('link', { name: '254 mm' }).click();
    await expect(page).toHaveURL(/Size=254/);
    // Another product on the client: its islands come with the data and are written.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/en/shop/sharkblades-for-goalies'),
    );
    await expect(main.getByRole('group', { name: 'Sharkblades for Goalies: images and videos' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'About Sharkblades for Goalies' })).toBeVisible();
    await expect(main.getByRole('group', { name: 'Sharkblades: images and videos' })).toHaveCount(0);
    expect(documents).toEqual([]);
  });
}

// The stylesheets (docs/decisions/275, 276): the document holds its rules and links no file. Once
// hydrated, React Router links the routes' files, and a route a client navigation renders (whose
// rules the first document did not hold) is styled. Without JavaScript no stylesheet file is loaded.
test('stylesheet files: linked once hydrated, a client navigation styled', async ({ page, javaScript }) => {
  const sheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') sheets.push(r.url());
  });
  await page.goto(PRODUCT);
  if (!javaScript) {
    await page.waitForLoadState('load');
    expect(sheets).toEqual([]);
    return;
  }
  await hydrated(page);
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/root-"]')).toHaveCount(1);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate('/en'),
  );
  // The home page's hero is a grid (its route's stylesheet), full width.
  await expect(page.locator('main section[data-hero]')).toHaveCSS('display', 'grid');
  expect(sheets.some((url) => /\/assets\/home-[\w-]+\.css$/.test(url))).toBe(true);
});
