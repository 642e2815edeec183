// Listings from the shopper's side (issue 32, items 2 and 3), with JavaScript and without: filter a
// collection by size and availability, sort by price, page forward and back ("Load more" keeps the
// list, the URL and the scroll position with JavaScript), the refusal of a bad page link, and the
// look (axe, 44 px controls). The mock serves 500 products for these tests; they ask for EUR prices
// (Austria), so the worker's caches of the 5-product shop other specs see stay apart. The flows run on
// the English pages (/en/…); the look in each language (German words are the longest).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { asNewClient, expect, gotoHydrated, MOCK, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test.beforeEach(async ({ page, baseURL }) => {
  // Sorts, filters and pages spend the listing budget (30, then one every 2 s): a client per test.
  await asNewClient(page);
  await fetch(`${MOCK}/__mock/catalogue`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ size: 500 }),
  });
  await page.context().addCookies([{ name: 'shopify_country', value: 'AT', url: baseURL! }]);
  // A page cached before the switch would still list the small shop: wait until /shop pages.
  await expect.poll(async () => (await (await page.request.get('/shop')).text()).includes('direction=next')).toBe(true);
});

const products = (page: Page) => page.locator('[aria-labelledby="listing-products"] h3');
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });
// The price is a card's last line (a rated card has its rating above it).
const euros = async (page: Page) =>
  (await page.locator('[aria-labelledby="listing-products"] li > p:last-of-type').allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );

/** Without JavaScript a choice waits for Apply; with it, it applies at once. */
async function applied(page: Page, javaScript: boolean) {
  if (!javaScript) await page.getByRole('button', { name: 'Apply' }).click();
}

/** The listing's query in the page's URL (without JavaScript the form also sends its blanks and the default sort). */
const query = (page: Page) =>
  [...new URL(page.url()).searchParams]
    .filter(([name, value]) => value !== '' && !(name === 'sort_by' && value === 'featured'))
    .map(([name, value]) => `${name}=${value}`);

test('filters a collection by availability and size, and removes a filter', async ({ page, javaScript }) => {
  await gotoHydrated(page, '/en/collections/every-runner');
  const all = await products(page).allTextContents();
  await page.getByRole('checkbox', { name: /^In stock/ }).click();
  await applied(page, javaScript);
  await expect.poll(() => query(page)).toEqual(['filter.v.availability=1']);
  await expect(chips(page).getByRole('link', { name: 'Remove filter In stock' })).toBeVisible();

  await page.locator('summary', { hasText: /^Size$/ }).click();
  await page.getByRole('checkbox', { name: /^254 mm/ }).click();
  await applied(page, javaScript);
  await expect.poll(() => query(page)).toEqual(['filter.v.availability=1', 'filter.v.option.size=254 mm']);
  await expect(chips(page).getByRole('link', { name: 'Remove filter Size: 254 mm' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^254 mm/ })).toBeChecked();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await products(page).allTextContents()).not.toEqual(all);

  await chips(page).getByRole('link', { name: 'Remove filter Size: 254 mm' }).click();
  await expect(page).toHaveURL(/\/en\/collections\/every-runner\?filter\.v\.availability=1$/);
  // (Without JavaScript the new page has the Size facet closed again: its box is there, not shown.)
  await expect(page.locator('input[name="filter.v.option.size"][value="254 mm"]')).not.toBeChecked();
  await chips(page).getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/en\/collections\/every-runner$/);
  await expect(chips(page)).toBeHidden();
});

test('sorts by price, low to high and high to low', async ({ page, javaScript }) => {
  await gotoHydrated(page, '/en/shop');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-ascending');
  await applied(page, javaScript);
  await expect.poll(() => query(page)).toEqual(['sort_by=price-ascending']);
  await expect(products(page)).toHaveCount(24);
  const up = await euros(page);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-descending');
  await applied(page, javaScript);
  await expect.poll(() => query(page)).toEqual(['sort_by=price-descending']);
  await expect.poll(async () => (await euros(page))[0]).toBeGreaterThan(up.at(-1)!);
  const down = await euros(page);
  expect(down).toEqual([...down].sort((a, b) => b - a));
});

test('pages forward and back without JavaScript', async ({ page, javaScript }) => {
  test.skip(javaScript, 'with JavaScript the same links load more (the next test)');
  await gotoHydrated(page, '/en/shop');
  const first = await products(page).allTextContents();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/shop\?cursor=[^&]+&direction=next$/);
  await expect(products(page)).toHaveCount(24);
  const second = await products(page).allTextContents();
  expect(second.some((title) => first.includes(title))).toBe(false);
  await page.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/direction=previous$/);
  expect(await products(page).allTextContents()).toEqual(first);
});

test('loads more with JavaScript: one list, a shareable URL, the place kept on back', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'without JavaScript the link is the next page (the test before)');
  await gotoHydrated(page, '/en/shop');
  await page.getByRole('link', { name: 'Load more products' }).click();
  await expect(products(page)).toHaveCount(48);
  await expect(page).toHaveURL(/\/en\/shop\?cursor=[^&]+&direction=next$/);
  await expect(page.getByRole('link', { name: 'Load previous products' })).toBeHidden();
  const shown = await products(page).allTextContents();

  // A product far down the list, then back: the same 48 products, scrolled as they were.
  const card = products(page).nth(40);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await card.click();
  await expect(page).toHaveURL(/\/en\/shop\/[a-z0-9-]+$/);
  await page.goBack();
  await expect(products(page)).toHaveCount(48);
  expect(await products(page).allTextContents()).toEqual(shown);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);

  // The URL alone, shared with someone: that page, with the way to the one before.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await shared.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(products(shared)).toHaveCount(24);
  expect(await products(shared).allTextContents()).toEqual(shown.slice(24));
  await shared.getByRole('link', { name: 'Load previous products' }).click();
  await expect(products(shared)).toHaveCount(48);
  expect(await products(shared).allTextContents()).toEqual(shown);
});

test('Back after “Load more” returns to the list before it, not off the shop (issue 47)', async ({
  page,
  javaScript,
}) => {
  test.skip(!javaScript, 'without JavaScript each page is a page of its own');
  await gotoHydrated(page, '/en/faq');
  await gotoHydrated(page, '/en/shop');
  await page.getByRole('link', { name: 'Load more products' }).click();
  await expect(products(page)).toHaveCount(48);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/shop$/);
  await expect(products(page)).toHaveCount(24);
  await page.goForward();
  await expect(products(page)).toHaveCount(48);
});

test('on a phone, a filter brings the new count and chips into view, with the focus (issue 47)', async ({
  page,
  javaScript,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/en/collections/every-runner');
  await page.locator('summary', { hasText: /^Filter and sort$/ }).click();
  await page.getByRole('checkbox', { name: /^In stock/ }).click();
  await applied(page, javaScript);
  await expect.poll(() => query(page)).toEqual(['filter.v.availability=1']);
  const heading = page.getByRole('heading', { level: 2, name: /products$/ });
  await expect(heading).toBeInViewport();
  await expect(chips(page).getByRole('link', { name: 'Remove filter In stock' })).toBeInViewport();
  // The keyboard goes on from the results (without JavaScript: from the #listing-products anchor).
  if (javaScript) await expect(heading).toBeFocused();
  else await expect(page).toHaveURL(/#listing-products$/);
});

test('a page link Shopify cannot place says so and leads to the first page', async ({ page }) => {
  const response = await gotoHydrated(page, '/en/collections/every-runner?cursor=ZZ&sort_by=price-ascending');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page link is not valid or has expired.');
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(/\/en\/collections\/every-runner\?sort_by=price-ascending$/);
  await expect(products(page)).toHaveCount(24);
});

test('filters that leave nothing say so and offer to clear them', async ({ page }) => {
  await gotoHydrated(page, '/en/collections/every-runner?filter.v.option.size=999+mm');
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/en\/collections\/every-runner$/);
  await expect(products(page)).toHaveCount(24);
});

const LOOKS = [
  ['', 'Filtern und sortieren'],
  ['/fr', 'Filtrer et trier'],
  ['/en', 'Filter and sort'],
] as const;

for (const width of [375, 768, 1280]) {
  test(`the listing at ${width} px in each language: axe finds nothing, controls are 44 px tall`, async ({
    page,
    javaScript,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = LOOKS.flatMap(([prefix, panel]): [string, string][] => [
      [`${prefix}/shop`, panel],
      [`${prefix}/collections/every-runner?filter.v.availability=1&sort_by=price-ascending`, panel],
    ]);
    for (const [path, panel] of paths) {
      await gotoHydrated(page, path);
      if (width < 1024) await page.getByText(panel, { exact: false }).first().click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      const controls = page.locator(
        '#main :is(select, label:has(input[type="checkbox"]), input[type="number"], button, [aria-labelledby="listing-products"] ul[aria-label] > li > a, [aria-labelledby="listing-products"] p > a)',
      );
      // Those shown (a closed facet's values are not).
      const heights = await controls.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().height));
      expect(heights.filter((height) => height > 0).length, path).toBeGreaterThan(5);
      for (const height of heights.filter((h) => h > 0)) expect(height, path).toBeGreaterThanOrEqual(44);
      if (javaScript) {
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      }
    }
  });
}

test('a closed facet shows that it opens, and an open one that it closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/en/shop');
  // Without a marker a closed facet reads as an empty heading ("Grit", "Kit"…).
  const marker = (name: string) =>
    page
      .locator('summary', { hasText: new RegExp(`^${name}$`) })
      .evaluate((summary) => getComputedStyle(summary, '::after').content);
  expect(await marker('Size')).toBe('"+"');
  expect(await marker('Availability')).toBe('"−"');
  await page.locator('summary', { hasText: /^Size$/ }).click();
  expect(await marker('Size')).toBe('"−"');
});
