// Marketing links from the shopper's side (issue 14): a discount link and a cart permalink, which
// work the same with and without JavaScript (plain GETs answered with a redirect); over a cart with
// items the permalink asks first, in a plain form (issue 30, docs/decisions/cart.md), and so does a
// discount link from another site (issue 47, item 13).
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, MOCK, test } from './fixtures';

test('a discount link applies the code and lands on the local page it names', async ({ page }) => {
  await gotoHydrated(page, '/en/discount/OCEAN10?redirect=/shop/sharkblades');
  await expect(page).toHaveURL(/\/shop\/sharkblades$/);
  await expect(page.getByText('Discount code OCEAN10 applied').first()).toBeVisible();
  await gotoHydrated(page, '/en/cart/40000000000001:1');
  // The permalink makes a new cart (Shopify's behaviour); the code link is applied to it again.
  await gotoHydrated(page, '/en/discount/OCEAN10?redirect=https://evil.example/');
  await expect(page).toHaveURL(/localhost:\d+\/en$/);
  await gotoHydrated(page, '/en/cart');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Discount OCEAN10');
});

test('a cart permalink builds the cart, or goes straight to checkout', async ({ page }) => {
  await gotoHydrated(page, '/en/cart/40000000000001:2,40000000000002:1');
  await expect(page).toHaveURL(/\/cart$/);
  const items = page.getByRole('list', { name: 'Cart items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  // The cart has items now: the link asks first (issue 30), and replacing goes on to checkout.
  await gotoHydrated(page, '/en/cart/40000000000001:1?checkout');
  await page.getByRole('button', { name: 'Replace my cart with them' }).click();
  await expect(page).toHaveURL(new RegExp(`^${MOCK}/checkouts/cn/`));
  await expect(page.locator('#quantity')).toHaveText('1');
});

test('a bad link says why, with a way on', async ({ page }) => {
  const response = await gotoHydrated(page, '/en/cart/40000000000001:150');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This cart link is not valid');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  const bad = await gotoHydrated(page, '/en/discount/%20');
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This discount link is not valid.');
});

test('a cart link over a cart with items asks first: keep, add or replace', async ({ page, javaScript }) => {
  test.setTimeout(60_000);
  const LINK = '/en/cart/40000000000017:1?discount=OCEAN10';
  const items = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await gotoHydrated(page, '/en/cart/40000000000001:2');
  await expect(items).toHaveCount(1);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const response = await gotoHydrated(page, LINK);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart already has items' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In this link' })).toContainText('1 × Black Ghost');
    await expect(page.getByRole('region', { name: 'In this link' })).toContainText('Discount code OCEAN10');
    await expect(page.getByRole('region', { name: 'In your cart now' })).toContainText('2 × Sharkblades');
    for (const name of ['Add them to my cart', 'Replace my cart with them', 'Keep my cart as it is']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.height, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, `${name} fits at ${width} px`).toBeLessThanOrEqual(width);
    }
    // axe runs as a script in the page: with JavaScript only (the markup is the same without).
    if (javaScript) {
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
  }

  await page.getByRole('button', { name: 'Keep my cart as it is' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart was kept as it was.').first()).toBeVisible();
  await expect(items).toHaveCount(1);

  await gotoHydrated(page, LINK);
  await page.getByRole('button', { name: 'Add them to my cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Discount OCEAN10');

  await gotoHydrated(page, '/en/cart/40000000000033:1');
  await page.getByRole('button', { name: 'Replace my cart with them' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Greenly');
});

test('a discount link from another site over a cart with items asks first: apply or keep', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // A shopper's webmail on another site: following its link is a cross-site navigation.
  const MAIL = 'https://mail.example/';
  const LINK = `${baseURL}/en/discount/TEAM5?redirect=/en/cart`;
  await page.route(MAIL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Mail</title><a href="${LINK}">Save 5%</a>`,
    }),
  );
  const summary = page.getByRole('region', { name: 'Order summary' });
  await gotoHydrated(page, '/en/cart/40000000000001:1');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);

  await page.goto(MAIL);
  await page.getByRole('link', { name: 'Save 5%' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply this discount code?' })).toBeVisible();
  await expect(page.getByText('would apply discount code TEAM5 to your cart')).toBeVisible();
  for (const name of ['Apply the code', 'Keep my cart as it is']) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('button', { name: 'Keep my cart as it is' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText('Your cart was kept as it was.').first()).toBeVisible();
  await expect(summary).not.toContainText('TEAM5');

  await page.goto(MAIL);
  await page.getByRole('link', { name: 'Save 5%' }).click();
  await page.getByRole('button', { name: 'Apply the code' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(summary).toContainText('Discount TEAM5');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});
