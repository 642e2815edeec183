// The cart from the shopper's side, with JavaScript (project "js") and without ("no-js").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, hydrated, MOCK, test } from './fixtures';
import type {} from '../../app/lib/analytics/events';

// The preview runs as on Cloudflare (EDGE_PLATFORM), so geo comes from cf-* headers.
const GEO = { 'cf-ipcountry': 'CH', 'cf-ipcity': 'Zurich', 'cf-region': 'ZH' };

async function addFromProductPage(page: Page, javaScript: boolean) {
  await gotoHydrated(page, '/en/shop/sharkblades?utm_source=e2e&utm_medium=test');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  if (javaScript) {
    // The item-added flag opens the dropdown on desktop.
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel.getByRole('link', { name: 'Sharkblades' })).toBeVisible();
    // A plain link: the cart page loads as a document, and its controls work once it has hydrated.
    await panel.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await hydrated(page);
  } else {
    await expect(page.getByRole('status')).toContainText('Added to cart');
    await page.getByRole('link', { name: /Cart/ }).first().click();
  }
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
}

test('add, change quantity, remove, apply OCEAN10 and check out with the tracking attributes', async ({
  page,
  javaScript,
}) => {
  await page.setExtraHTTPHeaders(GEO);
  await addFromProductPage(page, javaScript);
  const items = page.getByRole('list', { name: 'Cart items' });
  const quantity = items.getByRole('textbox', { name: 'Quantity of Sharkblades' });
  await expect(quantity).toHaveValue('1');
  await expect(items.getByRole('button', { name: 'Decrease quantity of Sharkblades' })).toBeDisabled();

  await items.getByRole('button', { name: 'Increase quantity of Sharkblades' }).click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Subtotal');

  await items.getByRole('button', { name: 'Remove Sharkblades' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  if (javaScript) {
    const events = await page.evaluate(() => (window.__analytics ?? []).map((e) => e.name));
    expect(events).toEqual(expect.arrayContaining(['Cart Viewed', 'Product Quantity Updated', 'Product Removed']));
  }

  await addFromProductPage(page, javaScript);
  await page.getByLabel('Discount code').fill('OCEAN10');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Discount OCEAN10');
  await expect(summary.getByRole('list', { name: 'Applied discount codes' })).toContainText('Applied');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${MOCK}/checkouts/cn/`));
  const attributes = page.getByRole('table', { name: 'Cart attributes' });
  await expect(attributes.getByRole('row', { name: /utm_source/ })).toContainText('e2e');
  await expect(attributes.getByRole('row', { name: /utm_medium/ })).toContainText('test');
  await expect(attributes.getByRole('row', { name: /origin_country/ })).toContainText('CH');
  await expect(attributes.getByRole('row', { name: /origin_city/ })).toContainText('Zurich');
  await expect(attributes.getByRole('row', { name: /shipping_origin/ })).toContainText('international');
  await expect(attributes.getByRole('row', { name: /rudder_anonymous_id/ })).toContainText(/[\w-]{8,}/);
});

test('every form on /cart can be sent on purpose; a line changes only when it is (WCAG 3.2.2)', async ({
  page,
  javaScript,
}) => {
  await addFromProductPage(page, javaScript);
  // A submit button, or (the typed quantity with JavaScript, issue 49) one text box that Enter sends.
  const unsubmittable = await page.evaluate(() =>
    [...document.forms]
      .filter((form) => !form.querySelector('button:not([type]), button[type="submit"], input[type="submit"]'))
      .filter((form) => form.querySelectorAll('input:not([type="hidden"])').length !== 1)
      .map((form) => form.outerHTML.slice(0, 160)),
  );
  // Without JavaScript the typed quantity has its Update button; with it, none.
  await expect(page.getByRole('button', { name: 'Update quantity of Sharkblades' })).toHaveCount(javaScript ? 0 : 1);
  expect(unsubmittable).toEqual([]);
  if (!javaScript) return;

  const posts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/en/cart')) posts.push(pathname);
  });
  const items = page.getByRole('list', { name: 'Cart items' });
  // The line shows its variant once, as its list's choice (docs/decisions/cart.md): the line's price tells
  // whether the cart has changed.
  const variant = items.getByRole('combobox', { name: 'Variant of Sharkblades' });
  await variant.selectOption({ label: '254 mm / Single pair' });
  await expect(variant.locator('option:checked')).toHaveText('254 mm / Single pair');
  const changed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/en/cart.data'));
  await items.getByRole('button', { name: 'Change variant of Sharkblades' }).click();
  await changed;
  await expect(variant).toHaveValue('gid://shopify/ProductVariant/40000000000003');
  // One change, one request: choosing in the list sent nothing by itself.
  expect(posts).toEqual(['/en/cart.data']);

  const quantity = items.getByRole('textbox', { name: 'Quantity of Sharkblades' });
  await quantity.fill('3');
  await quantity.press('Enter');
  // The badge counts what Shopify's cart now holds.
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('3');
  await expect(quantity).toHaveValue('3');
  expect(posts).toEqual(['/en/cart.data', '/en/cart.data']);
});

test('a sold-out variant shows a disabled "Sold out" button', async ({ page }) => {
  await gotoHydrated(page, '/en/shop/sharkblades-for-goalies?Size=272+mm');
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test('a typed quantity above 99 becomes 99, a non-number resets on blur', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'the blur rules are the control’s; without JavaScript the server caps at 99');
  await addFromProductPage(page, javaScript);
  const quantity = page.getByRole('textbox', { name: 'Quantity of Sharkblades' });
  await quantity.fill('abc');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('150');
  await quantity.blur();
  // 99 is asked for; the mock has 36 in stock, so Shopify keeps 36 and says so.
  await expect(page.getByText('Only 36 are available, so the quantity was set to 36.')).toBeVisible();
  await expect(quantity).toHaveValue('36');
});

test('an empty cart says so', async ({ page }) => {
  await gotoHydrated(page, '/en/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('/cart has no axe violations', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'axe runs as a script in the page');
  await addFromProductPage(page, javaScript);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the mobile cart is a full-screen overlay that Escape and a wide window close', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'without JavaScript the cart link is the /cart page');
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/en/shop/sharkblades');
  // Hydrated: a click before that is a plain link to /cart.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: /Cart/ }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Your cart' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('data-cart-panel', 'overlay');
  // The panel's styles came with its chunk.
  await expect(overlay).toHaveCSS('position', 'fixed');
  await expect(overlay.getByText('Your cart is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await page.getByRole('link', { name: /Cart/ }).first().click();
  await expect(overlay).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(overlay).toBeHidden();
});

test.describe('when the panel’s code cannot load', () => {
  // The aborted chunk is logged by the browser as a failed resource.
  test.use({ allowConsoleErrors: true });

  test('the cart link goes to the /cart page', async ({ page, javaScript }) => {
    test.skip(!javaScript, 'without JavaScript the cart link is the /cart page anyway');
    await page.route(/\/assets\/cart-panel-[\w-]+\.js$/, (route) => route.abort());
    await gotoHydrated(page, '/en/shop/sharkblades');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /Cart/ }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  });
});

async function addInCountry(page: Page, country: string) {
  await page.context().addCookies([{ name: 'shopify_country', value: country, domain: 'localhost', path: '/' }]);
  await gotoHydrated(page, '/en/shop/sharkblades');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  await gotoHydrated(page, '/en/cart');
}

test('Klarna checkout for DE ends on /checkout/success with the order recorded in Shopify', async ({
  page,
  javaScript,
}) => {
  await addInCountry(page, 'DE');
  await page.getByRole('button', { name: 'Pay with Klarna' }).click();
  await expect(page).toHaveURL(/\/checkout\/klarna$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with Klarna' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your order' })).toContainText('Sharkblades');
  if (!javaScript) {
    await expect(page.getByText('Klarna needs JavaScript')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Standard checkout' })).toBeVisible();
    return;
  }
  await expect(page.getByText('Klarna: Pay later (mock widget)')).toBeVisible();
  await page.getByRole('button', { name: 'Buy with Klarna' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=%231001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const admin = (await (await fetch(`${MOCK}/__mock/requests?upstream=admin`)).json()) as {
    body: { query: string; variables: unknown };
  }[];
  const create = admin.find((r) => r.body.query.includes('draftOrderCreate'))!;
  expect(JSON.stringify(create.body.variables)).toContain('klarna_order_id');
  await gotoHydrated(page, '/en/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('Klarna is refused for US: no button, and /checkout/klarna goes back to /cart with a message', async ({
  page,
}) => {
  await addInCountry(page, 'US');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Klarna' })).toHaveCount(0);
  await gotoHydrated(page, '/en/checkout/klarna');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Klarna is not available in your country.').first()).toBeVisible();
  // The message is shown once, not on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByText('Klarna is not available in your country.')).toHaveCount(0);
});

for (const path of ['/en/checkout/klarna', '/en/checkout/success']) {
  test(`${path} has no axe violations`, async ({ page, javaScript }) => {
    test.skip(!javaScript, 'axe runs as a script in the page');
    await addInCountry(page, 'DE');
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('a note for the order is kept on the cart', async ({ page }) => {
  await addInCountry(page, 'CH');
  await page.getByLabel('Note for your order').fill('Please wrap it as a gift');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('button', { name: 'Save note' })).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Note for your order')).toHaveValue('Please wrap it as a gift');
});
