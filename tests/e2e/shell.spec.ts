// The global shell (issue 10): header menus, burger, logo bar, scrolled state, loading indicator,
// cart feedback and focus, video modal. With JavaScript ("js") and without ("no-js").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** With JavaScript, waits until the header's after-hydration script is in. */
async function ready(page: Page, javaScript: boolean) {
  if (javaScript) await expect(page.getByRole('banner')).toHaveAttribute('data-enhanced');
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, name: string) => mainNav(page).locator('summary', { hasText: name });

test.describe('desktop menus', () => {
  test.use({ viewport: DESKTOP });

  test('hover opens Shop after 150 ms and it closes 300 ms after leaving', async ({ page }) => {
    await gotoHydrated(page, '/en/stories');
    const product = mainNav(page).getByRole('link', { name: 'Black Ghost' });
    const panel = mainNav(page).locator('[data-menu="shop"] > div');
    await expect(product).toBeHidden();
    // The delays are CSS: 300 ms before closing, 150 ms before opening on hover.
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDelay)).toBe('0.3s, 0.45s');
    await trigger(page, 'Shop').hover();
    await expect(product).toBeVisible();
    expect(await panel.evaluate((el) => getComputedStyle(el).transitionDelay)).toBe('0.15s, 0.15s');
    await expect(mainNav(page).getByRole('link', { name: 'Skate blades' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(product).toBeHidden();
  });

  test('a click opens Stories and a link navigates', async ({ page, javaScript }) => {
    await gotoHydrated(page, '/en/shop');
    await ready(page, javaScript);
    await trigger(page, 'Stories').click();
    await expect(mainNav(page).locator('[data-menu="stories"] details')).toHaveAttribute('open');
    await mainNav(page).getByRole('link', { name: 'All stories' }).click();
    await expect(page).toHaveURL(/\/en\/stories$/);
    if (javaScript) {
      // A client-side navigation: the menu closes behind it.
      await expect(mainNav(page).getByRole('link', { name: /Testimonials/ })).toBeHidden();
    }
  });

  test('keyboard focus opens About, Escape closes it', async ({ page, javaScript }) => {
    await gotoHydrated(page, '/en/shop');
    await ready(page, javaScript);
    const team = mainNav(page).getByRole('link', { name: 'Team' });
    // Keyboard focus (a key pressed first, so the focus ring, :focus-visible, applies).
    await page.keyboard.press('Tab');
    await trigger(page, 'About').focus();
    await expect(trigger(page, 'About')).toBeFocused();
    await expect(team).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: /Europe/ })).toBeVisible();
    if (!javaScript) return;
    await page.keyboard.press('Escape');
    await expect(team).toBeHidden();
    await expect(trigger(page, 'About')).toBeFocused();
  });

  test('opening the cart closes a menu', async ({ page, javaScript }) => {
    test.skip(!javaScript, 'Without JavaScript the cart is a page, not a panel.');
    await gotoHydrated(page, '/en');
    await ready(page, javaScript);
    await trigger(page, 'Shop').click();
    await expect(mainNav(page).getByRole('link', { name: 'Black Ghost' })).toBeVisible();
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Black Ghost' })).toBeHidden();
  });

  test('logo bar: shown on content pages, hidden on product pages and /devcenter', async ({ page }) => {
    const tagline = page.getByText('Swiss hockey equipment from recycled ocean plastic');
    await gotoHydrated(page, '/en');
    await expect(tagline).toBeVisible();
    await gotoHydrated(page, '/en/shop/sharkblades');
    await expect(tagline).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sharkblades', exact: true })).toBeVisible();
    await gotoHydrated(page, '/en/devcenter');
    await expect(tagline).toBeHidden();
  });

  test('the header is sticky and "scrolled" past 100 px, or past the gallery on a product page', async ({
    page,
    javaScript,
  }) => {
    test.skip(!javaScript, 'data-scrolled is set by script; without it the header is only sticky.');
    const header = page.getByRole('banner');
    await gotoHydrated(page, '/en/stories');
    await ready(page, javaScript);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled');
    expect((await header.boundingBox())!.y).toBeLessThanOrEqual(0);

    await gotoHydrated(page, '/en/shop/oceanice-pro');
    await ready(page, javaScript);
    await page.mouse.wheel(0, 150);
    // The header updates in the frame after a scroll: wait for the scroll, then for a frame.
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(150);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute('data-scrolled');
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: PHONE });

  test('the burger opens a full-height menu with Shop, Stories, About, My Orders and the language', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    await expect(mainNav(page)).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
    // The cart is the bar's icon above the sheet, not a second row (issue 33).
    await expect(menu.getByRole('link', { name: /Cart/ })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(menu.getByRole('link', { name: 'Team' })).toBeHidden();
    await menu.locator('summary', { hasText: 'About' }).click();
    await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
    await menu.locator('summary', { hasText: 'Stories' }).click();
    await menu.getByRole('link', { name: 'All stories' }).click();
    await expect(page).toHaveURL(/\/en\/stories$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an add to cart shows a confirmation', async ({ page, javaScript }) => {
    // The confirmation shows for one second: the page's clock holds it while the test reads it (on a
    // busy machine a real second could pass before the assertion), then lets it go.
    await page.clock.install();
    await gotoHydrated(page, '/en/shop/black-ghost');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status')).toHaveText('Added to cart');
    await expect(page.getByRole('status')).toBeVisible();
    // Without JavaScript the cart's own message stays on the page it answered with.
    if (javaScript) {
      await page.clock.runFor(1_500);
      await expect(page.getByText('Added to cart')).toBeHidden();
    }
    await expect(page.getByRole('link', { name: /^Cart/ }).first()).toContainText('1');
  });
});

test.describe('in German and French', () => {
  test('the German desktop menu leads to the German page', async ({ page, javaScript }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, '/about');
    await ready(page, javaScript);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.locator('summary', { hasText: 'Geschichten' }).click();
    await nav.getByRole('link', { name: /Erfolgsgeschichten/ }).click();
    await expect(page).toHaveURL(/\/stories\/success-stories$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Bestellungen' })).toBeVisible();
  });

  test('the French burger: Mes commandes, Langue, and its links to French pages', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/fr');
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Mes commandes' })).toBeVisible();
    await expect(menu.getByRole('form', { name: 'Choisir la langue' })).toContainText('Langue');
    await expect(page.getByRole('banner').locator('[data-cart] a')).toHaveAttribute('href', '/fr/cart');
    await menu.locator('summary', { hasText: 'À propos' }).click();
    await expect(menu.getByRole('link', { name: 'Équipe' })).toHaveAttribute('href', '/fr/about/team');
    await menu.locator('summary', { hasText: 'Histoires' }).click();
    await menu.getByRole('link', { name: 'Toutes les histoires' }).click();
    await expect(page).toHaveURL(/\/fr\/stories$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeAttached();
  });
});

async function openCartWithItem(page: Page, phone: boolean) {
  await gotoHydrated(page, '/en/shop/greenly');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByRole('link', { name: /^Cart/ }).first();
  await expect(cart).toContainText('1');
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  // On desktop the item-added flag opens the dropdown; on a phone the shopper opens the overlay.
  if (phone) await cart.click();
  await expect(dialog.getByRole('link', { name: 'Greenly Starter Ice Kit' })).toBeVisible();
  return { cart, dialog };
}

for (const [label, viewport] of [
  ['overlay (375 px)', PHONE],
  ['dropdown (1280 px)', DESKTOP],
] as const) {
  test(`cart ${label}: focus inside, Tab stays inside, Escape returns focus to what opened it`, async ({
    page,
    javaScript,
  }) => {
    test.skip(!javaScript, 'Without JavaScript the cart is a page, not a panel.');
    await page.setViewportSize(viewport);
    const { cart, dialog } = await openCartWithItem(page, viewport === PHONE);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // On a phone the cart button opened it; on a desktop the add did (issue 49: back to that button).
    await expect(viewport === PHONE ? cart : page.getByRole('button', { name: 'Add to cart' })).toBeFocused();
  });
}

test('video modal: autoplaying player, Tab inside, Escape closes; a plain link without JavaScript', async ({
  page,
  javaScript,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/en/shop/oceanice-pro');
  await ready(page, javaScript);
  const link = page.getByRole('link', { name: /^Play video/ });
  await expect(link).toHaveAttribute('href', /\.mp4$/);
  if (!javaScript) return;
  await page.getByRole('link', { name: /^Show video/ }).click();
  await link.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toHaveJSProperty('autoplay', true);
  // The video plays: the browser has enough of it to play through (HAVE_ENOUGH_DATA), and it lasts.
  const video = dialog.locator('video');
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 }).toBe(4);
  expect(await video.evaluate((el: HTMLVideoElement) => el.duration)).toBeGreaterThan(0);
  await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await link.click();
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
});

test('the loading indicator shows during a slow navigation and goes after it', async ({ page, javaScript }) => {
  test.skip(!javaScript, 'Without JavaScript the browser shows its own loading state.');
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/stories');
  await ready(page, javaScript);
  const indicator = page.getByRole('progressbar', { name: 'Wird geladen' });
  await expect(indicator).toBeHidden();
  // The page's data is held back until the indicator has shown: the navigation is as slow as the
  // test needs, and no slower.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/stories/blog.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('main').getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(indicator).toBeVisible();
  await expect(page).toHaveURL(/\/stories$/);
  // While it shows, it is inside a landmark like everything else on the page (axe's "region").
  const shown = await new AxeBuilder({ page }).withRules(['region']).analyze();
  expect(shown.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/stories\/blog$/);
  await expect(indicator).toBeHidden();
});
