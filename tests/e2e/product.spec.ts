// The product page that sells (issue 33, item 4): the gallery follows the option, the phones' buy
// bar, the keyboard's way back to the options without JavaScript, and axe at phone and desktop
// widths with everything shown.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PRODUCT = '/en/shop/sharkblades';
const firstImage = (page: Page) => page.locator('#media-1 img');

test('an option change puts the variant’s image first on the stage', async ({ page }) => {
  await gotoHydrated(page, PRODUCT);
  await expect(firstImage(page)).toHaveAttribute('src', /sharkblades-1\.jpg/);
  await page.getByRole('link', { name: 'Double pack' }).click();
  await expect(page).toHaveURL(/Pack=Double\+pack/);
  await expect(firstImage(page)).toHaveAttribute('src', /sharkblades-3\.jpg/);
  await expect(page.locator('[id^="media-"] img')).toHaveCount(4);
});

test('without JavaScript an option change brings the keyboard back to the options', async ({ page, javaScript }) => {
  test.skip(javaScript, 'with JavaScript the page does not reload and the focus stays on the link');
  await gotoHydrated(page, PRODUCT);
  await page.getByRole('link', { name: '254 mm' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#options$/);
  await expect(page.getByRole('link', { name: '254 mm' })).toHaveAttribute('aria-current', 'true');
  // From the options, "Add to cart" is a few Tabs away (it took 41–47 from the top of the page).
  let presses = 0;
  while (presses < 15) {
    await page.keyboard.press('Tab');
    presses += 1;
    if (await page.evaluate(() => document.activeElement?.textContent === 'Add to cart')) break;
  }
  expect(presses).toBeLessThanOrEqual(12);
});

test('on a phone the buy bar comes once the buy box has scrolled away', async ({ page, javaScript }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, PRODUCT);
  const bar = page.locator('[data-buy-bar]');
  const barLink = bar.getByRole('link', { name: 'Add to cart' });
  if (!javaScript) {
    // Without JavaScript the bar is always there, a link to the buy box.
    await expect(barLink).toBeVisible();
    await barLink.click();
    await expect(page).toHaveURL(/#buy$/);
    return;
  }
  await expect(bar).toBeHidden();
  await page.getByRole('heading', { name: 'Complete the kit' }).scrollIntoViewIfNeeded();
  await expect(barLink).toBeVisible();
  const box = (await barLink.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  // The bar's button adds the buy box's variant, without leaving the page.
  await barLink.click();
  await expect(page.getByRole('banner').getByText('1', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await page.evaluate(() => scrollTo(0, 0));
  await expect(bar).toBeHidden();
});

test('on a desktop there is no bar: the buy box is sticky', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, PRODUCT);
  await page.getByRole('heading', { name: 'Complete the kit' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-buy-bar]')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeInViewport();
});

// The server writes them lazy (tests/integration/product-page.test.ts); with JavaScript an observer
// turns each eager 200 px before it is in view.
test('the kit’s pictures, loaded lazily, are there once a shopper scrolls to them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, PRODUCT);
  const kit = page.locator('section[aria-labelledby="kit-title"]');
  await kit.scrollIntoViewIfNeeded();
  const pictures = kit.locator('img');
  await expect(pictures).toHaveCount(4);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

for (const width of [375, 1280]) {
  test(`axe finds nothing at ${width} px with the disclosures open and the kit in view`, async ({
    page,
    javaScript,
  }) => {
    test.skip(!javaScript, 'axe runs as a script in the page');
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, PRODUCT);
    for (const summary of await page.locator('#buy summary').all()) await summary.click();
    await page.getByRole('heading', { name: 'Complete the kit' }).scrollIntoViewIfNeeded();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
