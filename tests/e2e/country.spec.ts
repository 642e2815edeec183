// Country and currency from the footer selector, with JavaScript (project "js") and without
// (project "no-js"): prices, cookies and the cart follow the chosen market.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, gotoHydrated, MOCK, test } from './fixtures';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

async function chooseCountry(page: Page, name: RegExp) {
  const footer = page.getByRole('region', { name: 'Country and currency' });
  await footer.getByLabel('Country/region').selectOption({ label: (await optionLabel(page, name))! });
  await footer.getByRole('button', { name: 'Change' }).click();
}

async function optionLabel(page: Page, name: RegExp) {
  const labels = await page.getByLabel('Country/region').locator('option').allTextContents();
  return labels.find((label) => name.test(label));
}

async function expectCountryCookies(context: BrowserContext, country: string, currency: string) {
  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  for (const [name, value] of [
    ['shopify_country', country],
    ['shopify_currency', currency],
  ]) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({ value, path: '/', sameSite: 'Lax', httpOnly: false });
    expect(cookie!.expires - now).toBeGreaterThan(THIRTY_DAYS - 120);
    expect(cookie!.expires - now).toBeLessThanOrEqual(THIRTY_DAYS + 5);
  }
}

test('switch from CH to GB on a product page via the footer selector', async ({ page, context, javaScript }) => {
  await gotoHydrated(page, '/en/shop/sharkblades');
  const price = page
    .getByRole('article')
    .getByText(/^CHF\s\d/)
    .first();
  await expect(price).toBeVisible();
  // The footer's marks: images named by their method (the buy box shows the same list).
  const payments = page.getByRole('contentinfo').getByRole('list', { name: 'Payment methods' }).getByRole('img');
  await expect(payments.first()).toHaveAccessibleName('Klarna');

  await chooseCountry(page, /^United Kingdom \(GBP\)$/);

  await expect(page.getByRole('article').getByText(/^£\d/).first()).toBeVisible();
  await expect(page.getByRole('article').getByText(/^CHF\s\d/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/shop\/sharkblades$/);
  await expect(page.getByLabel('Country/region')).toHaveValue('GB');
  await expect(payments.first()).toHaveAccessibleName('Visa');
  await expectCountryCookies(context, 'GB', 'GBP');
  if (javaScript) {
    expect(
      await page.evaluate(() => [localStorage.getItem('shopify_country'), localStorage.getItem('shopify_currency')]),
    ).toEqual(['GB', 'GBP']);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('switch from CH to GB with two items in the cart keeps both items, priced in GBP', async ({ page, context }) => {
  for (const merchandiseId of [
    'gid://shopify/ProductVariant/40000000000001',
    'gid://shopify/ProductVariant/40000000000020',
  ]) {
    const added = await page.request.post('/en/cart', {
      form: { intent: 'add', merchandiseId, quantity: '1', redirectTo: '/en/cart' },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
  }
  await gotoHydrated(page, '/en/shop/sharkblades');
  await chooseCountry(page, /^United Kingdom \(GBP\)$/);
  await expect(page.getByRole('article').getByText(/^£\d/).first()).toBeVisible();
  await expectCountryCookies(context, 'GB', 'GBP');

  await gotoHydrated(page, '/en/cart');
  const main = page.getByRole('main');
  await expect(main.getByText('Sharkblades', { exact: false }).first()).toBeVisible();
  await expect(main.getByText('Black Ghost', { exact: false }).first()).toBeVisible();
  await expect(main.getByText(/£\d/).first()).toBeVisible();
  await expect(main.getByText(/CHF\s?\d/)).toHaveCount(0);
});

test('in French: the selector speaks French and the change keeps the French page', async ({ page, context }) => {
  await gotoHydrated(page, '/fr/shop/sharkblades');
  const footer = page.getByRole('region', { name: 'Pays et devise' });
  const select = footer.getByLabel('Pays/région');
  await expect(select.locator('option:checked')).toHaveText('Suisse (CHF)');
  await select.selectOption({ label: 'Royaume-Uni (GBP)' });
  await footer.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByRole('article').getByText(/£\d/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/shop\/sharkblades$/);
  await expect(page.getByLabel('Pays/région')).toHaveValue('GB');
  await expectCountryCookies(context, 'GB', 'GBP');
});

const storefrontFault = (mode: 'status' | 'none') =>
  fetch(`${MOCK}/__mock/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ upstream: 'storefront', mode, status: 503 }),
  });

test('a country change the cart cannot follow (Storefront outage) keeps the new country and says so', async ({
  page,
  context,
}) => {
  const added = await page.request.post('/en/cart', {
    form: { intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/40000000000001', redirectTo: '/en/cart' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await gotoHydrated(page, '/en/shop/sharkblades');
  // Shopify is down for the change itself only: the page it leads to renders again.
  await page.route('**/country', async (route) => {
    await storefrontFault('status');
    const response = await route.fetch({ maxRedirects: 0 }).finally(() => storefrontFault('none'));
    await route.fulfill({ response });
  });
  await chooseCountry(page, /^Germany \(EUR\)$/);

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your country is now Germany, but your cart could not be updated to it.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/sharkblades$/);
  await expect(page.getByLabel('Country/region')).toHaveValue('DE');
  await expectCountryCookies(context, 'DE', 'EUR');
  // The cart is the same one, still in its old market.
  await page.unroute('**/country');
  await gotoHydrated(page, '/en/cart');
  const main = page.getByRole('main');
  await expect(main.getByText('Sharkblades', { exact: false }).first()).toBeVisible();
  await expect(main.getByText(/CHF\s?\d/).first()).toBeVisible();
});
