// What search engines and link previews see of each language (issue 31, item 6): the shop's
// description in the page's language where a page has none of its own, og:locale and its
// alternates, every language's URL in the sitemaps with the five hreflang alternates, and
// robots.txt keeping the private pages of every language out.
import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;

const metaTags = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`, 'g'))].map((m) => m[1]!);

describe('social tags in the page language', () => {
  it.each([
    [`${MAIN}/shop`, 'Wechselbare Schlittschuhkufen', 'de_CH', ['fr_CH', 'en_CH', 'en_US']],
    [`${MAIN}/fr/shop`, 'Lames de patin interchangeables', 'fr_CH', ['de_CH', 'en_CH', 'en_US']],
    [`${MAIN}/en/shop`, 'Exchangeable skate blades', 'en_CH', ['de_CH', 'fr_CH', 'en_US']],
    [`${US}/shop`, 'Exchangeable skate blades', 'en_US', ['de_CH', 'fr_CH', 'en_CH']],
  ])('%s: the description, og:locale and its alternates', async (url, description, locale, alternates) => {
    const html = await (await request(url)).text();
    expect(metaTags(html, 'description')[0]).toMatch(new RegExp(`^${description}`));
    expect(metaTags(html, 'og:description')).toEqual(metaTags(html, 'description'));
    expect(metaTags(html, 'og:locale')).toEqual([locale]);
    expect(metaTags(html, 'og:locale:alternate')).toEqual(alternates);
  });
});

describe('social tags of a product page in each language (issue 47, item 18)', () => {
  it.each([
    [`${MAIN}/shop/black-ghost`, 'de_CH', ['fr_CH', 'en_CH', 'en_US'], /Black.Ghost/],
    [`${MAIN}/fr/shop/black-ghost`, 'fr_CH', ['de_CH', 'en_CH', 'en_US'], /Black.Ghost/],
    [`${MAIN}/en/shop/black-ghost`, 'en_CH', ['de_CH', 'fr_CH', 'en_US'], /Black.Ghost/],
    [`${US}/shop/black-ghost`, 'en_US', ['de_CH', 'fr_CH', 'en_CH'], /Black.Ghost/],
  ])('%s: og:locale, its alternates and the image described', async (url, locale, alternates, alt) => {
    const html = await (await request(url)).text();
    expect(metaTags(html, 'og:locale')).toEqual([locale]);
    expect(metaTags(html, 'og:locale:alternate')).toEqual(alternates);
    expect(metaTags(html, 'og:image:alt')[0]).toMatch(alt);
  });

  it.each([
    [`${MAIN}/`, 'Sharkblades-Logo'],
    [`${MAIN}/fr`, 'logo Sharkblades'],
    [`${US}/`, 'Sharkblades logo'],
  ])('%s: the site card is described in the page’s language', async (url, words) => {
    expect(metaTags(await (await request(url)).text(), 'og:image:alt')[0]).toContain(words);
  });
});

describe('sitemaps in every language', () => {
  const xhtmlLinks = (block: string) =>
    [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
  const urlBlocks = (xml: string) =>
    new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => [m[1]!, xhtmlLinks(m[2]!)] as const),
    );

  it('the main site lists each page in German, French and English, each naming all five', async () => {
    const urls = urlBlocks(await (await request(`${MAIN}/sitemap/pages/1.xml`)).text());
    const faq = [
      `de-CH ${MAIN}/faq`,
      `fr-CH ${MAIN}/fr/faq`,
      `en-CH ${MAIN}/en/faq`,
      `en-US ${US}/faq`,
      `x-default ${MAIN}/faq`,
    ];
    for (const loc of [`${MAIN}/faq`, `${MAIN}/fr/faq`, `${MAIN}/en/faq`]) expect(urls.get(loc), loc).toEqual(faq);
    // The homes are /, /fr and /en.
    for (const loc of [`${MAIN}/`, `${MAIN}/fr`, `${MAIN}/en`]) {
      expect(urls.get(loc), loc).toContain(`fr-CH ${MAIN}/fr`);
    }
    expect([...urls.values()].every((links) => links.length === 5)).toBe(true);
  });

  it('the US site lists its English pages once, with the same alternates', async () => {
    const urls = urlBlocks(await (await request(`${US}/sitemap/products/1.xml`)).text());
    expect([...urls.keys()].every((loc) => loc.startsWith(`${US}/shop/`))).toBe(true);
    expect(urls.get(`${US}/shop/black-ghost`)).toEqual([
      `de-CH ${MAIN}/shop/black-ghost`,
      `fr-CH ${MAIN}/fr/shop/black-ghost`,
      `en-CH ${MAIN}/en/shop/black-ghost`,
      `en-US ${US}/shop/black-ghost`,
      `x-default ${MAIN}/shop/black-ghost`,
    ]);
  });
});

describe('robots.txt', () => {
  it('keeps the private pages of every language out on the main site', async () => {
    const text = await (await request(`${MAIN}/robots.txt`)).text();
    for (const path of ['/cart', '/fr/cart', '/en/cart', '/fr/checkout', '/en/review', '/fr/zeitplan']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${MAIN}/sitemap.xml`);
  });

  it('names no language prefixes on the US site', async () => {
    const text = await (await request(`${US}/robots.txt`)).text();
    expect(text).toContain('Disallow: /cart\n');
    expect(text).not.toContain('/fr/');
  });
});
