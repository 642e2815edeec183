// Hydration: React Router's <Scripts /> pass the CSP (nonce on a personal page, hashes on a cached
// one), the page hydrates and navigates on the client, every part of it rendered by React. The
// stylesheets are React Router's <Links />: without JavaScript the page is styled by them, and no
// stylesheet is downloaded twice, before or after a client navigation.
import { expect, hydrated, test } from './fixtures';

const PRODUCT = '/en/shop/sharkblades';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

const navigate = (to: string) =>
  (
    window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
  ).__reactRouterDataRouter.navigate(to);

for (const [kind, cookie] of [
  ['a cached page (hashed CSP)', null],
  ['a personal page (nonce)', 'session'],
] as const) {
  test(`${kind}: hydrates, navigates on the client`, async ({ page, javaScript }) => {
    if (cookie) {
      // A cart makes the page personal (x-cache: BYPASS, nonce CSP).
      await page.goto(PRODUCT);
      await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
    }
    const response = await page.goto(PRODUCT);
    expect(response!.headers()['x-cache']).toMatch(cookie ? /BYPASS/ : /HIT|MISS|STALE/);
    const main = page.locator('main');
    await expect(main.getByRole('group', { name: 'Sharkblades: images and videos' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'About Sharkblades' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    if (!javaScript) return;
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    // Client navigation: the router answers with data, not a document.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await main.getByRole('link', { name: '254 mm' }).click();
    await expect(page).toHaveURL(/Size=254/);
    expect(documents).toEqual([]);
  });
}

test('another product on the client: React renders its parts from the data', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'a client navigation');
  await page.goto(PRODUCT);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const main = page.locator('main');
  await page.evaluate(navigate, '/en/shop/sharkblades-for-goalies');
  await expect(main.getByRole('group', { name: 'Sharkblades for Goalies: images and videos' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'About Sharkblades for Goalies' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Sharkblades: images and videos' })).toHaveCount(0);
  expect(documents).toEqual([]);
});

test('stylesheets: the page styled by its links, each file downloaded once', async ({ page, javaScript }) => {
  // Each stylesheet that came over the network (a cache hit has no body: React Router links a sheet
  // that a lazy chunk also loads twice, by design, and the browser serves the second from its cache).
  const sheets: string[] = [];
  page.on('requestfinished', async (r) => {
    if (r.resourceType() === 'stylesheet' && (await r.sizes()).responseBodySize > 0)
      sheets.push(new URL(r.url()).pathname);
  });
  await page.goto(PRODUCT);
  await page.waitForLoadState('load');
  // Styled by the root's and the product's stylesheets, with or without JavaScript.
  expect(sheets.some((path) => /\/assets\/root-[\w-]+\.css$/.test(path))).toBe(true);
  expect(sheets.some((path) => /\/assets\/product-[\w-]+\.css$/.test(path))).toBe(true);
  await expect(page.locator('#buy')).toHaveCSS('display', 'grid');
  if (javaScript) {
    await hydrated(page);
    // A route a client navigation renders is styled by its own file.
    await page.evaluate(navigate, '/en');
    await expect(page.locator('main section[data-hero]')).toHaveCSS('display', 'grid');
    expect(sheets.some((path) => /\/assets\/home-[\w-]+\.css$/.test(path))).toBe(true);
  }
  expect(sheets.length).toBe(new Set(sheets).size);
});
