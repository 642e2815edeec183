// The last cart pieces from the shopper's side: changing a line's variant (replace lines) and the
// shipping address, with JavaScript and without; and identify, when the cart carries a customer,
// only after consent (analytics needs JavaScript).
import type { Page } from '@playwright/test';
import { projectEnv } from '../../scripts/project-env.ts';
import { noSenderAfter, sentBefore, sentMessages } from './analytics';
import { expect, gotoHydrated, hydrated, MOCK, test } from './fixtures';

/** The seeded customer (tests/mocks/storefront/seed/customers.ts) and the token Shopify gives her. */
const CUSTOMER = {
  id: 'gid://shopify/Customer/7100000000001',
  email: 'ana.keller@example.ch',
  firstName: 'Ana',
  lastName: 'Keller',
  token: '5b1d0c3e9f8a47b2a6c4e0d1f2a3b4c5',
};

async function addSharkblades(page: Page) {
  await gotoHydrated(page, '/en/shop/sharkblades');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  await gotoHydrated(page, '/en/cart');
}

test('change a line’s variant in the cart', async ({ page, javaScript }) => {
  await addSharkblades(page);
  const items = page.getByRole('list', { name: 'Cart items' });
  const variant = items.getByRole('combobox', { name: 'Variant of Sharkblades' });
  // The line shows its variant once: as the choice in its list (docs/decisions/cart.md).
  const shown = (title: string) => expect(variant.locator('option:checked')).toHaveText(title);
  await shown('246 mm / Single pair');
  await variant.selectOption({ label: '254 mm / Single pair' });
  // The choice is a form: Change posts it (without JavaScript: 303 back to /cart; with it: a fetcher).
  await items.getByRole('button', { name: 'Change' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Without JavaScript the result is a flash on the next page; with it the line simply changes.
  if (!javaScript) await expect(page.getByText('Item changed').first()).toBeVisible();
  await shown('254 mm / Single pair');
  await expect(variant).toHaveValue('gid://shopify/ProductVariant/40000000000003');
  await expect(items.getByRole('textbox', { name: 'Quantity of Sharkblades' })).toHaveValue('1');
  // The change survives a reload: it is Shopify's cart, not the page.
  await page.reload();
  await shown('254 mm / Single pair');
});

test.describe('shipping address', () => {
  // Shopify's refusal answers the fetcher 400, which Chromium logs as a failed resource load.
  test.use({ allowConsoleErrors: true });

  test('save a shipping address on the cart', async ({ page, javaScript }) => {
    await addSharkblades(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText('Shipping address').click();
    await summary.getByLabel('Address', { exact: true }).fill('Seestrasse 12');
    await summary.getByLabel('Postal code').fill('86400');
    await summary.getByLabel('City').fill('Rapperswil-Jona');
    await summary.getByRole('button', { name: 'Save address' }).click();
    // Shopify's verdict on a Swiss postal code of five digits.
    await expect(page.getByText('Enter a valid postal code for Switzerland.').first()).toBeVisible();
    if (!javaScript) await summary.getByText('Shipping address').click();
    await summary.getByLabel('Postal code').fill('8640');
    if (!javaScript) {
      // The refused post rendered the page afresh: fill what it does not keep.
      await summary.getByLabel('Address', { exact: true }).fill('Seestrasse 12');
      await summary.getByLabel('City').fill('Rapperswil-Jona');
    }
    await summary.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Shipping address saved').first()).toBeVisible();
    await page.reload();
    await page.getByRole('region', { name: 'Order summary' }).getByText('Shipping address').click();
    const saved = page.getByLabel('Saved shipping address');
    await expect(saved).toContainText('Seestrasse 12');
    await expect(saved).toContainText('8640 Rapperswil-Jona');
    await expect(saved).toContainText('Switzerland');
  });
});

const sent = sentMessages;
const identifies = async () => (await sent()).filter((m) => m.type === 'identify');

/** Signs the cart's buyer in as Shopify does: cartBuyerIdentityUpdate with her access token. */
async function customerOnCart(page: Page) {
  const cartId = await page.evaluate(() => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, unknown> } } }
    ).__reactRouterDataRouter;
    return (router.state.loaderData['routes/cart'] as { cart: { id: string } }).cart.id;
  });
  const response = await fetch(`${MOCK}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': projectEnv().PUBLIC_STOREFRONT_API_TOKEN!,
    },
    body: JSON.stringify({
      query: `mutation SignIn($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
        cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
          cart { buyerIdentity { customer { id } } }
          userErrors { code message }
        }
      }`,
      variables: { cartId, buyerIdentity: { customerAccessToken: CUSTOMER.token } },
    }),
  });
  const body = (await response.json()) as {
    data: { cartBuyerIdentityUpdate: { cart: { buyerIdentity: { customer: { id: string } } }; userErrors: [] } };
  };
  expect(body.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
  expect(body.data.cartBuyerIdentityUpdate.cart.buyerIdentity.customer.id).toBe(CUSTOMER.id);
}

test.describe('identify', () => {
  test.skip(({ javaScript }) => !javaScript, 'analytics needs JavaScript (it never runs without)');
  test.use({ consent: '' });
  test.afterEach(async ({ page }) => page.waitForLoadState('load'));
  // The sender's 3 s start and 1 s flush are timers: the tests move the page's clock past them.
  test.beforeEach(async ({ page }) => page.clock.install());

  test('a cart with a customer: identify after consent, once a session, with the page’s anonymous id', async ({
    page,
  }) => {
    await addSharkblades(page);
    await customerOnCart(page);
    await page.reload();
    await hydrated(page);
    // No consent yet: nothing at all, identify included, well past the 3 s start.
    await noSenderAfter(page, 3_500);
    const consented = Date.now();
    await page
      .getByRole('region', { name: 'Cookies on Sharkblades' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect.poll(async () => (await identifies()).length, { timeout: 8_000 }).toBe(1);
    expect(await sentBefore(consented)).toEqual([]);
    const [identify] = await identifies();
    expect(identify).toMatchObject({
      userId: CUSTOMER.id,
      traits: { email: CUSTOMER.email, firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName },
    });
    const page1 = (await sent()).find((m) => m.type === 'page')!;
    expect(identify!.anonymousId).toBe(page1.anonymousId);
    // A new page in the same session: page events go on, identify does not repeat.
    await gotoHydrated(page, '/faq');
    await page.clock.fastForward(3_000);
    await expect.poll(async () => (await sent()).filter((m) => m.type === 'page').length, { timeout: 8_000 }).toBe(2);
    // The sender queues identify as it starts, before its page event (which waits for the visitor's
    // location), and sends its queue in order: a second identify would have arrived by now.
    expect(await identifies()).toHaveLength(1);
  });

  test('declined: the customer is never identified', async ({ page }) => {
    await addSharkblades(page);
    await customerOnCart(page);
    await page.reload();
    await page.getByRole('region', { name: 'Cookies on Sharkblades' }).getByRole('button', { name: 'Decline' }).click();
    await gotoHydrated(page, '/faq');
    await noSenderAfter(page, 4_000);
  });

  test('a cart without a customer: page events after consent, no identify', async ({ page }) => {
    await addSharkblades(page);
    await page
      .getByRole('region', { name: 'Cookies on Sharkblades' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect.poll(async () => (await sent()).filter((m) => m.type === 'page').length, { timeout: 8_000 }).toBe(1);
    // Identify is queued as the sender starts, before its page event, which has arrived.
    expect(await identifies()).toEqual([]);
  });
});
