// The look (issue 10): every route passes axe with the WCAG 2.2 AA tags (target size included)
// and the best-practice rules (heading-order) at phone and desktop widths, and no route scrolls
// sideways, with JavaScript on and off.
import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './fixtures';

const ROUTES = [
  '/',
  '/shop',
  '/shop/sharkblades',
  '/shop/oceanice-pro',
  '/collections/synthetic-ice',
  '/stories',
  '/stories/blog',
  '/stories/success-stories',
  '/stories/testimonials',
  '/stories/blog/why-ocean-plastic',
  '/stories/success-stories/rapperswil-jona-lido',
  '/about',
  '/about/team',
  '/about/contact',
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
  '/country',
  '/checkout/success',
  '/no-such-page',
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// One pass over the routes per width and language (German at the spec's paths, French and English
// under /fr and /en): each page is loaded once and checked for sideways scrolling and, with
// JavaScript at the phone and desktop widths, with axe (it runs as a script in the page).
const PREFIXES = { de: '', fr: '/fr', en: '/en' };
for (const width of [375, 768, 1280]) {
  const axe = width !== 768;
  for (const [language, prefix] of Object.entries(PREFIXES)) {
    test(`no ${language} route scrolls sideways at ${width} px${axe ? ', and with JavaScript each passes axe' : ''}`, async ({
      page,
      javaScript,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      const wide: string[] = [];
      const found: string[] = [];
      for (const route of ROUTES) {
        const path = prefix && route === '/' ? prefix : prefix + route;
        await gotoHydrated(page, path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
        if (!axe || !javaScript) continue;
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        found.push(
          ...results.violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        );
      }
      expect.soft(wide).toEqual([]);
      expect(found).toEqual([]);
    });
  }
}

test('the buy box on a phone: quantity, a wide add-to-cart of at least 44 px, payment marks, specs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, '/en/shop/sharkblades');
  const add = page.getByRole('button', { name: 'Add to cart' });
  const box = (await add.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(200);
  await expect(page.getByLabel('Quantity')).toHaveValue('1');
  await expect(page.getByRole('list', { name: 'Payment methods' }).first()).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Material');
});

test('the footer reaches every page of the spec, in the page’s language', async ({ page }) => {
  await gotoHydrated(page, '/en');
  const footer = page.getByRole('contentinfo');
  const pages: [string, string][] = [
    ['Team', '/en/about/team'],
    ['Terms & Conditions', '/en/legal/terms'],
    ['Ethics', '/en/legal/ethics'],
    ['Sustainability', '/en/sustainability'],
    ['Summer OceanIce Cup', '/en/summer-oceanice-cup'],
    ['Devcenter', '/en/devcenter'],
  ];
  for (const [name, path] of pages) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
});

test('a cart with a line does not scroll sideways at any width, and its summary stays inside its padding', async ({
  page,
  baseURL,
}) => {
  // A no-JS add, as a form would send it; the page's cookies then carry the cart.
  const added = await page.request.post('/cart', {
    form: {
      intent: 'add',
      merchandiseId: 'gid://shopify/ProductVariant/40000000000001',
      quantity: '1',
      redirectTo: '/en/cart',
    },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/en/cart');
    await expect(page.locator('main').getByRole('link', { name: 'Sharkblades' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(
      width,
    );
    // The code fields' Apply buttons and the totals ran past the summary's right padding on a phone.
    const spill = await page.getByRole('region', { name: 'Order summary' }).evaluate((summary) => {
      const edge = summary.getBoundingClientRect().right - parseFloat(getComputedStyle(summary).paddingRight);
      return [...summary.querySelectorAll('*')]
        .filter((e) => e.getBoundingClientRect().right > edge + 0.5)
        .map((e) => `${e.tagName} ${(e.textContent ?? '').trim().slice(0, 20)}`);
    });
    expect(spill, `at ${width} px`).toEqual([]);
  }
});

test('My Orders stays on one line beside the search at tablet width, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  const pages: [string, string][] = [
    ['/', 'Bestellungen'],
    ['/fr', 'Mes commandes'],
    ['/en', 'My Orders'],
  ];
  for (const [path, name] of pages) {
    await gotoHydrated(page, path);
    const orders = page.locator('header').getByRole('link', { name });
    await expect(orders).toBeVisible();
    // One line of text in a 44 px control (it wrapped to two lines, 51 px, before).
    expect((await orders.boundingBox())!.height, path).toBeLessThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(768);
  }
});
