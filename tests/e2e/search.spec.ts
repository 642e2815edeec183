// Search from the shopper's side (issue 14): the header's search box (a GET form without
// JavaScript, as-you-type suggestions with it) and the /search results page.
import { expect, test } from './fixtures';

test('the header search box goes to the results page', async ({ page }) => {
  await page.goto('/shop/sharkblades');
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
  await box.fill('ocean');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ocean$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “ocean”');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toContainText('OceanIce Pro');
  await expect(results).toContainText(/From CHF\s?\d/);
});

test('the header search has a submit button, shown when the keyboard reaches it', async ({ page }) => {
  await page.goto('/shop/sharkblades');
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('searchbox', { name: 'Search' }).fill('ocean');
  const submit = search.getByRole('button', { name: 'Search' });
  await expect(submit).toHaveCSS('width', '1px');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  expect((await submit.boundingBox())!.width).toBeGreaterThan(40);
  await submit.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ocean$/);
});

test('suggestions appear as the shopper types, with prices, and lead to the product', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'suggestions are a script; without it the box is the plain form above');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('goal', { delay: 40 });
  const panel = page.getByRole('region', { name: 'Search suggestions' });
  await expect(panel.getByRole('link', { name: /Sharkblades for Goalies/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Sharkblades for Goalies/ })).toContainText(/CHF\s?\d/);
  await expect(panel.getByRole('link', { name: 'All results for “goal”' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Escape also empties a search box in Chromium: the shopper types again.
  await box.fill('goalie');
  await panel.getByRole('link', { name: /Sharkblades for Goalies/ }).click();
  await expect(page).toHaveURL(/\/shop\/sharkblades-for-goalies$/);
});

test('the results page shows the empty and the no-result states', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('Type what you are looking for')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the shop' }).fill('zzqxv');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=zzqxv/);
  await expect(page.getByText('No results for “zzqxv”.')).toBeVisible();
});

test('results are priced in the visitor’s currency', async ({ page }) => {
  await page.context().addCookies([{ name: 'shopify_country', value: 'DE', domain: 'localhost', path: '/' }]);
  await page.goto('/search?q=sharkblades');
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(/From [\d.,]+\s?€/);
});
