// Marketing links from the shopper's side (issue 14): a discount link and a cart permalink, which
// work the same with and without JavaScript (plain GETs answered with a redirect).
import { expect, MOCK, test } from './fixtures';

test('a discount link applies the code and lands on the local page it names', async ({ page }) => {
  await page.goto('/discount/OCEAN10?redirect=/shop/sharkblades');
  await expect(page).toHaveURL(/\/shop\/sharkblades$/);
  await expect(page.getByText('Discount code OCEAN10 applied').first()).toBeVisible();
  await page.goto('/cart/40000000000001:1');
  // The permalink makes a new cart (Shopify's behaviour); the code link is applied to it again.
  await page.goto('/discount/OCEAN10?redirect=https://evil.example/');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Discount OCEAN10');
});

test('a cart permalink builds the cart, or goes straight to checkout', async ({ page }) => {
  await page.goto('/cart/40000000000001:2,40000000000002:1');
  await expect(page).toHaveURL(/\/cart$/);
  const items = page.getByRole('list', { name: 'Cart items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await page.goto('/cart/40000000000001:1?checkout');
  await expect(page).toHaveURL(new RegExp(`^${MOCK}/checkouts/cn/`));
  await expect(page.locator('#quantity')).toHaveText('1');
});

test('a bad link says why, with a way on', async ({ page }) => {
  const response = await page.goto('/cart/40000000000001:150');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This cart link is not valid');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  const bad = await page.goto('/discount/%20');
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This discount link is not valid.');
});
