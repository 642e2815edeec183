// The shell in German, French and English (issue 31): the skip link, the loading bar's name, the
// header's menus (the shop's words, Shopify's titles asked for in the page's language) and the
// footer, every internal link in the page's language; the US site in English at its paths.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;

const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const hrefs = (html: string) => [...html.matchAll(/<a href="(\/[^"]*)"/g)].map((m) => m[1]!);

const LANGUAGES = [
  {
    path: '/shop',
    prefix: '',
    words: {
      skip: 'Zum Inhalt springen',
      loading: 'Wird geladen',
      header: ['Hauptnavigation', 'Bestellungen', 'Menü', 'Alle Produkte', 'Erfolgsgeschichten', 'Über uns'],
      footer: [
        'Hauptsitz',
        'Rapperswil-Jona, Schweiz',
        'Schnellzugriff',
        'Datenschutzerklärung',
        'Cookie-Einstellungen',
      ],
    },
  },
  {
    path: '/fr/shop',
    prefix: '/fr',
    words: {
      skip: 'Aller au contenu',
      loading: 'Chargement',
      header: ['Navigation principale', 'Mes commandes', 'Menu', 'Tous les produits', 'Réussites', 'À propos'],
      footer: [
        'Siège',
        'Rapperswil-Jona, Suisse',
        'Liens rapides',
        'Politique de confidentialité',
        'Paramètres des cookies',
      ],
    },
  },
  {
    path: '/en/shop',
    prefix: '/en',
    words: {
      skip: 'Skip to content',
      loading: 'Loading',
      header: ['aria-label="Main"', 'My Orders', 'Menu', 'All products', 'Success stories', 'About'],
      footer: ['Headquarters', 'Rapperswil-Jona, Switzerland', 'Quick links', 'Privacy Policy', 'Cookie settings'],
    },
  },
];

describe('the shell in each language', () => {
  it.each(LANGUAGES)('$path: its words', async ({ path, words }) => {
    const html = await (await request(`${MAIN}${path}`)).text();
    expect(html).toContain(`href="#main">${words.skip}</a>`);
    expect(html).toContain(`role="progressbar" aria-label="${words.loading}"`);
    for (const word of words.header) expect(header(html), word).toContain(word);
    for (const word of words.footer) expect(footer(html), word).toContain(word);
  });

  it.each(LANGUAGES)('$path: every link of the header and footer stays in its language', async ({ path, prefix }) => {
    const html = await (await request(`${MAIN}${path}`)).text();
    const links = [...hrefs(header(html)), ...hrefs(footer(html))];
    expect(links.length).toBeGreaterThan(30);
    if (prefix) {
      expect(links.filter((link) => link !== prefix && !link.startsWith(`${prefix}/`))).toEqual([]);
    } else {
      expect(links.filter((link) => /^\/(fr|en)(\/|$)/.test(link))).toEqual([]);
    }
    // The logo goes to the language's home; the bar's cart to its cart (the burger's sheet lists
    // no second one, issue 33).
    expect(header(html)).toContain(`<a href="${prefix || '/'}" class=`);
    expect(header(html)).toContain(`href="${prefix}/cart"`);
    expect(hrefs(header(html))).not.toContain(`${prefix}/cart`);
    expect(links).toContain(`${prefix}/shop/sharkblades`);
    expect(links).toContain(`${prefix}/about/contact?office=europe`);
  });

  it("the reCAPTCHA notice names Google's pages in the page's language", async () => {
    const html = footer(await (await request(`${MAIN}/fr`)).text());
    expect(html).toContain(
      'Ce site est protégé par reCAPTCHA\u202f; la <a href="https://policies.google.com/privacy?hl=fr">Politique de confidentialité</a> et les <a href="https://policies.google.com/terms?hl=fr">Conditions d’utilisation</a> de Google s’appliquent.',
    );
  });

  it("the Shop menu asks Shopify for its titles in the page's language", async () => {
    await request(`${MAIN}/fr/stories`);
    const menu = state.requests
      .filter((r) => r.upstream === 'storefront')
      .map((r) => r.body as { query?: string; variables?: Record<string, unknown> })
      .find((body) => body.query?.includes('query HeaderMenu'));
    expect(menu?.variables?.language).toBe('FR');
  });

  it('the US site is English at the spec paths', async () => {
    const html = await (await request(`${US}/shop`)).text();
    expect(html).toContain('href="#main">Skip to content</a>');
    expect(header(html)).toContain('My Orders');
    expect(hrefs(header(html)).every((link) => !/^\/(fr|en)(\/|$)/.test(link))).toBe(true);
  });
});

describe('lazy images (spec §2: lazy loading is off on the home page)', () => {
  const lazy = (html: string) => html.match(/<img [^>]*loading="lazy"/g)?.length ?? 0;

  it('the home page has none, in every language and on the US site, as the server sends it', async () => {
    for (const url of [`${MAIN}/`, `${MAIN}/fr`, `${MAIN}/en`, `${US}/`]) {
      const html = await (await request(url)).text();
      expect(html, url).toContain('data-payment-marks');
      expect(lazy(html), url).toBe(0);
    }
  });

  it('other pages keep the shared parts lazy (the menus’ pictures, the payment marks)', async () => {
    const html = await (await request(`${MAIN}/fr/stories`)).text();
    expect(lazy(header(html))).toBeGreaterThan(0);
    expect(lazy(footer(html))).toBeGreaterThan(0);
  });
});
