// Always running the newest build (spec §4, docs/decisions/build-freshness-and-navigation.md). The test changes what
// /json/version answers with Playwright's request routing, which exists only in the test browser:
// nothing a visitor or a deploy can send reaches it.
import type { Page, Request } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

test.skip(({ javaScript }) => !javaScript, 'without JavaScript every navigation is a full page load already');

/** Answers /json/version with another build id from now on. */
const deployNewerBuild = (page: Page) =>
  page.route('**/json/version', (route) =>
    route.fulfill({ json: { buildId: 'newer-build', builtAt: new Date().toISOString() } }),
  );

/** Full page loads (document requests), by path. */
function documentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (r: Request) => r.resourceType() === 'document' && loads.push(new URL(r.url()).pathname));
  return loads;
}

const versionChecked = (page: Page) => page.waitForResponse('**/json/version');

test('with the same build, links stay client-side navigations', async ({ page }) => {
  const loads = documentLoads(page);
  const checked = versionChecked(page);
  await gotoHydrated(page, '/en/shop');
  expect((await (await checked).json()) as { buildId: string }).toMatchObject({ buildId: expect.any(String) });
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(loads).toEqual(['/en/shop']);
});

test('a newer build makes the next link a full page load, once per path within 10 s', async ({ page }) => {
  await deployNewerBuild(page);
  const loads = documentLoads(page);
  const nav = page.getByRole('navigation');

  let checked = versionChecked(page);
  await gotoHydrated(page, '/en/shop');
  await checked; // about 1000 ms after start
  checked = versionChecked(page);
  await nav.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await checked; // the new page checked too, and still sees a build other than its own
  expect(loads).toEqual(['/en/shop', '/en/about']);

  await nav.getByRole('link', { name: 'Shop' }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => loads).toEqual(['/en/shop', '/en/about', '/en/shop']);
  await versionChecked(page);

  // /about was loaded in full less than 10 s ago: the guard lets the router navigate instead.
  await nav.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads).toEqual(['/en/shop', '/en/about', '/en/shop']);
});

test('a newer build makes a header menu link a full page load too', async ({ page }) => {
  // The menus are server HTML that the header's own code navigates (spec audit, issue 30).
  await deployNewerBuild(page);
  const loads = documentLoads(page);
  const checked = versionChecked(page);
  await gotoHydrated(page, '/en/shop');
  await checked;
  await expect(page.locator('header[data-enhanced]')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('summary', { hasText: 'Stories' }).click();
  await nav.getByRole('link', { name: 'All stories' }).click();
  await expect(page).toHaveURL(/\/stories$/);
  await expect.poll(() => loads).toEqual(['/en/shop', '/en/stories']);
});

test('a newer build seen when the tab regains focus', async ({ page }) => {
  const loads = documentLoads(page);
  const checked = versionChecked(page);
  await page.clock.install();
  await gotoHydrated(page, '/en/shop');
  await checked;
  await deployNewerBuild(page);
  await page.clock.fastForward(2_100); // focus checks are at least 2 s apart (page time)
  const refocused = versionChecked(page);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await refocused;
  await page.getByRole('navigation').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(loads).toEqual(['/en/shop', '/en/about']);
});

test.describe('a route chunk that fails to load', () => {
  test.use({ allowConsoleErrors: true }); // the blocked chunk is logged by the browser

  test('makes the click on its link one full page load of the target', async ({ page }) => {
    const loads = documentLoads(page);
    const checked = versionChecked(page);
    await gotoHydrated(page, '/en/shop');
    await checked; // the after-hydration chunk, which preloads on intent, is running
    const module = await page.waitForFunction(() => {
      const routes = (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest?.routes;
      return routes?.['routes/product']?.module;
    });
    const chunk = new URL(String(await module.jsonValue()), page.url()).href;
    let blocked = true;
    page.on('request', (r) => r.resourceType() === 'document' && (blocked = false));
    await page.route(chunk, (route) => (blocked ? route.abort() : route.fallback()));

    // The product grid's card (the header's Shop menu links the product too, hidden until opened).
    const card = page.locator('main a[href="/en/shop/sharkblades"]').first();
    const failed = page.waitForEvent('requestfailed', (r) => r.url() === chunk);
    await card.hover(); // intent: the preload fails
    await failed;
    // React Router's <PrefetchPageLinks> also imports the route module, and reloads the current page
    // when that fails (docs/decisions/build-freshness-and-navigation.md); the failed target is remembered for the tab.
    // The build code is running again once the reloaded page checks the version.
    await expect.poll(() => loads).toEqual(['/en/shop', '/en/shop']);
    await versionChecked(page);
    await card.click();
    await expect(page).toHaveURL(/\/shop\/sharkblades$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads).toEqual(['/en/shop', '/en/shop', '/en/shop/sharkblades']);
  });
});

test.describe('a route chunk that fails during a navigation', () => {
  test.use({ allowConsoleErrors: true }); // the blocked chunk is logged by the browser and React Router

  test('loads the link’s target, not the current page again', async ({ page }) => {
    // No intent preloads on 2g: the route's code is first asked for by the navigation itself.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' } }),
    );
    const loads = documentLoads(page);
    const checked = versionChecked(page);
    await gotoHydrated(page, '/en/shop');
    await checked; // the after-hydration chunk with the chunk-error guard is running
    const module = await page.waitForFunction(() => {
      const routes = (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest?.routes;
      return routes?.['routes/product']?.module;
    });
    const chunk = new URL(String(await module.jsonValue()), page.url()).href;
    let blocked = true;
    page.on('request', (r) => r.resourceType() === 'document' && (blocked = false));
    await page.route(chunk, (route) => (blocked ? route.abort() : route.fallback()));

    await page.locator('main a[href="/en/shop/sharkblades"]').first().click();
    await expect(page).toHaveURL(/\/shop\/sharkblades$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads).toEqual(['/en/shop', '/en/shop/sharkblades']);
  });
});

test.describe('intent preloads (spec §9, docs/decisions/build-freshness-and-navigation.md)', () => {
  const productModule = async (page: Page) => {
    const module = await page.waitForFunction(() => {
      const routes = (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest?.routes;
      return routes?.['routes/product']?.module;
    });
    return new URL(String(await module.jsonValue()), page.url()).href;
  };

  test('hovering a router link preloads its route code', async ({ page }) => {
    const checked = versionChecked(page);
    await gotoHydrated(page, '/en/shop');
    const chunk = await productModule(page);
    await checked; // the build code (and its intent listener) is running
    const requested = page.waitForRequest(chunk);
    await page.locator('main a[href="/en/shop/sharkblades"]').first().hover();
    await requested;
  });

  test('not on a 2g connection', async ({ page }) => {
    // The connection the page reads: one object, 2g until the test changes it in place.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' } }),
    );
    const checked = versionChecked(page);
    await gotoHydrated(page, '/en/shop');
    const chunk = new URL(await productModule(page)).pathname;
    await checked; // the build code (and its intent listener) is running
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.locator('main a[href="/en/shop/sharkblades"]').first().hover();
    // The later event: on 4g, hovering another page's link preloads that page. The listener takes
    // intents in order and renders each page's preloads in that order, so its data request comes
    // after any the 2g hover would have made.
    await page.evaluate(() => {
      (navigator as unknown as { connection: { effectiveType: string } }).connection.effectiveType = '4g';
    });
    const isCollectionData = (path: string) => path.startsWith('/en/collections/') && path.endsWith('.data');
    const later = page.waitForRequest((r) => isCollectionData(new URL(r.url()).pathname));
    await page.locator('main a[data-discover][href^="/en/collections/"]').first().hover();
    await later;
    // The product's route code and page data were never requested (data saver is the same rule;
    // there React Router does not even discover the link's routes).
    expect(requests.filter((path) => path === chunk || path.startsWith('/en/shop/sharkblades'))).toEqual([]);
    expect(requests.some(isCollectionData)).toBe(true);
  });
});
