// Issue 33, items 3 and 6 (docs/decisions/reviews.md, content-and-home.md): ratings on product cards, and an article's
// products under it ("In this story"), at 375, 768 and 1280 px in English, German and French:
// server HTML (there without JavaScript too), nothing past the window's edge, 0 axe violations.
// Screenshots of what was checked go to /tmp/shots33-look-rate/ (SHOTS) for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, pastTheEdge, test } from './fixtures';

const WIDTHS = [375, 768, 1280] as const;
const SHOTS = process.env.SHOTS ?? '/tmp/shots33-look-rate';

const ARTICLES = [
  { path: '/en/stories/blog/blade-sizing-guide', heading: 'In this story', cards: 3 },
  { path: '/stories/blog/training-at-home-on-synthetic-ice', heading: 'In dieser Geschichte', cards: 3 },
  { path: '/fr/stories/success-stories/campus-langnau', heading: 'Dans cet article', cards: 2 },
];
const LISTINGS = [
  { path: '/en/shop', rated: /^Rated 4\.7 out of 5 \(3 reviews\)$/ },
  { path: '/collections/skate-blades', rated: /^Bewertet mit 4,7 von 5/ },
  { path: '/fr', rated: /^Noté 4,7 sur 5 \(3 avis\)$/ },
];

const name = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, heading, cards } of ARTICLES) {
      test(`${path} ends with its products, above the related stories`, async ({ page, javaScript }) => {
        await gotoHydrated(page, path);
        const section = page.getByRole('region', { name: heading });
        await expect(section).toBeVisible();
        await expect(section.getByRole('listitem')).toHaveCount(cards);
        await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
        const below = await page.evaluate(() => {
          const products = document.getElementById('story-products')!.getBoundingClientRect().top;
          const related = document.getElementById('related-stories')!.getBoundingClientRect().top;
          const article = document.querySelector('main article')!.getBoundingClientRect().bottom;
          return products >= article && products < related;
        });
        expect(below).toBe(true);
        expect(await pastTheEdge(page, width)).toEqual([]);
        await section.scrollIntoViewIfNeeded();
        if (javaScript) await section.screenshot({ path: `${SHOTS}/after-${name(path)}-${width}.png` });
        test.skip(!javaScript, 'axe runs as a script in the page');
        await noAxeViolations(page);
      });
    }

    for (const { path, rated } of LISTINGS) {
      test(`${path}: the cards of reviewed products show their rating`, async ({ page, javaScript }) => {
        await gotoHydrated(page, path);
        const card = page.locator('main li', { has: page.locator('a[href$="/shop/sharkblades"]') }).first();
        await expect(card.getByText(rated)).toHaveCount(1);
        // What the eye reads: the stars and the figures (screen readers get the words instead).
        await expect(card.getByText(/^★★★★★\s+4[.,]7\s+\(3\)$/)).toBeVisible();
        const greenly = page.locator('main li', { has: page.locator('a[href$="/shop/greenly"]') }).first();
        await expect(greenly.getByText('★', { exact: false })).toHaveCount(0);
        expect(await pastTheEdge(page, width)).toEqual([]);
        await card.scrollIntoViewIfNeeded();
        if (javaScript) await page.screenshot({ path: `${SHOTS}/after-${name(path)}-${width}.png` });
        test.skip(!javaScript, 'axe runs as a script in the page');
        await noAxeViolations(page);
      });
    }
  });
}

test('a card under an article leads to its product page, with or without JavaScript', async ({ page }) => {
  await gotoHydrated(page, '/fr/stories/success-stories/campus-langnau');
  const section = page.getByRole('region', { name: 'Dans cet article' });
  await section.getByRole('link', { name: /OceanIce Pro/ }).click();
  await expect(page).toHaveURL(/\/fr\/shop\/oceanice-pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/OceanIce Pro/);
});
