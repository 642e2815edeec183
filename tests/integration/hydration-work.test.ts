// What the browser runs to hydrate a listing (docs/decisions/rendering-and-hydration.md): card prices and story dates
// come formatted from the loader, so no module such a page loads calls `Intl` (the browser's first
// formatter initialises ICU, a long task during hydration).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

// The modules the page preloads for hydration (React Router's <Scripts />).
async function pageModules(path: string): Promise<string[]> {
  const html = await (await request(path)).text();
  return [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

describe('listing pages hydrate without formatting money', () => {
  it.each(['/', '/shop', '/collections/skate-blades'])('%s', async (path) => {
    const modules = await pageModules(path);
    expect(modules.some((m) => m.includes('/framework-'))).toBe(true);
    for (const module of modules) {
      expect(readFileSync(`dist/client${module}`, 'utf8'), module).not.toContain('NumberFormat');
    }
    // The prices are on the page all the same, in the loader's data and in the cards.
    const html = await (await request(path)).text();
    expect(html).toMatch(/<p>Ab CHF[\s\u00a0]\d+\.\d\d<\/p>/);
    expect(html).toMatch(/\\"CHF[\s\u00a0]\d+\.\d\d\\"/);
  });
});

// Nor a product page's rating ("4,7", "3 Bewertungen"): it was formatted while hydrating once, and
// the browser's first `Intl.NumberFormat` was a 145 ms task on a 4× slower CPU.
describe('a product page hydrates without formatting its rating', () => {
  it.each([
    ['/shop/sharkblades', /<strong>\d,\d<\/strong>.*\d+ Bewertung/],
    ['/en/shop/sharkblades', /<strong>\d\.\d<\/strong>.*\d+ review/],
  ])('%s', async (path, rating) => {
    const modules = await pageModules(path);
    expect(modules.some((m) => m.includes('/review-section-'))).toBe(true);
    for (const module of modules) {
      expect(readFileSync(`dist/client${module}`, 'utf8'), module).not.toMatch(/NumberFormat|PluralRules/);
    }
    expect(await (await request(path)).text()).toMatch(rating);
  });
});

describe('stories hydrate without formatting dates', () => {
  it.each(['/stories', '/stories/blog', '/stories/blog/why-ocean-plastic'])('%s', async (path) => {
    const modules = await pageModules(path);
    expect(modules.some((m) => m.includes('/framework-'))).toBe(true);
    for (const module of modules) {
      const code = readFileSync(`dist/client${module}`, 'utf8');
      expect(code, module).not.toMatch(/toLocale(Date)?String|DateTimeFormat|NumberFormat/);
    }
    const html = await (await request(path)).text();
    // The same date format on the lists and on a story's own page, the page's (German: "4. November 2025").
    expect(html).toMatch(/<time dateTime="[^"]+">\d{1,2}\. \p{Lu}\p{Ll}+ \d{4}<\/time>/u);
  });
});

// Shopify's rich text is read on the server (~/lib/content/rich-text, htmlparser2): its parser must
// not reach the browser's first load (it did once, through the product's spec table: +22 KB gzip).
describe('no page loads the rich-text parser for hydration', () => {
  it.each(['/', '/shop/sharkblades', '/faq', '/about/contact', '/stories/blog/why-ocean-plastic'])(
    '%s',
    async (path) => {
      const modules = await pageModules(path);
      expect(modules.some((m) => m.includes('/framework-'))).toBe(true);
      for (const module of modules) {
        expect(readFileSync(`dist/client${module}`, 'utf8'), module).not.toContain('onopentagname');
      }
    },
  );
});
