// Phones (issue 49, item 3): nothing that stays put on the screen (the chat orb, a toast, a bar)
// covers a control or a line of text of the page's content at 375 px, from the page's top to its
// end; the consent bar takes at most a quarter of a 375×812 screen; axe stays at 0. One test per
// page, with JavaScript and without (then the buy bar never leaves the foot of the screen).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cartWithTwoLines, expect, gotoHydrated, test } from './fixtures';

const PHONE = { width: 375, height: 812 };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * One screen of the page as it is scrolled now: each control of `<main>` and each line of its text
 * (a text node's line boxes), probed at its centre and four corners (2 px inside) with
 * `elementFromPoint`. A probe is covered when what it hits belongs to an element that stays put
 * (position fixed, or inside the sticky header) and not to the probed element, or when it lies in a
 * floating fixed element's box. The screen's own edges are the bars that span its width (the
 * sticky header, the product page's buy bar): content scrolls out under them, as under the
 * window's edge, so only probes between them count, and the page is stepped through by half that
 * height.
 */
function scan() {
  const visible = (e: Element) => {
    const box = e.getBoundingClientRect();
    return e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
  };
  // The page's width without the scroll bar's gutter (the test's Chromium keeps one).
  const width = document.body.getBoundingClientRect().width;
  const height = document.documentElement.clientHeight;
  const pinned = [...document.querySelectorAll('body *')].filter((e) => {
    const position = getComputedStyle(e).position;
    return (position === 'fixed' || position === 'sticky') && visible(e) && !e.closest('main');
  });
  const spans = (box: DOMRect) => box.width >= width - 1;
  let top = 0;
  let bottom = height;
  const floating: Element[] = [];
  for (const e of pinned) {
    const box = e.getBoundingClientRect();
    if (spans(box) && box.top <= 1) top = Math.max(top, box.bottom);
    else if (spans(box) && box.bottom >= height - 1) bottom = Math.min(bottom, box.top);
    else if (getComputedStyle(e).position === 'fixed') floating.push(e);
  }
  const name = (e: Element) =>
    `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}"`;
  const main = document.querySelector('main')!;
  const targets: [Element, DOMRect[]][] = [];
  for (const control of main.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
  )) {
    if (visible(control)) targets.push([control, [control.getBoundingClientRect()]]);
  }
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !visible(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    targets.push([parent, [...range.getClientRects()].filter((r) => r.width > 4 && r.height > 4)]);
  }
  const covered: string[] = [];
  for (const [target, boxes] of targets) {
    for (const box of boxes) {
      const probes = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      for (const [x, y] of probes) {
        if (y < top || y > bottom || x < 0 || x > width) continue;
        const hit = document.elementFromPoint(x, y);
        const cover =
          pinned.find((p) => hit && p.contains(hit) && !p.contains(target)) ??
          floating.find((f) => {
            const r = f.getBoundingClientRect();
            return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
          });
        if (cover) covered.push(`${name(target)} under ${name(cover)}`);
      }
    }
  }
  const end = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
  return { covered, step: Math.max(100, (bottom - top) / 2), end };
}

/** The page from its top to its end, one half-screen at a time: what was covered, where. */
async function coveredFromTopToEnd(page: Page, javaScript: boolean) {
  const found = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let screens = 0; screens < 60; screens++) {
    // Two frames: what a scroll changes (the buy bar shows once its button is out of view) has run.
    // Without JavaScript nothing answers a scroll (and the page runs no frame callbacks).
    if (javaScript) {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    const { covered, step, end } = await page.evaluate(scan);
    for (const line of covered) found.add(`${line} at ${await page.evaluate(() => Math.round(scrollY))}`);
    if (end) break;
    await page.evaluate((by) => window.scrollBy(0, by), step);
  }
  return [...found];
}

async function expectClearAndAxe(page: Page, javaScript: boolean) {
  // The bar's and the buy bar's slides have nothing to add to where things end.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await coveredFromTopToEnd(page, javaScript)).toEqual([]);
  // axe runs as a script in the page: with JavaScript only (the markup it reads is the same).
  if (!javaScript) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('at 375 px nothing fixed covers the content', () => {
  test.use({ viewport: PHONE });
  // A whole page, half a screen at a time, then axe: about 20 s on two quiet cores.
  test.setTimeout(60_000);

  test('the cart with its lines', async ({ page, baseURL, javaScript }) => {
    await cartWithTwoLines(page, baseURL!);
    await gotoHydrated(page, '/cart');
    await expect(page.getByRole('main').getByRole('button', { name: 'Einlösen' }).first()).toBeVisible();
    await expectClearAndAxe(page, javaScript);
  });

  test('a collection', async ({ page, javaScript }) => {
    await gotoHydrated(page, '/collections/skate-blades');
    await expectClearAndAxe(page, javaScript);
  });

  test('a product page', async ({ page, javaScript }) => {
    await gotoHydrated(page, '/shop/sharkblades');
    await expectClearAndAxe(page, javaScript);
  });

  test('About', async ({ page, javaScript }) => {
    await gotoHydrated(page, '/about');
    await expectClearAndAxe(page, javaScript);
  });
});

test.describe('a first visit on a 375×812 phone', () => {
  test.use({ viewport: PHONE, consent: '' });

  test('the consent bar takes at most a quarter of the screen, in every language', async ({ page }) => {
    for (const path of ['/', '/fr', '/en']) {
      await page.goto(path);
      const bar = page.locator('#cookie-consent');
      await expect(bar).toBeVisible();
      const { height } = (await bar.boundingBox())!;
      expect(height, path).toBeLessThanOrEqual(812 / 4);
      // Its choices are all on the first screen, Manage's details behind it.
      for (const button of await bar.locator('button:visible, summary').all()) await expect(button).toBeInViewport();
    }
  });
});
