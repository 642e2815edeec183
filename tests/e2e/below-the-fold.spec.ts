// Issue 33's LCP budget (docs/decisions/look-and-layout.md): on a phone-class CPU the product page's first picture had
// loaded long before it was painted, behind the first layout of the whole page and a second one
// when the brand typeface swapped in. The footer (a third of the page's layout objects) is laid out
// as it nears the viewport: not rendered on arrival, rendered once scrolled to, at its own height,
// and nothing moves on the way (CLS 0).
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/** Whether the browser has rendered the footer's content (false while content-visibility skips it). */
const footerRendered = (page: Page) =>
  page
    .locator('body > footer > div')
    .first()
    .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

const shifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });
    test.skip(
      ({ javaScriptEnabled }) => javaScriptEnabled === false,
      "the same CSS either way; measured with the browser's JavaScript",
    );

    for (const path of ['/shop/sharkblades', '/']) {
      test(`${path}: the footer waits to be laid out until it nears the screen, and moves nothing`, async ({
        page,
      }) => {
        await gotoHydrated(page, path);
        expect(await footerRendered(page)).toBe(false);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect.poll(() => footerRendered(page)).toBe(true);
        await page.keyboard.press('End');
        await expect
          .poll(() => page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1))
          .toBe(true);
        expect(await shifts(page)).toBe(0);
      });
    }
  });
}
