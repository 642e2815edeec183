// No route scrolls sideways at 375, 768 or 1280 px (issue 10).
import { expect, test } from './fixtures';

const ROUTES = [
  '/',
  '/shop',
  '/shop/sharkblades',
  '/shop/oceanice-pro',
  '/collections/skate-blades',
  '/stories',
  '/stories/blog',
  '/stories/blog/why-ocean-plastic',
  '/stories/success-stories',
  '/stories/success-stories/rapperswil-jona-lido',
  '/stories/testimonials',
  '/about',
  '/about/team',
  '/about/contact?office=inc',
  '/legal/terms',
  '/legal/ethics',
  '/legal/privacy-policy',
  '/legal/refund-policy',
  '/faq',
  '/sustainability',
  '/summer-oceanice-cup',
  '/devcenter',
  '/zeitplan',
  '/cart',
  '/help',
  '/no-such-page',
];

/**
 * Known until the look branch (issue 10's design half) lands: the rich text's code block on
 * /devcenter and the schedule table on /zeitplan are wider than a phone. Content styles are that
 * branch's; remove these once it has merged.
 */
const KNOWN_CONTENT_OVERFLOW: Record<number, string[]> = { 375: ['/devcenter', '/zeitplan'] };

for (const width of [375, 768, 1280]) {
  test(`no route scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${route} (${scrollWidth} px)`);
    }
    const known = KNOWN_CONTENT_OVERFLOW[width] ?? [];
    for (const route of wide.filter((w) => known.some((k) => w.startsWith(`${k} `)))) {
      test.info().annotations.push({ type: 'known overflow (content styles)', description: route });
    }
    expect(wide.filter((w) => !known.some((k) => w.startsWith(`${k} `)))).toEqual([]);
  });
}
