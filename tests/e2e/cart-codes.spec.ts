// Discount codes, gift cards and the cart's one-time messages from the shopper's side (issue 14),
// with JavaScript (project "js") and without ("no-js").
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

// A refused code is a 400 answer, which Chromium logs as a failed resource load. This file checks
// the console itself: that log line is the only one allowed.
test.use({ allowConsoleErrors: true });
test.beforeEach(({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { consoleErrors?: string[] }).consoleErrors = errors;
});
test.afterEach(({ page }) => {
  const errors = (page as Page & { consoleErrors?: string[] }).consoleErrors ?? [];
  const unexpected = errors.filter((e) => !/status of 400 \(Bad Request\).*\/cart(\.data)?\b/.test(e));
  expect(unexpected, 'console errors other than the refused code’s 400').toEqual([]);
});

async function cartWithLine(page: Page) {
  // The permalink builds the cart without any script: the same start for both projects.
  await gotoHydrated(page, '/en/cart/40000000000001:2');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('textbox', { name: 'Quantity of Sharkblades' })).toHaveValue('2');
  // Hydrated before the first click (a click before that is a plain form post, also fine).
  await page.waitForLoadState('networkidle');
}

test('a bogus discount code is refused at once and never stays on the cart; a good one applies and can be removed', async ({
  page,
}) => {
  await cartWithLine(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  const input = summary.getByRole('textbox', { name: 'Discount code', exact: true });
  await input.fill('BOGUS123');
  await input.press('Enter');
  await expect(page.getByText('Discount code BOGUS123 is not applicable to this cart').first()).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Applied discount codes' })).toHaveCount(0);

  await summary.getByRole('textbox', { name: 'Discount code', exact: true }).fill('OCEAN10');
  await summary.getByRole('textbox', { name: 'Discount code', exact: true }).press('Enter');
  const applied = summary.getByRole('list', { name: 'Applied discount codes' });
  await expect(applied).toContainText('OCEAN10');
  await expect(summary).toContainText('Discount OCEAN10');
  await expect(page.getByText('Discount code OCEAN10 applied').first()).toBeVisible();
  await expect(summary.getByRole('textbox', { name: 'Discount code', exact: true })).toHaveValue('');
  // The refusal went with the page (or the fetcher) that showed it.
  await expect(page.getByText('BOGUS123')).toHaveCount(0);

  await summary.getByRole('button', { name: 'Remove discount code OCEAN10' }).click();
  await expect(summary.getByRole('list', { name: 'Applied discount codes' })).toHaveCount(0);
  await expect(summary).not.toContainText('Discount OCEAN10');
});

test('a gift card shows the amount used and the balance left, an invalid one says so, and it can be removed', async ({
  page,
}) => {
  await cartWithLine(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('textbox', { name: 'Gift card', exact: true }).fill('NOT-A-CARD');
  await summary.getByRole('textbox', { name: 'Gift card', exact: true }).press('Enter');
  await expect(page.getByText('Gift card code is invalid.').first()).toBeVisible();

  await summary.getByRole('textbox', { name: 'Gift card', exact: true }).fill('GIFT-SHARK-2026');
  await summary.getByRole('textbox', { name: 'Gift card', exact: true }).press('Enter');
  const cards = summary.getByRole('list', { name: 'Applied gift cards' });
  await expect(cards).toContainText('Gift card ···2026');
  await expect(cards).toContainText(/CHF\s?50\.00 used · CHF\s?0\.00 left on the card/);
  await expect(summary.getByRole('textbox', { name: 'Gift card', exact: true })).toHaveValue('');
  await expect(page.getByText('Gift card code is invalid.')).toHaveCount(0);

  await summary.getByRole('button', { name: 'Remove gift card ending 2026' }).click();
  await expect(cards).toHaveCount(0);
});

test('a stock message is worded for the quantity change and goes with the next change', async ({ page }) => {
  await cartWithLine(page);
  const quantity = page.getByRole('textbox', { name: 'Quantity of Sharkblades' });
  await quantity.fill('80');
  await quantity.press('Enter');
  const stock = page.getByText('Only 36 are available, so the quantity was set to 36.').first();
  await expect(stock).toBeVisible();
  await expect(quantity).toHaveValue('36');
  await expect(page.getByText('were added')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Discount code', exact: true }).fill('OCEAN10');
  await page.getByRole('textbox', { name: 'Discount code', exact: true }).press('Enter');
  await expect(page.getByText('Discount code OCEAN10 applied').first()).toBeVisible();
  await expect(page.getByText('Only 36 are available')).toHaveCount(0);
});

test('a typed 0 removes the line, with and without JavaScript (docs/decisions/cart.md)', async ({
  page,
  javaScript,
}) => {
  await cartWithLine(page);
  const quantity = page.getByRole('textbox', { name: 'Quantity of Sharkblades' });
  await quantity.fill('0');
  if (javaScript) await quantity.blur();
  else await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
