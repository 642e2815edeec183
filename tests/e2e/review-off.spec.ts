// The same build without a review key (project no-review-key: a second worker started without
// PUBLIC_REVIEW_KEY / PUBLIC_REVIEW_STORE_DOMAIN): no review section, no script, no request to the
// review service; /review still offers the e-mail fallback.
import { expect, gotoHydrated, MOCK, test } from './fixtures';

const reviewRequests = async () => (await (await fetch(`${MOCK}/__mock/requests?upstream=review`)).json()) as unknown[];

test('without a key nothing of the widget loads and /review offers the fallback', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.url().includes('/review/') && scripts.push(r.url()));
  await gotoHydrated(page, '/en/shop/sharkblades');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Reviews' })).toHaveCount(0);
  await expect(page.locator('[data-review-widget]')).toHaveCount(0);

  await gotoHydrated(page, '/en/review?action=write_review&product=sharkblades');
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@sharkblades.ch' }).first()).toBeVisible();
  // No form is configured, so none is promised (spec audit, issue 30).
  await expect(page.getByText(/loads here/i)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
  expect(await reviewRequests()).toEqual([]);
});
