// The Swiss site in German, French and English; the US site in English (issue 31,
// docs/decisions/routes-and-languages.md): each language's URLs, <html lang>, canonical and hreflang, the switch, the
// remembered choice for `/`, the suggestion, and one page-cache entry per language and offer.
import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { client } from '../support/shopper';
import { request } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const links = (html: string) => [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*>/g)].map((m) => m[0]);

// Every page route of the spec (look.spec's list), in each language: its status, <html lang>, its
// own canonical, the five alternates and a word of the interface in that language.
const SPEC_PAGES = [
  '/',
  '/shop',
  '/shop/sharkblades',
  '/collections/synthetic-ice',
  '/stories',
  '/stories/blog',
  '/stories/success-stories',
  '/stories/testimonials',
  '/stories/blog/why-ocean-plastic',
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
  '/cart',
  '/help',
  '/search?q=ice',
  '/checkout/success',
];
const IN_LANGUAGE = [
  ['', 'de-CH', 'Zum Inhalt springen'],
  ['/fr', 'fr-CH', 'Aller au contenu'],
  ['/en', 'en-CH', 'Skip to content'],
] as const;

describe('every spec page in every language', () => {
  it.each(IN_LANGUAGE)(
    '%s: status, lang, canonical, alternates and its words',
    async (prefix, locale, skip) => {
      const failed: string[] = [];
      for (const page of SPEC_PAGES) {
        const path = prefix && page === '/' ? prefix : prefix + page;
        const response = await request(`${MAIN}${path}`);
        const html = await response.text();
        const own = path.split('?')[0]!;
        const spec = page.split('?')[0]!;
        const expected = [
          `<link rel="canonical" href="${MAIN}${own}"/>`,
          `<link rel="alternate" hrefLang="de-CH" href="${MAIN}${spec}"/>`,
          `<link rel="alternate" hrefLang="fr-CH" href="${MAIN}${spec === '/' ? '/fr' : `/fr${spec}`}"/>`,
          `<link rel="alternate" hrefLang="en-CH" href="${MAIN}${spec === '/' ? '/en' : `/en${spec}`}"/>`,
          `<link rel="alternate" hrefLang="en-US" href="${US}${spec}"/>`,
          `<link rel="alternate" hrefLang="x-default" href="${MAIN}${spec}"/>`,
        ];
        if (response.status !== 200) failed.push(`${path}: ${response.status}`);
        if (htmlLang(html) !== locale) failed.push(`${path}: lang ${htmlLang(html)}`);
        if (JSON.stringify(links(html)) !== JSON.stringify(expected)) failed.push(`${path}: ${links(html).join(' ')}`);
        if (!html.includes(skip)) failed.push(`${path}: no "${skip}"`);
      }
      expect(failed).toEqual([]);
    },
    60_000,
  );
});

describe('a page in each language', () => {
  it.each([
    ['/shop/black-ghost', 'de-CH'],
    ['/fr/shop/black-ghost', 'fr-CH'],
    ['/en/shop/black-ghost', 'en-CH'],
  ])('%s is a page in %s with its own canonical and every alternate', async (path, locale) => {
    const response = await request(`${MAIN}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe(locale);
    expect(links(html)).toEqual([
      `<link rel="canonical" href="${MAIN}${path}"/>`,
      `<link rel="alternate" hrefLang="de-CH" href="${MAIN}/shop/black-ghost"/>`,
      `<link rel="alternate" hrefLang="fr-CH" href="${MAIN}/fr/shop/black-ghost"/>`,
      `<link rel="alternate" hrefLang="en-CH" href="${MAIN}/en/shop/black-ghost"/>`,
      `<link rel="alternate" hrefLang="en-US" href="${US}/shop/black-ghost"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${MAIN}/shop/black-ghost"/>`,
    ]);
  });

  it('content comes from Shopify in the page’s language (same handle)', async () => {
    const title = async (path: string) => /<h1[^>]*>([^<]+)</.exec(await (await request(`${MAIN}${path}`)).text())?.[1];
    const [de, fr, en] = await Promise.all([
      title('/collections/skate-blades'),
      title('/fr/collections/skate-blades'),
      title('/en/collections/skate-blades'),
    ]);
    expect(en).toBeTruthy();
    expect(new Set([de, fr, en]).size).toBe(3);
  });

  it('the home pages are /, /fr and /en', async () => {
    for (const [path, locale] of [
      ['/', 'de-CH'],
      ['/fr', 'fr-CH'],
      ['/en', 'en-CH'],
    ]) {
      const response = await request(`${MAIN}${path}`);
      expect(response.status, path).toBe(200);
      expect(htmlLang(await response.text())).toBe(locale);
    }
  });

  it('the US site is English at the spec paths and sends prefixed paths to the main site', async () => {
    const html = await (await request(`${US}/shop/black-ghost`)).text();
    expect(htmlLang(html)).toBe('en-US');
    const prefixed = await request(`${US}/fr/shop/black-ghost?x=1`, { redirect: 'manual' });
    expect(prefixed.status).toBe(301);
    expect(prefixed.headers.get('Location')).toBe(`${MAIN}/fr/shop/black-ghost?x=1`);
  });

  it('an unknown prefix or an endpoint under a prefix is not found', async () => {
    expect((await request(`${MAIN}/it/shop`)).status).toBe(404);
    expect((await request(`${MAIN}/fr/api/geoip`)).status).toBe(404);
    expect((await request(`${MAIN}/fr/sitemap.xml`)).status).toBe(404);
  });

  it('a form sent to a page under an unknown prefix is not found and changes nothing', async () => {
    const shopper = client();
    const form = { intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/40000000000001', quantity: '1' };
    for (const path of ['/it/cart', '/it/cart.data', '/xx/country', '/account']) {
      const response = await shopper.post(path, { ...form, redirectTo: '/cart' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Set-Cookie'), path).toBeNull();
    }
    // The same form under a real prefix adds.
    expect((await shopper.post('/fr/cart', { ...form, redirectTo: '/fr/cart' })).status).toBe(303);
  });

  it('legacy paths keep their language', async () => {
    const response = await request(`${MAIN}/fr/products/black-ghost`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/fr/shop/black-ghost');
  });
});

describe('choosing a language', () => {
  const choose = (language: string, path: string, cookie = '') =>
    request(`${MAIN}/language`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: MAIN, Cookie: cookie },
      body: new URLSearchParams({ language, path }).toString(),
    });

  it('the switch answers 303 to the same page in that language and remembers it', async () => {
    const response = await choose('fr', '/en/shop/black-ghost?Size=263+mm');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/fr/shop/black-ghost?Size=263+mm');
    expect(response.headers.get('Set-Cookie')).toMatch(/^language=fr;/);
    const german = await choose('de', '/fr');
    expect(german.headers.get('Location')).toBe('/');
  });

  it('the switch in the page (no path field) shows the page it was sent from', async () => {
    const response = await request(`${MAIN}/language`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: MAIN,
        Referer: `${MAIN}/fr/collections/skate-blades?sort_by=price-ascending`,
      },
      body: 'language=en',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en/collections/skate-blades?sort_by=price-ascending');
    const page = await (await request(`${MAIN}/fr/shop/black-ghost`)).text();
    expect(page).toMatch(
      /<form [^>]*action="\/language" method="post"><button[^>]*value="de" lang="de" name="language">Deutsch/,
    );
    expect(page).toMatch(/value="fr" lang="fr" aria-current="true" name="language">Français/);
  });

  it('a product’s chosen variant is kept by the switch and by every hreflang alternate (issue 47)', async () => {
    // The value the option links mark as chosen (the buy box's, not the header's current page).
    const chosen = (html: string) => {
      const start = html.indexOf('id="options"');
      const options = html.slice(start, html.indexOf('</fieldset>', start));
      return /<a [^>]*aria-current="true"[^>]*>([^<]+)<\/a>/.exec(options)?.[1];
    };
    // German names the option Grösse, French Taille, English Size: 263 mm is not the first variant.
    const german = await (await request(`${MAIN}/shop/sharkblades?Gr%C3%B6sse=263+mm`)).text();
    expect(chosen(german)).toBe('263 mm');
    const alternates = links(german).filter((link) => /hreflang/i.test(link));
    expect(alternates).toHaveLength(5);
    for (const link of alternates) {
      const href = /href="([^"]+)"/.exec(link)![1]!.replaceAll('&amp;', '&');
      expect(chosen(await (await request(href)).text()), href).toBe('263 mm');
    }
    // The switch (no JavaScript: a form post): the same variant on the French page.
    const path = /<form [^>]*action="\/language"[^>]*>(?:<[^>]+>)*?<input type="hidden" name="path" value="([^"]+)"/
      .exec(german)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(path).toBeDefined();
    const switched = await choose('fr', path!);
    const location = switched.headers.get('Location')!;
    expect(location).toMatch(/^\/fr\/shop\/sharkblades\?/);
    expect(chosen(await (await request(`${MAIN}${location}`)).text())).toBe('263 mm');
  });

  it('a bad choice is a 400 and no path leaves the site', async () => {
    expect((await choose('it', '/shop')).status).toBe(400);
    const away = await choose('fr', '//evil.example/x');
    expect(away.headers.get('Location')).toBe('/fr');
  });

  it('the choice is remembered for / only', async () => {
    const home = await request(`${MAIN}/?utm_source=x`, { redirect: 'manual', headers: { Cookie: 'language=fr' } });
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/fr?utm_source=x');
    const shared = await request(`${MAIN}/shop/black-ghost`, { headers: { Cookie: 'language=fr' } });
    expect(shared.status).toBe(200);
    expect(htmlLang(await shared.text())).toBe('de-CH');
    const german = await request(`${MAIN}/`, { redirect: 'manual', headers: { Cookie: 'language=de' } });
    expect(german.status).toBe(200);
  });

  it('a first visit that prefers French is offered the French page, never redirected', async () => {
    const headers = { 'Accept-Language': 'fr-CH,fr;q=0.9,en;q=0.5' };
    const response = await request(`${MAIN}/shop/black-ghost`, { headers, redirect: 'manual' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Cette page existe aussi en français.');
    expect(htmlLang(html)).toBe('de-CH');
    // Once chosen, no offer; a German browser on the German page gets none either.
    const chosen = await request(`${MAIN}/shop/black-ghost`, { headers: { ...headers, Cookie: 'language=de' } });
    expect(await chosen.text()).not.toContain('Cette page existe aussi');
    const german = await request(`${MAIN}/shop/black-ghost`, { headers: { 'Accept-Language': 'de-CH' } });
    expect(await german.text()).not.toContain('also available');
  });
});
