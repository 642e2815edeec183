// The mock Storefront API answers in the language of `@inContext(language:)` as Shopify does (issue
// 31): the same ids and handles, every translated field in German or French, an untranslated field
// or an unpublished language in English (the primary language), for the hand-written shop and the
// generated catalogue alike (docs/decisions/mock-upstreams.md).
import { describe, expect, it } from 'vitest';
import { STORE } from '../support/env';
import { withCatalogue } from '../support/catalogue';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from './config';
import { TRANSLATIONS } from './storefront/seed/translations';

async function graphql(query: string, variables: object = {}) {
  const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary GraphQL shapes
  const body = (await response.json()) as any;
  expect(body.errors).toBeUndefined();
  return body;
}

const PRODUCT = `query P($handle: String!, $language: LanguageCode) @inContext(language: $language) {
  product(handle: $handle) {
    id handle title productType description descriptionHtml seo { title description }
    options { name values optionValues { name } }
    variants(first: 2) { nodes { id title selectedOptions { name value } } }
    featuredImage { altText }
  }
}`;

const product = async (handle: string, language?: string) =>
  (await graphql(PRODUCT, { handle, language })).data.product;

/** Every string in a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'function'
      ? []
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

describe('translated content in the hand-written shop', () => {
  it('answers a product in German with the same id and handle, and says so in the response', async () => {
    const en = await product('sharkblades-for-goalies');
    const body = await graphql(PRODUCT, { handle: 'sharkblades-for-goalies', language: 'DE' });
    const de = body.data.product;
    expect(body.extensions.context).toEqual({ country: 'CH', language: 'DE' });
    expect(de.id).toBe(en.id);
    expect(de.handle).toBe(en.handle);
    expect(en.title).toBe('Sharkblades for Goalies');
    expect(de.title).toBe('Sharkblades für Goalies');
    expect(de.productType).toBe('Kufen');
    expect(de.description).toContain('Torhüterkufe');
    expect(de.descriptionHtml).toMatch(/^<p>Goalies leben von ihren Kanten\./);
    expect(de.seo.title).toMatch(/^Sharkblades für Goalies – /);
    expect(de.options[0]).toMatchObject({ name: 'Grösse', values: ['272 mm', '288 mm', '296 mm', '304 mm'] });
    expect(de.featuredImage.altText).toMatch(/Goaliekufen/);
    expect(de.variants.nodes.map((v: { id: string }) => v.id)).toEqual(
      en.variants.nodes.map((v: { id: string }) => v.id),
    );
  });

  it('answers in French when the query names the language literally', async () => {
    const body = await graphql(`
      query @inContext(language: FR) {
        product(handle: "sharkblades") {
          title
          options {
            name
            values
          }
          variants(first: 2) {
            nodes {
              title
              selectedOptions {
                name
                value
              }
            }
          }
        }
      }
    `);
    const fr = body.data.product;
    expect(body.extensions.context.language).toBe('FR');
    expect(fr.options).toEqual([
      { name: 'Taille', values: ['246 mm', '254 mm', '263 mm', '272 mm', '280 mm', '288 mm'] },
      { name: 'Lot', values: ['Une paire', 'Lot de deux'] },
    ]);
    expect(fr.variants.nodes[1]).toEqual({
      title: '246 mm / Lot de deux',
      selectedOptions: [
        { name: 'Taille', value: '246 mm' },
        { name: 'Lot', value: 'Lot de deux' },
      ],
    });
  });

  it('answers an unpublished language, and no language at all, in English', async () => {
    const italian = await graphql(PRODUCT, { handle: 'greenly', language: 'IT' });
    expect(italian.extensions.context.language).toBe('EN');
    expect(italian.data.product.title).toBe('Greenly Starter Ice Kit');
    expect((await product('greenly')).title).toBe('Greenly Starter Ice Kit');
    expect((await product('greenly', 'DE')).title).toBe('Greenly Einsteiger-Eisset');
    expect((await product('greenly', 'FR')).title).toBe('Kit de glace découverte Greenly');
  });

  it('falls back to English field by field where a translation is missing', async () => {
    const en = await product('black-ghost');
    const fr = await product('black-ghost', 'FR');
    expect(fr.seo.title).toBe('Black Ghost – lames interchangeables premium à revêtement DLC');
    expect(fr.seo.description).toBe(en.seo.description);
    expect(fr.descriptionHtml).not.toBe(en.descriptionHtml);

    const PAGE = `query Pg($handle: String!, $language: LanguageCode) @inContext(language: $language) {
      page(handle: $handle) { title body bodySummary seo { title } }
    }`;
    const devcenter = {
      en: (await graphql(PAGE, { handle: 'devcenter' })).data.page,
      de: (await graphql(PAGE, { handle: 'devcenter', language: 'DE' })).data.page,
    };
    expect(devcenter.de.body).toBe(devcenter.en.body);
    expect(devcenter.de.bodySummary).toMatch(/^Integrationshinweise/);
    expect(devcenter.de.seo.title).toMatch(/Grosshandelsintegration/);
    const zeitplan = (await graphql(PAGE, { handle: 'zeitplan', language: 'FR' })).data.page;
    expect(zeitplan.title).toBe('Zeitplan Summer OceanIce Cup 2027');
  });

  it('translates collections, pages, blogs, articles, policies, menus and the shop', async () => {
    const query = `query C($language: LanguageCode) @inContext(language: $language) {
      collection(handle: "skate-blades") { handle title description seo { title } image { altText } }
      page(handle: "faq") { title body }
      blog(handle: "testimonials") { title articles(first: 1) { nodes { handle title excerpt content image { altText } } } }
      article: blog(handle: "blog") { articleByHandle(handle: "how-to-change-your-blades") { title contentHtml } }
      shop { description privacyPolicy { title body } refundPolicy { title } shippingPolicy { title body } }
      menu(handle: "main-menu") { title items { title url items { title } } }
    }`;
    const de = (await graphql(query, { language: 'DE' })).data;
    const fr = (await graphql(query, { language: 'FR' })).data;
    expect(de.collection).toMatchObject({ handle: 'skate-blades', title: 'Kufen' });
    expect(fr.collection).toMatchObject({ handle: 'skate-blades', title: 'Lames de patin' });
    expect(de.page.title).toBe('Häufige Fragen');
    expect(fr.page.body).toContain('Faut-il des outils pour changer une Sharkblade ?');
    expect(de.blog.title).toBe('Stimmen');
    expect(fr.blog.articles.nodes[0].title).toMatch(/^« J’ai changé de lame/);
    expect(de.article.articleByHandle.title).toBe('So wechselst du deine Sharkblades in zehn Sekunden');
    expect(de.shop.privacyPolicy.title).toBe('Datenschutzerklärung');
    expect(fr.shop.refundPolicy.title).toBe('Politique de retour');
    expect(de.shop.shippingPolicy.body).toContain('Ab CHF 100 ist der Versand innerhalb der Schweiz kostenlos.');
    expect(fr.shop.description).toMatch(/^Des lames de patin interchangeables/);
    expect(de.menu.items.map((i: { title: string }) => i.title)).toEqual(['Shop', 'Geschichten', 'Über uns']);
    expect(fr.menu.items[1].items.map((i: { title: string }) => i.title)).toEqual([
      'Journal',
      'Réussites',
      'Témoignages',
    ]);
    // Same URLs in every language: the shop puts them on its own paths.
    expect(de.menu.items[0].url).toBe(fr.menu.items[0].url);
  });

  it('lists English, German and French for the shop and each country, named in the answer’s language', async () => {
    const query = `query L($language: LanguageCode, $country: CountryCode) @inContext(language: $language, country: $country) {
      localization {
        language { isoCode name endonymName }
        availableLanguages { isoCode }
        country { name defaultLanguage { isoCode } availableLanguages { isoCode } }
        availableCountries { isoCode availableLanguages { isoCode } }
      }
    }`;
    const de = (await graphql(query, { language: 'DE' })).data.localization;
    expect(de.language).toEqual({ isoCode: 'DE', name: 'Deutsch', endonymName: 'Deutsch' });
    expect(de.availableLanguages.map((l: { isoCode: string }) => l.isoCode)).toEqual(['EN', 'DE', 'FR']);
    expect(de.country).toMatchObject({ name: 'Schweiz', defaultLanguage: { isoCode: 'DE' } });
    for (const country of de.availableCountries) {
      expect(country.availableLanguages.map((l: { isoCode: string }) => l.isoCode)).toEqual(['EN', 'DE', 'FR']);
    }
    const fr = (await graphql(query, { language: 'FR', country: 'US' })).data.localization;
    expect(fr.language).toEqual({ isoCode: 'FR', name: 'français', endonymName: 'français' });
    expect(fr.country).toMatchObject({ name: 'États-Unis', defaultLanguage: { isoCode: 'EN' } });
  });

  it('finds a variant by options named in any of the shop’s languages', async () => {
    const query = `query V($language: LanguageCode, $options: [SelectedOptionInput!]!) @inContext(language: $language) {
      product(handle: "sharkblades") {
        selectedOrFirstAvailableVariant(selectedOptions: $options) { id title }
        variantBySelectedOptions(selectedOptions: $options) { id }
      }
    }`;
    const german = [
      { name: 'Grösse', value: '254 mm' },
      { name: 'Packung', value: 'Doppelpack' },
    ];
    const de = (await graphql(query, { language: 'DE', options: german })).data.product;
    expect(de.selectedOrFirstAvailableVariant).toEqual({
      id: 'gid://shopify/ProductVariant/40000000000004',
      title: '254 mm / Doppelpack',
    });
    expect(de.variantBySelectedOptions.id).toBe('gid://shopify/ProductVariant/40000000000004');
    // A link made on the German page still finds the variant on the French one.
    const fr = (await graphql(query, { language: 'FR', options: german })).data.product;
    expect(fr.selectedOrFirstAvailableVariant.title).toBe('254 mm / Lot de deux');
  });

  it('labels facets in the language and filters by values named in any of them', async () => {
    const query = `query F($language: LanguageCode, $filters: [ProductFilter!]) @inContext(language: $language) {
      collection(handle: "all-products") {
        products(first: 10, filters: $filters) {
          nodes { handle }
          filters { id label values { id label input } }
        }
      }
    }`;
    const de = (await graphql(query, { language: 'DE' })).data.collection.products;
    const labels = Object.fromEntries(de.filters.map((f: { id: string; label: string }) => [f.id, f.label]));
    expect(labels).toMatchObject({
      'filter.v.availability': 'Verfügbarkeit',
      'filter.v.price': 'Preis',
      'filter.p.product_type': 'Produktart',
      'filter.v.option.size': 'Grösse',
      'filter.v.option.colour': 'Farbe',
    });
    const colour = de.filters.find((f: { id: string }) => f.id === 'filter.v.option.colour');
    const arctic = colour.values.find((v: { id: string }) => v.id === 'filter.v.option.colour.arctic-white');
    // The label is German; the id and the filter input stay as Shopify keys them.
    expect(arctic.label).toBe('Arktisweiss');
    expect(JSON.parse(arctic.input)).toEqual({ variantOption: { name: 'colour', value: 'Arctic White' } });
    const byGerman = await graphql(query, {
      language: 'DE',
      filters: [{ variantOption: { name: 'Farbe', value: 'Tiefblau' } }, { productType: 'Kunsteis' }],
    });
    expect(byGerman.data.collection.products.nodes.map((n: { handle: string }) => n.handle)).toEqual(['oceanice-pro']);
  });

  it('searches the text of the query’s language', async () => {
    const query = `query S($language: LanguageCode, $q: String!) @inContext(language: $language) {
      search(query: $q, first: 10, types: [PRODUCT, ARTICLE, PAGE]) { totalCount nodes { ... on Product { handle title } ... on Page { handle title } } }
      predictiveSearch(query: $q, limit: 5) { products { handle title } collections { handle title } queries { text } }
    }`;
    const de = (await graphql(query, { language: 'DE', q: 'Torhüterkufe' })).data;
    expect(de.search.nodes.map((n: { handle: string }) => n.handle)).toEqual(['sharkblades-for-goalies']);
    expect((await graphql(query, { language: 'EN', q: 'Torhüterkufe' })).data.search.totalCount).toBe(0);
    const fr = (await graphql(query, { language: 'FR', q: 'gardiens' })).data;
    expect(fr.search.nodes).toContainEqual({ handle: 'sharkblades-for-goalies', title: 'Sharkblades pour gardiens' });
    expect(fr.predictiveSearch.collections.map((c: { handle: string }) => c.handle)).toContain('goalies');
    expect(fr.predictiveSearch.queries.map((q: { text: string }) => q.text)).toContain('sharkblades pour gardiens');
  });

  it('answers cart lines in the language and opens the checkout in the cart’s last language', async () => {
    const create = `mutation C($language: LanguageCode) @inContext(language: $language) {
      cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/40000000000027", quantity: 1 }] }) {
        cart { id checkoutUrl lines(first: 5) { nodes { merchandise { ... on ProductVariant { title product { title } } } } } }
      }
    }`;
    const { cart } = (await graphql(create, { language: 'FR' })).data.cartCreate;
    expect(cart.lines.nodes[0].merchandise).toEqual({
      title: '4 panneaux / Blanc arctique',
      product: { title: 'OceanIce Pro' },
    });
    const checkout = async () => {
      const html = await (await fetch(cart.checkoutUrl)).text();
      return { lang: /<html lang="(\w+)"/.exec(html)?.[1], language: /id="language">(\w+)</.exec(html)?.[1] };
    };
    expect(await checkout()).toEqual({ lang: 'fr', language: 'FR' });
    const add = `mutation A($id: ID!, $language: LanguageCode) @inContext(language: $language) {
      cartLinesAdd(cartId: $id, lines: [{ merchandiseId: "gid://shopify/ProductVariant/40000000000001", quantity: 1 }]) {
        cart { lines(first: 5) { nodes { merchandise { ... on ProductVariant { title } } } } }
      }
    }`;
    const added = (await graphql(add, { id: cart.id, language: 'DE' })).data.cartLinesAdd.cart;
    expect(added.lines.nodes.map((l: { merchandise: { title: string } }) => l.merchandise.title)).toContain(
      '246 mm / Einzelpaar',
    );
    expect(await checkout()).toEqual({ lang: 'de', language: 'DE' });
  });

  it('writes German the Swiss way: "ss", never "ß"', () => {
    const german = strings(TRANSLATIONS.DE.handWritten).concat(
      Object.values(TRANSLATIONS.DE.glossary).flatMap(strings),
    );
    expect(german.length).toBeGreaterThan(100);
    expect(german.filter((text) => text.includes('ß'))).toEqual([]);
  });
});

describe('translated content in a generated catalogue of 500 products', () => {
  withCatalogue({ size: 500 });

  const PAGE = `query Page($language: LanguageCode, $after: String) @inContext(language: $language) {
    products(first: 250, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id handle title productType descriptionHtml seo { title description } options { name values } featuredImage { altText } }
    }
  }`;

  /** Every product of the catalogue in a language, in the catalogue's order. */
  async function everyProduct(language?: string) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary GraphQL shapes
    const found: any[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } } = (
        await graphql(PAGE, { language, after })
      ).data.products;
      found.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) return found;
      after = page.pageInfo.endCursor;
    }
  }

  it('answers every generated product in German and French, with the same ids and handles', async () => {
    const [en, de, fr] = await Promise.all([everyProduct(), everyProduct('DE'), everyProduct('FR')]);
    expect(en).toHaveLength(500);
    expect(de.map((p) => `${p.id} ${p.handle}`)).toEqual(en.map((p) => `${p.id} ${p.handle}`));
    expect(fr.map((p) => `${p.id} ${p.handle}`)).toEqual(en.map((p) => `${p.id} ${p.handle}`));
    const generated = (list: typeof en) => list.filter((p) => !/\/800000000000\d$/.test(p.id));
    expect(generated(en)).toHaveLength(495);
    for (const [i, p] of generated(en).entries()) {
      for (const other of [generated(de)[i], generated(fr)[i]]) {
        expect(other.title).not.toBe(p.title);
        expect(other.descriptionHtml).not.toBe(p.descriptionHtml);
        expect(other.seo.title).not.toBe(p.seo.title);
        expect(other.featuredImage.altText).not.toBe(p.featuredImage.altText);
      }
    }
    const runners = generated(de).find((p) => p.title.endsWith(' Kufen'))!;
    expect(runners.productType).toBe('Kufen');
    expect(runners.descriptionHtml).toMatch(/sind austauschbare Stahlkufen aus der Serie /);
    expect(runners.descriptionHtml).toMatch(/<li>Werksschliff: \d+ mm Hohlschliff, \d+ ft Radius<\/li>/);
    expect(runners.options[0].name).toBe('Grösse');
    const lames = generated(fr).find((p) => p.title.startsWith('Lames '))!;
    expect(lames.descriptionHtml).toMatch(/sont des lames en acier interchangeables/);
    expect(strings(de).filter((text) => text.includes('ß'))).toEqual([]);
  });

  it('writes a runner’s drawn specs in every language from the same draws', async () => {
    const handle = (await everyProduct()).find(
      (p) => / Runners$/.test(p.title) && !/Black|Junior|Goalie|Speed/.test(p.title),
    )!.handle as string;
    const specs = async (language?: string) =>
      [...(await product(handle, language)).descriptionHtml.matchAll(/(\d+–\d+) HRC|(\d+) mm|(\d+) ft/g)].map(
        (m) => m[0],
      );
    const en = await specs();
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(await specs('DE')).toEqual(en);
    expect(await specs('FR')).toEqual(en);
  });

  it('translates the generated collections and journal articles', async () => {
    const query = `query C($language: LanguageCode) @inContext(language: $language) {
      collections(first: 250) { nodes { handle title description } }
      blog(handle: "blog") { articles(first: 250) { nodes { handle title excerpt contentHtml } } }
    }`;
    const [en, de, fr] = await Promise.all([
      graphql(query),
      graphql(query, { language: 'DE' }),
      graphql(query, { language: 'FR' }),
    ]);
    const collections = (body: typeof en) => body.data.collections.nodes as { handle: string; title: string }[];
    const theme = (body: typeof en, handle: string) => collections(body).find((c) => c.handle === handle)!.title;
    expect(theme(de, 'new-arrivals')).toBe('Neuheiten');
    expect(theme(fr, 'best-sellers')).toBe('Meilleures ventes');
    const series = collections(en).find((c) => c.title.endsWith(' series'))!;
    expect(theme(de, series.handle)).toBe(`Serie ${series.title.replace(/ series$/, '')}`);
    expect(theme(fr, series.handle)).toBe(`Série ${series.title.replace(/ series$/, '')}`);
    const articles = (body: typeof en) => body.data.blog.articles.nodes as { handle: string; title: string }[];
    // The journal's four hand-written articles and the generated ones after them.
    expect(articles(en).length).toBeGreaterThan(4);
    for (const [i, a] of articles(en).entries()) {
      expect(articles(de)[i]!.handle).toBe(a.handle);
      expect(articles(de)[i]!.title).not.toBe(a.title);
      expect(articles(fr)[i]!.title).not.toBe(a.title);
    }
  });
});
