// Search from the shopper's side (issues 14 and 34): the header's search box (a GET form without
// JavaScript; with it, grouped suggestions as a WAI-ARIA 1.2 combobox: arrow keys, Enter, Escape,
// inside the window at every width, axe 0 while open) and the /search results page. The spec's
// paths are the German site's pages: the words are the German catalogue's.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { format } from '../../app/lib/i18n/format';
import { de } from '../../app/lib/i18n/messages/de';
import { expect, gotoHydrated, test } from './fixtures';

const BOX = de.search.box;
const PAGE = de.search.page;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// The box is a searchbox before the suggestions load and a combobox after: found by its label.
const searchBox = (page: Page) => page.getByRole('banner').getByLabel(BOX.label, { exact: true });

test('the header search box goes to the results page', async ({ page }) => {
  await gotoHydrated(page, '/shop/sharkblades');
  const box = searchBox(page);
  await box.fill('ocean');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ocean$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(format(PAGE.heading, { q: 'ocean' }));
  const results = page.getByRole('list', { name: PAGE.results });
  await expect(results.getByRole('link').first()).toContainText('OceanIce Pro');
  await expect(results).toContainText(/Ab CHF\s?\d/);
});

test('the header search has a submit button, shown when the keyboard reaches it', async ({ page }) => {
  await gotoHydrated(page, '/shop/sharkblades');
  const search = page.getByRole('banner').getByRole('search');
  await searchBox(page).fill('ocean');
  const submit = search.getByRole('button', { name: BOX.submit });
  await expect(submit).toHaveCSS('width', '1px');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  expect((await submit.boundingBox())!.width).toBeGreaterThan(40);
  await submit.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ocean$/);
});

for (const width of [375, 1280]) {
  test(`suggestions at ${width} px: grouped, inside the window, arrow keys, Enter and Escape`, async ({
    page,
    javaScript,
  }) => {
    test.skip(!javaScript, 'suggestions are a script; without it the box is the plain form above');
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('sh', { delay: 40 });
    const list = page.getByRole('listbox', { name: BOX.suggestions });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('role', 'combobox');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('group', { name: BOX.products })).toBeVisible();
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(2);
    await expect(list.getByRole('group', { name: BOX.products }).getByRole('option').first()).toContainText(/CHF\s?\d/);

    // Inside the window: no part of the panel past its edges.
    const panel = (await list.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
    expect(panel.left).toBeGreaterThanOrEqual(0);
    expect(panel.right).toBeLessThanOrEqual(width);
    expect(panel.bottom).toBeLessThanOrEqual(800);

    // Down moves through the options (focus stays in the box), Up goes back, Escape closes and keeps the text.
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('sh');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // Enter on an option opens it.
    await box.fill('goal');
    const goalies = list.getByRole('option', { name: /Sharkblades für Goalies/ });
    await expect(goalies).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option').first()).toContainText('Sharkblades für Goalies');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/sharkblades-for-goalies$/);
  });
}

test('the open suggestions have no axe violations', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'axe runs as a script in the page; the suggestions need JavaScript');
  await gotoHydrated(page, '/');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('bla', { delay: 40 });
  await expect(page.getByRole('listbox', { name: BOX.suggestions })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
});

test('the results page shows the empty and the no-result states', async ({ page }) => {
  await gotoHydrated(page, '/search');
  await expect(page.getByText(PAGE.prompt)).toBeVisible();
  await page.getByRole('searchbox', { name: PAGE.label }).fill('zzqxv');
  await page.getByRole('main').getByRole('button', { name: PAGE.submit, exact: true }).click();
  await expect(page).toHaveURL(/q=zzqxv/);
  await expect(page.getByText(format(PAGE.none, { q: 'zzqxv' }))).toBeVisible();
  await expect(page.getByRole('link', { name: PAGE.chat })).toHaveAttribute('href', '/help');
  await expect(page.getByRole('list', { name: PAGE.suggested }).getByRole('link').first()).toBeVisible();
});

test('results are priced in the visitor’s currency', async ({ page }) => {
  await page.context().addCookies([{ name: 'shopify_country', value: 'DE', domain: 'localhost', path: '/' }]);
  await gotoHydrated(page, '/search?q=sharkblades');
  await expect(page.getByRole('list', { name: PAGE.results })).toContainText(/Ab [\d.,]+\s?€/);
});
