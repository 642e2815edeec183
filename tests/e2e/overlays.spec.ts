// Overlays that never cover what a shopper needs (issue 33, item 5; docs/decisions/chat.md, cart.md): the chat
// orb beside or above the buy box's and the cart's buttons, totals and payment marks, and gone while
// a panel is open; the cart panel's totals and Checkout pinned in view; the chat transcript laid
// out turn under turn, its controls light and its placeholder whole.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { de } from '../../app/lib/i18n/messages/de';
import { asNewClient, cartWithTwoLines, expect, gotoHydrated, test } from './fixtures';

const CART = de.cart;
const CHAT = de.chat.ui;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The orb's box and the target's, when both are on screen: they must not overlap. */
async function overlap(page: Page, target: Locator) {
  const orb = page.getByRole('link', { name: CHAT.orb });
  const [a, b] = await Promise.all([orb.boundingBox(), target.boundingBox()]);
  if (!a || !b) return null;
  const viewport = page.viewportSize()!;
  if (b.y + b.height <= 0 || b.y >= viewport.height) return null;
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return x > 0 && y > 0 ? { orb: a, target: b } : null;
}

/** Where a shopper meets the target: the first screen, brought into view (focus, a fragment), the page's end. */
async function expectClear(page: Page, targets: Record<string, Locator>) {
  for (const [name, target] of Object.entries(targets)) {
    await expect(target).toBeVisible();
    const where = async (at: string) => expect(await overlap(page, target), `${name}, ${at}`).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 0));
    await where('first screen');
    await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await where('scrolled into view from above');
    await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await where('scrolled into view from below');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await where('end of the page');
  }
}

for (const width of [375, 1280]) {
  test(`at ${width} px the orb never covers Add to cart, the total, Checkout or the payment marks`, async ({
    page,
    baseURL,
  }) => {
    await asNewClient(page);
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await gotoHydrated(page, '/shop/sharkblades');
    await expectClear(page, {
      'Add to cart': page.getByRole('main').getByRole('button', { name: de.product.addToCart }),
    });
    await cartWithTwoLines(page, baseURL!);
    await gotoHydrated(page, '/cart');
    const summary = page.getByRole('region', { name: CART.summary });
    await expectClear(page, {
      total: summary.locator('dd').last(),
      Checkout: summary.getByRole('button', { name: CART.checkout }),
      'payment marks': summary.getByRole('list', { name: CART.paymentMethods }),
    });
    // The marks are a row of marks, not a bulleted list (the list's name is in the page's language).
    const tops = await summary
      .getByRole('list', { name: CART.paymentMethods })
      .locator('li')
      .evaluateAll((items) => items.map((li) => [li.getBoundingClientRect().top, getComputedStyle(li).listStyleType]));
    expect(new Set(tops.map(([top]) => top)).size).toBeLessThanOrEqual(2);
    expect(tops.every(([, bullet]) => bullet === 'none')).toBe(true);
  });
}

test.describe('with JavaScript', () => {
  test.skip(
    ({ javaScript }) => !javaScript,
    'the panels are opened by JavaScript; without it the pages are the cart and /help',
  );

  test('the cart panel at 1280×800 with two lines: total and Checkout in view, each variant shown once, no orb', async ({
    page,
    baseURL,
  }) => {
    await asNewClient(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await cartWithTwoLines(page, baseURL!);
    await gotoHydrated(page, '/shop');
    const orb = page.getByRole('link', { name: CHAT.orb });
    await expect(orb).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(CART.badge.link) })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: CART.badge.panel });
    const items = panel.getByRole('list', { name: CART.items });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await expect(orb).toBeHidden();
    const inView = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    };
    const summary = panel.getByRole('region', { name: CART.summary });
    await inView(summary.getByRole('button', { name: CART.checkout }));
    await inView(summary.locator('dd').last());
    await inView(panel.getByRole('link', { name: CART.badge.view }));
    // The variant once per line: in its list, not also as a line of text.
    for (const [title, variant] of [
      ['Sharkblades', '246 mm / Einzelpaar'],
      ['OceanIce Pro', '4 Paneele / Arktisweiss'],
    ] as const) {
      const list = items.getByRole('combobox', { name: `Variante von ${title}` });
      await expect(list.locator('option:checked')).toHaveText(variant);
      await expect(items.getByText(variant, { exact: true }).filter({ visible: true })).toHaveCount(0);
    }
    await expect(
      (await new AxeBuilder({ page }).withTags(WCAG).include('[data-cart-panel]').analyze()).violations,
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(orb).toBeVisible();
  });

  test('the cart overlay at 375 px: total and Checkout pinned in view, no orb, axe', async ({ page, baseURL }) => {
    await asNewClient(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await cartWithTwoLines(page, baseURL!);
    await gotoHydrated(page, '/shop');
    await page
      .getByRole('link', { name: new RegExp(CART.badge.link) })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: CART.badge.panel });
    await expect(panel.getByRole('list', { name: CART.items }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('link', { name: CHAT.orb })).toBeHidden();
    const checkout = panel.getByRole('button', { name: CART.checkout });
    const box = (await checkout.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await expect(panel.locator('dd').last()).toBeInViewport();
    await expect(
      (await new AxeBuilder({ page }).withTags(WCAG).include('[data-cart-panel]').analyze()).violations,
    ).toEqual([]);
  });

  for (const [width, height] of [
    [375, 740],
    [768, 1024],
    [1280, 800],
  ] as const) {
    test(`the chat panel at ${width} px: three turns one under another, newest in view, light controls`, async ({
      page,
    }) => {
      await asNewClient(page);
      await page.setViewportSize({ width, height });
      await gotoHydrated(page, '/shop/sharkblades');
      const orb = page.getByRole('link', { name: CHAT.orb });
      await orb.click();
      const panel = page.getByRole('dialog', { name: CHAT.title });
      await expect(panel).toBeVisible();
      await expect(orb).toBeHidden();
      // Measured as it rests: the panel rises 12 px into place over 200 ms, and a box read during the
      // move sits at a fraction of a pixel (a 44 px button once measured 43.999999 px on CI).
      await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      // The placeholder fits its box (it was cut off).
      const fits = await panel.getByLabel(CHAT.question).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits).toBe(true);
      // Restart and Minimize: light (no outline), at least 44 px.
      for (const name of [CHAT.restart, CHAT.minimize]) {
        const button = panel.getByRole('button', { name });
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
        expect(await button.evaluate((b) => getComputedStyle(b).borderTopWidth), name).toBe('0px');
      }
      const log = panel.getByRole('list', { name: CHAT.conversation });
      for (const [i, question] of [
        'Welche Grösse brauche ich?',
        'Was kostet der Versand nach Deutschland?',
        'Kann ich Kufen zurückgeben?',
      ].entries()) {
        await panel.getByLabel(CHAT.question).fill(question);
        await panel.getByRole('button', { name: CHAT.send }).click();
        await expect(log.getByRole('listitem')).toHaveCount(i + 1);
        await expect(log.getByRole('status')).toHaveCount(0);
      }
      const boxes = await log.locator(':scope > li').evaluateAll((turns) =>
        turns.map((turn) => {
          const { top, bottom } = turn.getBoundingClientRect();
          // Its bubbles inside it: a box squeezed below its content lets them spill over the next.
          const inner = [...turn.children].map((c) => c.getBoundingClientRect());
          return { top, bottom, spill: Math.max(...inner.map((r) => r.bottom)) - bottom };
        }),
      );
      for (const [i, box] of boxes.entries()) {
        expect(box.spill, `turn ${i + 1} holds its question and answer`).toBeLessThanOrEqual(0.5);
        if (i > 0) expect(box.top, `turn ${i + 1} starts below turn ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
      }
      // The newest answer in view in the log.
      await expect(log.locator(':scope > li').last().getByText(/.+/).last()).toBeInViewport();
      await expect(
        (await new AxeBuilder({ page }).withTags(WCAG).include('[data-chat-panel]').analyze()).violations,
      ).toEqual([]);
      await panel.getByRole('button', { name: CHAT.minimize }).click();
      await expect(panel).toBeHidden();
      await expect(orb).toBeFocused();
    });
  }
});

test('without JavaScript /help lays three turns out one under another', async ({ page, javaScript }) => {
  test.skip(javaScript, 'the page without JavaScript (the panel is the JavaScript one)');
  await asNewClient(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/help');
  for (const question of ['Welche Grösse brauche ich?', 'Kann ich Kufen zurückgeben?', 'Zahlen mit Klarna?']) {
    await page.getByLabel(CHAT.question).fill(question);
    await page.getByRole('button', { name: CHAT.send }).click();
    await expect(page.getByRole('main').getByText(question, { exact: true })).toBeVisible();
  }
  const boxes = await page
    .getByRole('list', { name: CHAT.conversation })
    .locator(':scope > li')
    .evaluateAll((turns) => turns.map((t) => t.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
  expect(boxes).toHaveLength(3);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
});
