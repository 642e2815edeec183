// The shop's own pages in German, French and English (issue 31): home, the listings, the stories,
// the content and legal pages and the contact page answer at their spec path, under /fr and under
// /en, each in its language (<html lang>, the interface's words, links that stay in the language,
// dates in its locale, JSON-LD in its language); a listing's refusals and forms without JavaScript
// stay in the page's language. Content from Shopify in the page's language: once the Storefront
// mock serves translations (tests/mocks/storefront/seed/translations), its words too.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { client } from '../support/shopper';
import { request } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;
const MOCK_TRANSLATES = existsSync(new URL('../mocks/storefront/seed/translations', import.meta.url));

const LANGUAGES = [
  { prefix: '', lang: 'de-CH' },
  { prefix: '/fr', lang: 'fr-CH' },
  { prefix: '/en', lang: 'en-CH' },
] as const;
type Words = readonly [de: string, fr: string, en: string];

const at = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const breadcrumbs = (html: string) =>
  (jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement ?? []) as {
    name: string;
    item: string;
  }[];

async function page(path: string, init: RequestInit = {}) {
  const response = await request(path.startsWith('http') ? path : `${MAIN}${path}`, init);
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, '') };
}

// Each page, and an interface word of this area that it shows in each language.
const PAGES: [path: string, words: Words][] = [
  ['/', ['Unsere Produkte', 'Nos produits', 'Our products']],
  ['/shop', ['Filtern und sortieren', 'Filtrer et trier', 'Filter and sort']],
  ['/collections/skate-blades', ['Filtern und sortieren', 'Filtrer et trier', 'Filter and sort']],
  ['/stories', ['<h1>Geschichten</h1>', '<h1>Histoires</h1>', '<h1>Stories</h1>']],
  ['/stories/blog', ['Neueste Beiträge', 'Derniers articles', 'Latest articles']],
  ['/stories/success-stories', ['Neueste Beiträge', 'Derniers articles', 'Latest articles']],
  [
    '/stories/testimonials',
    ['Was Eisläuferinnen und Eisläufer sagen', 'Ce qu’en disent les patineurs', 'What skaters say'],
  ],
  ['/stories/blog/how-to-change-your-blades', ['4. November 2025', '4 novembre 2025', '4 November 2025']],
  ['/about/contact', ['aria-label="Standorte"', 'aria-label="Bureaux"', 'aria-label="Offices"']],
];
// Shopify's content alone: their breadcrumbs (JSON-LD) name the home page in the page's language.
const CONTENT_PAGES = [
  '/about',
  '/about/team',
  '/legal/ethics',
  '/faq',
  '/sustainability',
  '/summer-oceanice-cup',
  '/devcenter',
  '/zeitplan',
];
const POLICIES = ['/legal/terms', '/legal/privacy-policy', '/legal/refund-policy'];
const HOME_NAME: Words = ['Startseite', 'Accueil', 'Home'];

describe('each page in each language', () => {
  it.each(PAGES)('%s: its words in German, French and English', async (path, words) => {
    for (const [index, { prefix, lang }] of LANGUAGES.entries()) {
      const url = at(prefix, path);
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(htmlLang(html), url).toBe(lang);
      expect(canonical(html), url).toBe(`${MAIN}${url}`);
      expect(html, url).toContain(words[index]);
    }
  });

  it.each(CONTENT_PAGES)('%s answers in every language, its breadcrumbs in it', async (path) => {
    for (const [index, { prefix, lang }] of LANGUAGES.entries()) {
      const url = at(prefix, path);
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(htmlLang(html), url).toBe(lang);
      const trail = breadcrumbs(html);
      expect(trail[0], url).toEqual({
        '@type': 'ListItem',
        position: 1,
        name: HOME_NAME[index],
        item: `${MAIN}${prefix || '/'}`,
      });
      expect(trail.at(-1)?.item, url).toBe(`${MAIN}${url}`);
    }
  });

  it.each(POLICIES)('%s answers in every language', async (path) => {
    for (const { prefix, lang } of LANGUAGES) {
      const url = at(prefix, path);
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(htmlLang(html), url).toBe(lang);
      expect(canonical(html), url).toBe(`${MAIN}${url}`);
    }
  });

  it('the team page sits under About in its language', async () => {
    expect(breadcrumbs((await page('/about/team')).html).map((c) => [c.name, c.item])).toEqual([
      ['Startseite', `${MAIN}/`],
      ['Über uns', `${MAIN}/about`],
      [expect.any(String), `${MAIN}/about/team`],
    ]);
    expect(breadcrumbs((await page('/fr/about/team')).html).slice(0, 2)).toMatchObject([
      { name: 'Accueil', item: `${MAIN}/fr` },
      { name: 'À propos', item: `${MAIN}/fr/about` },
    ]);
  });

  it('the US site is English at the spec paths, its dates American', async () => {
    const { status, html } = await page(`${US}/stories/blog/how-to-change-your-blades`);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe('en-US');
    expect(html).toContain('November 4, 2025');
    expect(breadcrumbs(html)[1]).toMatchObject({ name: 'Stories', item: `${US}/stories` });
  });
});

describe("links stay in the page's language", () => {
  it('home: the shop, the products and the story', async () => {
    const { html } = await page('/fr');
    expect(html).toMatch(/<a[^>]+href="\/fr\/shop"[^>]*>Voir tous les produits</);
    expect(html).toMatch(/<a[^>]+href="\/fr\/shop"[^>]*>Découvrir les lames</);
    // The story rail: the latest success story, and the way to all stories.
    expect(html).toMatch(/<h3><a [^>]*href="\/fr\/stories\/success-stories\/[a-z0-9-]+"/);
    expect(html).toMatch(/<a[^>]+href="\/fr\/stories"[^>]*>Toutes les histoires</);
    const section = html.slice(html.indexOf('aria-labelledby="catalogue"'));
    expect(section).toMatch(/href="\/fr\/shop\/[a-z0-9-]+"/);
    expect(section).not.toMatch(/href="\/shop\//);
  });

  // The page links in each language: listings.test.ts (a catalogue of more than one page).
  it('a listing: cards, collections and the filter form', async () => {
    const { html } = await page('/fr/shop');
    const products = html.slice(html.indexOf('aria-labelledby="listing-products"'));
    expect(products).toMatch(/href="\/fr\/shop\/[a-z0-9-]+"/);
    expect(products).toMatch(/<p>Dès CHF[\s\u00a0]\d/);
    expect(html).toMatch(
      /<form[^>]*aria-label="Filtrer et trier"[^>]* action="\/fr\/shop#listing-products" method="get"/,
    );
    expect(html).toMatch(/href="\/fr\/collections\/skate-blades"/);
    expect(html).toContain('<option value="price-ascending">Prix croissant</option>');
  });

  it('chips of the chosen filters and clearing them (German)', async () => {
    const { html } = await page('/collections/skate-blades?filter.v.availability=1&filter.v.price.lte=500');
    expect(html).toContain('Filtern und sortieren (2)');
    expect(html).toMatch(/aria-label="Filter Preis bis CHF[\s\u00a0]500\.00 entfernen"/);
    expect(html).toMatch(/href="\/collections\/skate-blades"[^>]*>Alle entfernen</);
  });

  it('stories, blogs and articles', async () => {
    const stories = (await page('/en/stories')).html;
    expect(stories).toMatch(/<h2 id="blog-blog"><a href="\/en\/stories\/blog"/);
    expect(stories).toMatch(/href="\/en\/stories\/blog\/how-to-change-your-blades"/);
    const article = (await page('/fr/stories/blog/how-to-change-your-blades')).html;
    expect(article).toMatch(/<a href="\/fr\/stories\/blog"[^>]*>Journal</);
    const ld = jsonLd(article).find((d) => d['@type'] === 'Article')!;
    expect(ld).toMatchObject({
      inLanguage: 'fr-CH',
      mainEntityOfPage: `${MAIN}/fr/stories/blog/how-to-change-your-blades`,
    });
    expect(breadcrumbs(article).map((c) => c.item)).toEqual([
      `${MAIN}/fr`,
      `${MAIN}/fr/stories`,
      `${MAIN}/fr/stories/blog`,
      `${MAIN}/fr/stories/blog/how-to-change-your-blades`,
    ]);
    expect(breadcrumbs(article)[1]!.name).toBe('Histoires');
  });

  it("Shopify's links in a page's text point at the page's language", async () => {
    const { html } = await page('/fr/faq');
    const body = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(body).toContain('href="/fr/stories/blog/blade-sizing-guide"');
    expect(body).toContain('href="/fr/legal/refund-policy"');
    expect(body).not.toContain('href="/legal/refund-policy"');
    expect(jsonLd(html).find((d) => d['@type'] === 'FAQPage')).toMatchObject({ inLanguage: 'fr-CH' });
    expect((await page('/faq')).html).toContain('href="/legal/refund-policy"');
  });

  it('the contact page: the offices, the address and the map consent form, without JavaScript', async () => {
    const { html } = await page('/fr/about/contact?office=mena-asia');
    expect(html).toMatch(/<a[^>]+href="\/fr\/about\/contact\?office=inc"[^>]*>États-Unis sur la carte</);
    expect(html).toContain('aria-label="Mena/Asie"');
    expect(html).toContain('Dubai Design District, Dubaï, Émirats arabes unis');
    expect(html).toMatch(/<form[^>]* action="\/fr\/consent" method="post"/);
    expect(html).toContain('name="redirectTo" value="/fr/about/contact?office=mena-asia"');
    expect(html).toContain('Autoriser les cookies de la carte et l’afficher');
    const german = (await page('/about/contact')).html;
    expect(german).toContain('Neue Jonastrasse 60, 8640 Rapperswil-Jona, Schweiz');
    expect(german).toMatch(/<form[^>]* action="\/consent" method="post"/);
  });
});

describe("the contact map's consent form without JavaScript", () => {
  it('answers 303 back to the French page, which then shows the map in French', async () => {
    const shopper = client();
    const response = await shopper.post('/fr/consent', {
      choice: 'add',
      cookie: 'map',
      redirectTo: '/fr/about/contact?office=inc',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/fr/about/contact?office=inc');
    const html = (await (await shopper.send('/fr/about/contact?office=inc')).text()).replace(/<!-- -->/g, '');
    expect(htmlLang(html)).toBe('fr-CH');
    expect(html).toContain('title="Carte\u00a0: Sharkblades Inc."');
    expect(html).toContain('>Ouvrir la carte</a>');
  });
});

describe("a listing's refusals in the page's language", () => {
  it.each([
    ['', 'Unbekannte Sortierung «cheapest».', 'Zur ersten Seite'],
    ['/fr', 'Tri inconnu «\u00a0cheapest\u00a0».', 'Aller à la première page'],
    ['/en', 'Unknown sort order “cheapest”.', 'Go to the first page'],
  ])('%s/shop?sort_by=cheapest: 400, said in the language', async (prefix, message, back) => {
    const { status, html } = await page(`${prefix}/shop?sort_by=cheapest`);
    expect(status).toBe(400);
    expect(html).toContain(message);
    expect(html).toMatch(new RegExp(`href="${prefix}/shop"[^>]*>${back}<`));
  });

  it('an unknown cursor and a filter the list does not offer, in French', async () => {
    const cursor = await page('/fr/collections/skate-blades?cursor=ZZ');
    expect(cursor.status).toBe(400);
    expect(cursor.html).toContain('Ce lien de page n’est pas valide ou a expiré.');
    expect(cursor.html).toMatch(/href="\/fr\/collections\/skate-blades"[^>]*>Aller à la première page</);
    const filter = await page('/fr/shop?filter.v.option.flavour=mint');
    expect(filter.status).toBe(400);
    expect(filter.html).toContain('Ces produits ne peuvent pas être filtrés par «\u00a0flavour\u00a0».');
  });
});

describe.runIf(MOCK_TRANSLATES)("Shopify's content in the page's language", () => {
  it.each([
    ['/faq', ['Häufige Fragen', 'Questions fréquentes', 'Frequently asked questions']],
    ['/about', ['Über uns', 'À propos', 'About us']],
    ['/legal/terms', ['Allgemeine Geschäftsbedingungen', 'Conditions générales de vente', 'Terms of Service']],
    ['/stories/success-stories', ['Erfolgsgeschichten', 'Réussites', 'Success stories']],
    [
      '/stories/blog/how-to-change-your-blades',
      ['So wechselst du deine Sharkblades', 'Changer vos Sharkblades', 'How to change'],
    ],
    ['/collections/skate-blades', ['Kufen', 'Lames de patin', 'Skate blades']],
  ] as const)('%s', async (path, words) => {
    for (const [index, { prefix }] of LANGUAGES.entries()) {
      const { html } = await page(at(prefix, path));
      expect(/<h1[^>]*>([^<]*)</.exec(html)?.[1], at(prefix, path)).toContain(words[index]);
    }
  });

  it("the German FAQ's links stay German; the organisation's description is the shop's in the language", async () => {
    const faq = (await page('/faq')).html;
    expect(faq).toContain('href="/stories/blog/blade-sizing-guide"');
    const [english, german] = await Promise.all(
      ['/en', '/'].map(async (path) => jsonLd((await page(path)).html).find((d) => d['@type'] === 'Organization')),
    );
    expect(german?.description).toBeTruthy();
    expect(german?.description).not.toBe(english?.description);
  });
});
