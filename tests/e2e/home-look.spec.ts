// The look of the shop's own pages (issue 33, items 2, 3 and 6) at 375, 768 and 1280 px: nothing
// of the page's content past the window's edge, product rows without a lonely last card, one newsletter signup on home, the
// FAQ's disclosures opening with and without JavaScript, and 0 axe violations (German and French
// pages too: their words are the longest).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, pastTheEdge, test } from './fixtures';

const WIDTHS = [375, 768, 1280] as const;
const PAGES = [
  '/en',
  '/',
  '/fr',
  '/en/shop',
  '/collections/synthetic-ice',
  '/fr/faq',
  '/en/faq',
  '/about/contact?office=inc',
  '/fr/stories/success-stories/rapperswil-jona-lido',
];

/** Cards in the product grid's last row (by their top edge), and how many rows there are. */
const lastRow = (page: Page) =>
  page.locator('ul[data-feature], ul[style*="--cols"]').evaluateAll((grids) =>
    grids.map((grid) => {
      const tops = [...grid.children].map((card) => Math.round(card.getBoundingClientRect().top));
      const last = Math.max(...tops);
      return { cards: tops.length, last: tops.filter((top) => top === last).length };
    }),
  );

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('home, a listing and a collection: no lonely card in the last row', async ({ page }) => {
      for (const path of ['/en', '/en/shop', '/en/collections/synthetic-ice', '/en/collections/skate-blades']) {
        await gotoHydrated(page, path);
        const grids = await lastRow(page);
        expect(grids.length, path).toBeGreaterThan(0);
        for (const grid of grids) if (grid.cards > 1) expect(grid.last, `${path} at ${width}`).toBeGreaterThan(1);
      }
    });

    for (const path of PAGES) {
      test(`${path}: nothing scrolls sideways, no axe violations`, async ({ page, javaScript }) => {
        await gotoHydrated(page, path);
        // The page's own content (the header is another part's).
        const past = await pastTheEdge(page, width);
        expect(past).toEqual([]);
        test.skip(!javaScript, 'axe runs as a script in the page');
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
      });
    }
  });
}

// Spec §2: the home page turns its lazy images (the payment marks, the menus' pictures) eager once
// hydrated (docs/decisions/product-page.md), in every language (issue 47: /fr and /en kept 7 lazy).
test('no image on the home page is lazy, in any language, with or without JavaScript', async ({ page }) => {
  for (const path of ['/', '/fr', '/en']) {
    await gotoHydrated(page, path);
    await expect(page.locator('[data-payment-marks] img').first()).toBeAttached();
    await expect(page.locator('img[loading="lazy"]'), path).toHaveCount(0);
  }
});

test('home has one newsletter signup, with a placeholder and a name', async ({ page }) => {
  await gotoHydrated(page, '/en');
  const field = page.getByRole('textbox', { name: /Get news from the ice/ });
  await expect(field).toHaveCount(1);
  await expect(field).toHaveAttribute('placeholder', 'Your email address');
});

test('the FAQ opens an answer, with or without JavaScript', async ({ page }) => {
  await gotoHydrated(page, '/en/faq');
  const question = page.locator('summary', { hasText: 'Do I need tools to change a Sharkblade?' });
  const answer = page.getByText('Open the Quick-Lock lever at the heel');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'OceanIce synthetic ice' })).toBeVisible();
});

test('an article ends with related stories that lead on', async ({ page }) => {
  await gotoHydrated(page, '/en/stories/success-stories/rapperswil-jona-lido');
  const related = page.getByRole('region', { name: 'Related stories' });
  await related.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/stories\/success-stories\/(?!rapperswil-jona-lido)[a-z0-9-]+$/);
});
