// Issue 31's journey, with JavaScript (project "js") and without ("no-js"), on a phone and a
// desktop: add to the cart on the German product page, switch to French there (the page, the cart
// and the country stay), open the cart in French and check out: Shopify's checkout opens in
// French. The French pages pass axe; the review widget is told the page's locale.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, MOCK, test } from './fixtures';

// The header's cart link ("Warenkorb 1 Artikel"), not the open dropdown's "Warenkorb ansehen".
const cartLink = (page: Page, word: string) =>
  page.locator('[data-cart]').getByRole('link', { name: new RegExp(`^${word} \\d`) });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('switch language on a product page with a cart, then check out in French', async ({ page, javaScript }) => {
      await gotoHydrated(page, '/shop/sharkblades');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(cartLink(page, 'Warenkorb')).toContainText('1');
      if (javaScript && width >= 768) {
        // The item-added flag opens the dropdown on desktop, in German.
        const panel = page.getByRole('dialog', { name: 'Dein Warenkorb' });
        await expect(panel.getByRole('link', { name: 'Sharkblades' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      } else {
        await expect(page.locator('[data-cart]').getByRole('status')).toHaveText('In den Warenkorb gelegt');
      }

      // The footer's switch: a real form, the same page in French, the cart kept.
      await page.getByRole('navigation', { name: 'Sprache' }).getByRole('button', { name: 'Français' }).click();
      await expect(page).toHaveURL(/\/fr\/shop\/sharkblades$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
      await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
      await expect(cartLink(page, 'Panier')).toContainText('1');
      await expect(cartLink(page, 'Panier')).toHaveAccessibleName('Panier 1 article');

      // The cart in French: the panel (with JavaScript) or the page.
      await cartLink(page, 'Panier').click();
      if (javaScript) {
        const panel = page.getByRole('dialog', { name: 'Votre panier' });
        await expect(panel.getByRole('list', { name: 'Articles du panier' })).toContainText('Sharkblades');
        await panel.getByRole('link', { name: 'Voir le panier' }).click();
      }
      await expect(page).toHaveURL(/\/fr\/cart$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
      const items = page.getByRole('list', { name: 'Articles du panier' });
      await items.getByRole('button', { name: 'Augmenter la quantité de Sharkblades' }).click();
      await expect(items.getByRole('textbox', { name: 'Quantité de Sharkblades' })).toHaveValue('2');
      if (!javaScript) await expect(page.getByRole('main').getByRole('status')).toHaveText('Quantité mise à jour');
      // Nothing of the cart spills over the phone's width in French either.
      const overflow = await page.evaluate(
        (w) => [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > w).length,
        width,
      );
      expect(overflow).toBe(0);

      await page.getByRole('button', { name: 'Passer à la caisse' }).click();
      await expect(page).toHaveURL(new RegExp(`^${MOCK}/checkouts/cn/`));
      expect(new URL(page.url()).searchParams.get('locale')).toBe('fr');
      await expect(page.locator('#quantity')).toHaveText('2');
    });
  });
}

// A violation with the elements it names, so that a failure says where to look.
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
const described = (v: Violation) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join('; ')})`;

for (const width of [375, 1280]) {
  test(`at ${width} px the French product page and cart have no axe violations, the cart link is 44 px`, async ({
    page,
    javaScript,
  }) => {
    test.skip(!javaScript, 'axe runs as a script in the page');
    // Two pages through axe on a machine shared with other suites.
    test.slow();
    // A visitor who chose French (the switch's cookie): no offer of another language on the page.
    await page.context().addCookies([{ name: 'language', value: 'fr', domain: 'localhost', path: '/' }]);
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/fr/shop/sharkblades');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(cartLink(page, 'Panier')).toContainText('1');
    if (width >= 768) await page.keyboard.press('Escape');
    const product = await new AxeBuilder({ page }).analyze();
    expect(product.violations.map(described)).toEqual([]);
    const link = await cartLink(page, 'Panier').boundingBox();
    expect(Math.min(link!.width, link!.height)).toBeGreaterThanOrEqual(44);
    await gotoHydrated(page, '/fr/cart');
    const cart = await new AxeBuilder({ page }).analyze();
    expect(cart.violations.map(described)).toEqual([]);
  });
}

test('the review widget is told the page’s locale', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'the widget is a script');
  // The commands the page queues for the widget, kept before the widget's script takes the queue.
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __fera: unknown[] }).__fera = seen;
    const queue: unknown[] = [];
    queue.push = (...commands: unknown[]) => (seen.push(...commands), Array.prototype.push.apply(queue, commands));
    (window as unknown as { fera: unknown[] }).fera = queue;
  });
  await gotoHydrated(page, '/fr/shop/sharkblades');
  await page.getByRole('heading', { name: 'Avis' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-review-widget]')).toHaveAttribute('data-review-state', 'ready');
  const configure = await page.evaluate(() =>
    (window as unknown as { __fera: [string, { locale?: string }][] }).__fera.find((c) => c[0] === 'configure'),
  );
  expect(configure?.[1].locale).toBe('fr-CH');
});
