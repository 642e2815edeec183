// Reviews with the widget configured (PUBLIC_REVIEW_KEY + store domain, the mock's values): the
// rating summary is server-rendered (both modes); with JavaScript the widget script loads once,
// its start is polled, it renders in the theme colour and a review submits to the mock.
// review-off.spec.ts runs the same pages on a worker without the key.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, MOCK, test } from './fixtures';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}
const reviewRequests = async () =>
  (await (await fetch(`${MOCK}/__mock/requests?upstream=review`)).json()) as Recorded[];

async function writeReview(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByText('4 ★').click();
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Your review').fill('Solid grip, fast delivery.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review was submitted')).toBeVisible();
}

test('the product page shows the rating summary from the server', async ({ page }) => {
  await gotoHydrated(page, '/en/shop/sharkblades');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(/Rated\s+4\.7\s+out of 5/)).toBeVisible();
  await expect(reviews.getByText('(3 reviews)')).toBeVisible();
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScript }) => !javaScript, 'the widget is a script');

  test('the widget loads once, polls its start, renders themed, and a review submits', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('/review/js/fera.js') && scripts.push(r.url()));
    await gotoHydrated(page, '/en/shop/sharkblades');
    const mount = page.locator('[data-review-widget]');
    await mount.scrollIntoViewIfNeeded();
    await expect(mount.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(3);
    expect(scripts).toEqual([expect.stringMatching(/\/review\/js\/fera\.js\?shop=sharkblades-mock\.myshopify\.com$/)]);
    // The mock starts after 300 ms, so the loader had to poll more than once (at most 50).
    const polls = Number(await mount.getAttribute('data-review-polls'));
    expect(polls).toBeGreaterThan(1);
    expect(polls).toBeLessThanOrEqual(50);
    await expect(mount.getByRole('button', { name: 'Submit review' })).toHaveCSS('background-color', 'rgb(2, 249, 0)');

    await writeReview(page, 'E2E Player');
    const posts = (await reviewRequests()).filter((r) => r.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/review/api/v3/public/reviews',
        body: {
          product_id: 'sharkblades',
          rating: 4,
          customer: { name: 'E2E Player' },
          body: 'Solid grip, fast delivery.',
        },
      }),
    ]);
  });

  test('a review link opens /review with the widget, which submits too', async ({ page }) => {
    await gotoHydrated(page, '/en/shop/oceanice-pro?fera_action=write');
    await expect(page).toHaveURL(/\/review\?fera_action=write$/);
    await expect(page.getByRole('form', { name: 'Write a review' })).toBeVisible();
    await writeReview(page, 'Link Visitor');
  });

  test('pages without reviews load nothing of the widget', async ({ page }) => {
    await gotoHydrated(page, '/en/shop');
    await page.waitForLoadState('networkidle');
    expect(await reviewRequests()).toEqual([]);
  });
});

test('without JavaScript the section links to /review, which offers the e-mail fallback', async ({
  page,
  javaScript,
}) => {
  test.skip(javaScript, 'the fallback path is the one without JavaScript');
  await gotoHydrated(page, '/en/shop/sharkblades');
  await page.getByRole('region', { name: 'Reviews' }).getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/review\?action=write_review&product=sharkblades$/);
  await expect(page.getByRole('link', { name: 'hello@sharkblades.ch' }).first()).toBeVisible();
  expect((await reviewRequests()).filter((r) => r.path.includes('/js/'))).toEqual([]);
});

test.describe('before the visitor allows review cookies', () => {
  test.use({ consent: 'necessary~analytics~map' });

  test('no widget script; the button gives that consent and the widget loads', async ({ page, javaScript }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('/review/js/fera.js') && scripts.push(r.url()));
    await gotoHydrated(page, '/en/shop/sharkblades');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText(/Rated\s+4\.7\s+out of 5/)).toBeVisible();
    await expect(page.locator('[data-review-widget]')).toHaveCount(0);
    await reviews.getByRole('button', { name: 'Allow review cookies and show reviews' }).click();
    await expect(page).toHaveURL(/\/shop\/sharkblades$/);
    const mount = page.locator('[data-review-widget]');
    await expect(mount).toHaveCount(1);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'consented-cookies')?.value).toBe('necessary~analytics~map~reviews');
    if (!javaScript) return expect(scripts).toEqual([]);
    await mount.scrollIntoViewIfNeeded();
    await expect(mount.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(3);
    expect(scripts).toHaveLength(1);
  });
});
