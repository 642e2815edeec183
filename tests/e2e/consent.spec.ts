// Cookie consent and analytics from the visitor's side (docs/decisions/consent-and-analytics.md): the bar on a first
// visit (no pre-set consent here), what reaches the mock data plane and when, and the choices
// without JavaScript.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { analyticsLoader, noSenderAfter, sentBefore, sentMessages, type SentMessage } from './analytics';
import { ACCEPTED, expect, gotoHydrated, MOCK, test } from './fixtures';

type Sent = SentMessage & { properties: Record<string, unknown>; context: { campaign?: Record<string, string> } };
const sent = () => sentMessages() as Promise<Sent[]>;
const pages = async () => (await sent()).filter((m) => m.type === 'page');
const bar = (page: Page) => page.getByRole('region', { name: 'Cookies on Sharkblades' });
/** A client-side navigation through the header: the Stories menu, then its overview. */
async function toStories(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('summary', { hasText: 'Stories' }).click();
  await nav.getByRole('link', { name: 'All stories' }).click();
}
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'consented-cookies')?.value;

// Each test ends on a loaded page: a navigation cut off by the closing context leaves the local
// asset server (wrangler) with reset connections, which has stalled the next test's stylesheets.
test.afterEach(async ({ page }) => page.waitForLoadState('load'));

test.describe('first visit', () => {
  test.use({ consent: '' });

  test('the bar is open, first in the tab order, and has no axe violations at 375 and 1280 px', async ({
    page,
    javaScript,
  }) => {
    test.setTimeout(60_000);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/en/shop/sharkblades');
      await expect(bar(page)).toBeVisible();
      // The cart button stays reachable above it on phones.
      await expect(page.getByRole('link', { name: /Cart/ }).first()).toBeInViewport();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#cookie-consent')))).toBe(true);
      // axe runs as a script in the page: with JavaScript only (the markup is the same without).
      if (!javaScript) continue;
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
  });

  test('Decline: nothing is ever sent, the choice persists', async ({ page, javaScript }) => {
    await page.clock.install();
    await gotoHydrated(page, '/en/shop');
    await bar(page).getByRole('button', { name: 'Decline' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await consentCookie(page)).toBe('necessary');
    await toStories(page);
    await expect(page).toHaveURL(/\/stories$/);
    // Well past the sender's 3 s start (page time, not waited out), no loader for it to start from.
    if (javaScript) await noSenderAfter(page, 4_000);
    await page.reload();
    await expect(bar(page)).toBeHidden();
    // The next page has none either: the server renders it only with consent.
    await expect(analyticsLoader(page)).toHaveCount(0);
    expect(await sent()).toEqual([]);
  });

  test('Manage → Save keeps the toggled cookies; the footer reopens the settings', async ({ page, javaScript }) => {
    await gotoHydrated(page, '/en/cart');
    await bar(page).getByText('Manage cookies').click();
    await bar(page).getByRole('checkbox', { name: /Maps/ }).check();
    await expect(bar(page).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await bar(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await consentCookie(page)).toBe('necessary~map');
    expect((await page.context().cookies()).find((c) => c.name === 'is-consent-given')?.value).toBe('false');
    await expect(page).toHaveURL(/\/cart$/);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = javaScript ? bar(page) : page.locator('#cookie-consent');
    await expect(settings.getByRole('checkbox', { name: /Maps/ })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
    await settings.getByRole('button', { name: 'Accept all' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect.poll(() => consentCookie(page)).toBe(ACCEPTED);
  });

  test('Accept without JavaScript: 303 back, the bar stays closed', async ({ page, javaScript }) => {
    test.skip(javaScript, 'the no-JavaScript form post; with JavaScript see the analytics tests');
    await gotoHydrated(page, '/en/shop?utm_source=mail');
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(page).toHaveURL(/\/shop\?utm_source=mail$/);
    await expect(bar(page)).toBeHidden();
    expect(await consentCookie(page)).toBe(ACCEPTED);
    await gotoHydrated(page, '/en/cart');
    await expect(bar(page)).toBeHidden();
    expect(await sent()).toEqual([]);
  });

  test('in French: the bar, Accept back on the French page, and the French settings', async ({ page, javaScript }) => {
    await gotoHydrated(page, '/fr/shop');
    const french = page.getByRole('region', { name: 'Les cookies chez Sharkblades' });
    await expect(french).toBeVisible();
    await french.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(french).toBeHidden();
    await expect(page).toHaveURL(/\/fr\/shop$/);
    await expect.poll(() => consentCookie(page)).toBe(ACCEPTED);
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
    if (!javaScript) {
      // The settings page in French, back to the French page it came from.
      await expect(page).toHaveURL(/\/fr\/consent\??$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Paramètres des cookies' })).toBeVisible();
    }
    const settings = javaScript ? french : page.locator('#cookie-consent');
    await expect(settings.getByRole('checkbox', { name: /Cartes/ })).toBeChecked();
    await settings.getByRole('checkbox', { name: /Statistiques/ }).uncheck();
    await settings.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(page).toHaveURL(/\/fr\/shop$/);
    await expect.poll(() => consentCookie(page)).toBe('necessary~map~reviews');
  });

  test('the contact map waits for its consent', async ({ page, javaScript }) => {
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
    );
    // The English page: the map's words in English (content-languages.test.ts has them in French).
    await gotoHydrated(page, '/en/about/contact');
    await expect(page.getByText('Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the map on openstreetmap.org' })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    );
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Allow map cookies and show the map' }).click();
    await expect(page.locator('iframe[title^="Map"]')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
    expect(await consentCookie(page)).toBe('necessary~map');
    if (javaScript) expect(page.url()).toMatch(/\/about\/contact$/);
  });
});

test.describe('analytics with JavaScript', () => {
  test.skip(({ javaScript }) => !javaScript, 'analytics needs JavaScript (it never runs without)');

  test('nothing before consent or before 3 s; after Accept a page event, one more per navigation', async ({ page }) => {
    await page.context().clearCookies();
    await page.clock.install();
    await gotoHydrated(page, '/en/shop?utm_source=e2e&utm_campaign=spring');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await noSenderAfter(page, 3_500);
    const consented = Date.now();
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(bar(page)).toBeHidden();
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBe(1);
    // That page event was sent after the consent, and nothing reached the mock before it.
    expect(await sentBefore(consented)).toEqual([]);
    // The bar is fixed: showing and closing it moved nothing (CLS 0).
    // The shifts so far, read at once: a buffered observer holds them as soon as it observes.
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries.reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0);
    });
    expect(shift).toBe(0);
    // No reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const [first] = await pages();
    expect(first!.properties).toMatchObject({
      path: '/en/shop',
      search: '?utm_source=e2e&utm_campaign=spring',
      title: expect.stringMatching(/Shop/),
      url: expect.stringMatching(/\/shop\?utm_source=e2e/),
      referrer: expect.any(String),
    });
    expect(first!.context.campaign).toEqual({ source: 'e2e', name: 'spring' });
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'rudder_anonymous_id')?.value).toBe(first!.anonymousId);
    expect(cookies.find((c) => c.name === 'utm_source')?.value).toBe('e2e');

    await toStories(page);
    await expect(page).toHaveURL(/\/stories$/);
    await expect
      .poll(async () => (await pages()).map((m) => m.properties.path), { timeout: 8_000 })
      .toEqual(['/en/shop', '/en/stories']);
  });

  test('with consent already given the sender starts 3 s after load', async ({ page }) => {
    await gotoHydrated(page, '/en/cart');
    const loaded = Date.now();
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBe(1);
    expect(Date.now() - loaded).toBeGreaterThanOrEqual(2_500);
  });

  test('cart events: Product Added, Cart Viewed, Quantity Updated, Removed', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/en/shop/sharkblades');
    // The sender starts 3 s after load (page time) and sends the page event first.
    await page.clock.fastForward(3_200);
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBe(1);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
    await gotoHydrated(page, '/en/cart');
    const items = page.getByRole('list', { name: 'Cart items' });
    await items.getByRole('button', { name: 'Increase quantity of Sharkblades' }).click();
    await expect(items.getByRole('textbox', { name: 'Quantity of Sharkblades' })).toHaveValue('2');
    await items.getByRole('button', { name: 'Remove Sharkblades' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    const tracked = async () => (await sent()).filter((m) => m.type === 'track').map((m) => m.event);
    await expect
      .poll(tracked, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Product Added', 'Cart Viewed', 'Product Quantity Updated', 'Product Removed']));
    const added = (await sent()).find((m) => m.event === 'Product Added')!;
    expect(added.properties).toMatchObject({ name: 'Sharkblades', variant: expect.stringContaining('ProductVariant') });
  });

  test('events queued when the page is left go with sendBeacon', async ({ page }) => {
    // Real time here: the test leaves within the sender's 1 s flush, a race a jump of the page's
    // clock made less certain on a loaded machine.
    await gotoHydrated(page, '/en/shop');
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBe(1);
    await toStories(page);
    await expect(page).toHaveURL(/\/stories$/);
    // The sender queues the page view (mirrored to session storage) 50 ms after the route change.
    await page.waitForFunction(() => sessionStorage.getItem('rs_queue')?.includes('/stories'));
    // Left before the 1 s flush: the queued page view goes on page hide.
    await gotoHydrated(page, '/en/cart');
    await expect
      .poll(async () => {
        const requests = (await (await fetch(`${MOCK}/__mock/requests?upstream=analytics`)).json()) as {
          path: string;
          body: { batch: Sent[] };
        }[];
        return requests
          .filter((r) => r.path.endsWith('/beacon/v1/batch'))
          .flatMap((r) => r.body.batch.map((m) => m.properties.path));
      })
      .toContain('/en/stories');
  });

  test('withdrawing stops sending and deletes the optional cookies', async ({ page }) => {
    test.setTimeout(60_000); // two consent round trips and three pages
    await page.clock.install();
    await gotoHydrated(page, '/en/shop');
    await expect(analyticsLoader(page)).toHaveCount(1);
    await page.clock.fastForward(3_000);
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBe(1);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(bar(page)).toBeVisible();
    await bar(page)
      .getByRole('checkbox', { name: /Analytics/ })
      .uncheck();
    await bar(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => consentCookie(page)).toBe('necessary~map~reviews');
    expect((await page.context().cookies()).find((c) => c.name === 'rudder_anonymous_id')).toBeUndefined();
    // The withdrawal took the loader away and stopped the sender, in one step in the page.
    await expect(analyticsLoader(page)).toHaveCount(0);
    await toStories(page);
    await expect(page).toHaveURL(/\/stories$/);
    // Proof that nothing went for /en/stories meanwhile: allow analytics again. The new sender's page
    // event for /en/stories (a new anonymous id: the old one's cookie is gone) comes after anything the
    // stopped one could have sent, so at its arrival the log holds exactly the two page events.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await bar(page)
      .getByRole('checkbox', { name: /Analytics/ })
      .check();
    await bar(page).getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    const [shop, stories, ...more] = await pages();
    expect([shop!.properties.path, stories!.properties.path]).toEqual(['/en/shop', '/en/stories']);
    expect(stories!.anonymousId).not.toBe(shop!.anonymousId);
    expect(more).toEqual([]);
  });
  test('a withdrawal stops the queued events at once, before its answer arrives (issue 47)', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await gotoHydrated(page, '/en/shop');
    await page.clock.fastForward(3_000);
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBe(1);
    // From here the page's clock moves only when the test says: the sender's 1 s flush waits for it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
    await toStories(page);
    await expect(page).toHaveURL(/\/stories$/);
    // The page view is queued (the sender takes it 50 ms after the route change), not yet sent.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.evaluate(() => sessionStorage.getItem('rs_queue') ?? '');
      })
      .toContain('/en/stories');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await bar(page)
      .getByRole('checkbox', { name: /Analytics/ })
      .uncheck();
    // The choice is held on its way to the worker while the flush comes due.
    const held: Route[] = [];
    await page.route('**/api/consent', (route) => void held.push(route));
    await bar(page).getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => held.length).toBe(1);
    await page.clock.runFor(2_000);
    await held[0]!.continue();
    await page.unroute('**/api/consent');
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => consentCookie(page)).toBe('necessary~map~reviews');
    await page.clock.resume();
    // Proof that the queued page view never went: allow analytics again. The new sender's page event
    // (a new anonymous id) arrives after anything the stopped one could have sent.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await bar(page)
      .getByRole('checkbox', { name: /Analytics/ })
      .check();
    await bar(page).getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(async () => (await pages()).length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    const [shop, ...later] = await pages();
    expect(shop!.properties.path).toBe('/en/shop');
    expect(later.map((m) => [m.anonymousId === shop!.anonymousId, m.properties.path])).toEqual([
      [false, '/en/stories'],
    ]);
  });
});
