// What search engines see: canonical and hreflang for both sites, robots meta, titles and social
// tags, icons and the web app manifest, JSON-LD, sitemap, robots.txt, and the JSON endpoints.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setFault } from '../mocks/faults';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

const linkTags = (html: string) => [...html.matchAll(/<link[^>]*>/g)].map((m) => m[0]);

describe('canonical and hreflang', () => {
  it.each([
    // `Size` is the English option's name: the German page has no such option, so no variant is chosen.
    [MAIN, MAIN, false],
    [US, US, true],
  ])('on %s the canonical is on that site and the alternates name both', async (site, canonicalOrigin, chosen) => {
    const html = await (await request(`${site}/shop/black-ghost?Size=263+mm`)).text();
    const links = linkTags(html);
    expect(links).toContain(`<link rel="canonical" href="${canonicalOrigin}/shop/black-ghost"/>`);
    // A chosen variant is kept by every language's page as Shopify's ?variant= (issue 47).
    const variant = chosen ? '\\?variant=\\d+' : '';
    for (const [lang, origin] of [
      ['en-US', US],
      ['de-CH', MAIN],
      ['x-default', MAIN],
    ]) {
      const alternate = new RegExp(
        `^<link rel="alternate" hrefLang="${lang}" href="${origin}/shop/black-ghost${variant}"/>$`,
      );
      expect(links.filter((link) => alternate.test(link))).toHaveLength(1);
    }
  });
});

describe('robots meta', () => {
  it('keeps /zeitplan out of search engines', async () => {
    const html = await (await request('/zeitplan')).text();
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>');
  });

  it('leaves other pages indexable', async () => {
    expect(await (await request('/sustainability')).text()).not.toContain('name="robots"');
  });
});

/** A meta tag's content by its name or property (React writes `<meta property="…" content="…"/>`). */
function metaTag(html: string, key: string): string | undefined {
  const content = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)?.[1];
  return content
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');

// Spec §2's indexable pages, one of each kind.
const INDEXABLE = [
  '/',
  '/shop',
  '/shop/black-ghost',
  '/collections/skate-blades',
  '/stories',
  '/stories/blog',
  '/stories/blog/how-to-change-your-blades',
  '/stories/success-stories/campus-langnau',
  '/about',
  '/about/contact',
  '/legal/ethics',
  '/legal/privacy-policy',
  '/faq',
  '/sustainability',
];

describe('titles and social tags', () => {
  it.each([MAIN, US])(
    'every indexable page on %s has its title, description, Open Graph and Twitter tags',
    async (site) => {
      for (const path of INDEXABLE) {
        const html = await (await request(`${site}${path}`)).text();
        const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
        const title = titleOf(html) ?? '';
        const tags = {
          title: /\S \| Sharkblades$/.test(title) || /Sharkblades/.test(title),
          brandOnce: title.match(/Sharkblades/gi)?.length,
          description: Boolean(metaTag(html, 'description')),
          'og:site_name': metaTag(html, 'og:site_name'),
          'og:title': metaTag(html, 'og:title') === title,
          'og:type': /^(website|article|product)$/.test(metaTag(html, 'og:type') ?? ''),
          'og:url': metaTag(html, 'og:url') === canonical,
          'og:description': metaTag(html, 'og:description') === metaTag(html, 'description'),
          'og:image': /^https?:\/\/[^/]+\/\S+$/.test(metaTag(html, 'og:image') ?? ''),
          // Validators want the image described, and the page's locale named (issue 47, item 18).
          'og:image:alt': (metaTag(html, 'og:image:alt') ?? '').length > 3,
          'og:locale': /^[a-z]{2}_[A-Z]{2}$/.test(metaTag(html, 'og:locale') ?? ''),
          'twitter:card': metaTag(html, 'twitter:card'),
        };
        expect({ path, ...tags }).toEqual({
          path,
          title: true,
          brandOnce: 1,
          description: true,
          'og:site_name': 'Sharkblades',
          'og:title': true,
          'og:type': true,
          'og:url': true,
          'og:description': true,
          'og:image': true,
          'og:image:alt': true,
          'og:locale': true,
          'twitter:card': 'summary_large_image',
        });
        expect(canonical?.startsWith(`${site}/`)).toBe(true);
      }
    },
  );

  it('titles follow one pattern, "Page | Sharkblades", with the brand once', async () => {
    const titles = await Promise.all(
      // The English pages: the spec's words, and Shopify's own content untranslated.
      ['/en', '/en/shop', '/en/legal/ethics', '/en/faq', '/en/cart', '/en/search?q=ice', '/en/help'].map(async (path) =>
        titleOf(await (await request(path)).text()),
      ),
    );
    expect(titles).toEqual([
      'Sustainable hockey equipment | Sharkblades',
      'Shop | Sharkblades',
      // Shopify's SEO titles end with "– Sharkblades": the end is the pattern's.
      'Ethics and supply chain code of conduct | Sharkblades',
      // A title that names the brand already keeps its own words.
      'FAQ – Sharkblades and OceanIce questions answered',
      'Cart | Sharkblades',
      'Search: ice | Sharkblades',
      'Need help? | Sharkblades',
    ]);
  });

  it('a page with its own image shares it; the home page shares the site card', async () => {
    const product = await (await request(`${MAIN}/shop/black-ghost`)).text();
    expect(metaTag(product, 'og:image')).toMatch(/\/cdn\/shop\/files\/.+width=1200/);
    expect(metaTag(product, 'og:image:alt')).toMatch(/Black.Ghost/);
    expect(metaTag(product, 'og:type')).toBe('product');
    const home = await (await request(`${US}/`)).text();
    expect(metaTag(home, 'og:image')).toBe(`${US}/social-card.png`);
    const article = await (await request('/stories/blog/how-to-change-your-blades')).text();
    expect(metaTag(article, 'og:type')).toBe('article');
    expect(metaTag(article, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('icons and the web app manifest', () => {
  const client = (file: string) => readFileSync(`dist/client${file}`);
  const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

  it('every page links the SVG icon and the manifest; the build ships them, /favicon.ico and the Apple touch icon', async () => {
    const response = await request('/stories');
    const links = linkTags(await response.text());
    expect(links).toEqual(
      expect.arrayContaining([
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
        '<link rel="manifest" href="/manifest.webmanifest"/>',
        // Issue 47, item 18: validators look for the link, not only the file.
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
      ]),
    );
    // The manifest is fetched under the page's CSP: manifest-src, or default-src, allows 'self'.
    const csp = response.headers.get('content-security-policy')!;
    expect(/(?:manifest-src|default-src) [^;]*'self'/.test(csp)).toBe(true);

    const ico = client('/favicon.ico');
    expect(ico.readUInt16LE(2)).toBe(1); // an icon
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toContain(32);
    expect(pngSize(client('/apple-touch-icon.png'))).toEqual([180, 180]);

    const manifest = JSON.parse(client('/manifest.webmanifest').toString('utf8')) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    // `id` and `lang` (issue 47, item 18): the app's identity, and the language of its name and description.
    expect(manifest).toMatchObject({ name: 'Sharkblades', start_url: '/', id: '/', lang: 'en', dir: 'ltr' });
    for (const icon of manifest.icons) {
      const [width, height] = pngSize(client(icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(pngSize(client('/social-card.png'))).toEqual([1200, 630]);
  });
});

describe('JSON-LD', () => {
  it('describes a product with offers in the visitor’s currency', async () => {
    const chf = jsonLd(await (await request('/shop/oceanice-pro')).text());
    const product = chf.find((d) => d['@type'] === 'Product') as { offers: { priceCurrency: string; price: string }[] };
    expect(product.offers.length).toBeGreaterThan(1);
    expect(product.offers.every((o) => o.priceCurrency === 'CHF')).toBe(true);
    const eur = jsonLd(
      await (await request('/shop/oceanice-pro', { headers: { Cookie: 'shopify_country=DE' } })).text(),
    );
    const productEur = eur.find((d) => d['@type'] === 'Product') as { offers: { priceCurrency: string }[] };
    expect(productEur.offers.every((o) => o.priceCurrency === 'EUR')).toBe(true);
    const crumbs = chf.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Startseite', 'Shop', 'OceanIce Pro']);
  });

  it('describes the organisation on the home page', async () => {
    const data = jsonLd(await (await request('/')).text());
    expect(data.find((d) => d['@type'] === 'Organization')).toMatchObject({ name: 'Sharkblades', url: MAIN });
  });

  it('describes an article, with when it was published and last changed', async () => {
    const data = jsonLd(await (await request('/en/stories/success-stories/campus-langnau')).text());
    const article = data.find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: 'Campus Langnau: a training campus that never closes its ice',
      inLanguage: 'en-CH',
      mainEntityOfPage: `${MAIN}/en/stories/success-stories/campus-langnau`,
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The Storefront API gives no edit date: the publication date stands for it (docs/decisions/seo.md).
    expect(article!.dateModified).toBe(article!.datePublished);
    // Google's article rules want the publisher's logo (issue 47, item 18): the organisation's.
    const organization = jsonLd(await (await request('/')).text()).find((d) => d['@type'] === 'Organization')!;
    expect(article!.publisher).toEqual({
      '@type': 'Organization',
      name: 'Sharkblades',
      url: MAIN,
      logo: { '@type': 'ImageObject', url: organization.logo, width: 512, height: 512 },
    });
  });

  it('lists the FAQ as questions and answers', async () => {
    const data = jsonLd(await (await request('/faq')).text());
    const faq = data.find((d) => d['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(8);
    for (const entry of faq.mainEntity) {
      expect(entry.name.length).toBeGreaterThan(5);
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
  });
});

describe('sitemap and robots', () => {
  it.each([MAIN, US])('sitemap.xml on %s lists absolute URLs of that site', async (site) => {
    const response = await request(`${site}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const children = locsOf(await response.text());
    expect(children).toContain(`${site}/sitemap/products/1.xml`);
    const locs: string[] = [];
    for (const child of children) locs.push(...locsOf(await (await request(child)).text()));
    expect(locs).toContain(`${site}/shop/sharkblades-for-goalies`);
    expect(locs).toContain(`${site}/stories/success-stories/campus-langnau`);
    expect(locs).toContain(`${site}/legal/privacy-policy`);
    expect(locs.every((loc) => loc.startsWith(`${site}/`))).toBe(true);
    expect(locs).not.toContain(`${site}/zeitplan`);
  });

  it('robots.txt points at the sitemap of its site and keeps private paths out', async () => {
    const text = await (await request(`${US}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${US}/sitemap.xml`);
    expect(text).toContain('Disallow: /cart');
    expect(text).toContain('Disallow: /checkout');
  });
});

describe('JSON endpoints', () => {
  it('/json/version names the running build', async () => {
    const body = (await (await request('/json/version')).json()) as { buildId: string; builtAt: string };
    expect(body.buildId).toMatch(/^\w{6,}$/);
    expect(Number.isNaN(Date.parse(body.builtAt))).toBe(false);
  });

  it('/json/list lists the public pages and the products', async () => {
    const body = (await (await request('/json/list')).json()) as {
      pages: { path: string }[];
      products: { handle: string; path: string }[];
    };
    expect(body.products.map((p) => p.handle)).toEqual([
      'sharkblades',
      'sharkblades-for-goalies',
      'black-ghost',
      'oceanice-pro',
      'greenly',
    ]);
    expect(body.pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/shop', '/faq', '/legal/terms']));
  });
});

describe('Switzerland inventory', () => {
  const post = (body: unknown) =>
    request('/api/shopify/switzerland-inventory', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('tells which variants ship from Switzerland and which have primary stock', async () => {
    const response = await post({
      variantIds: [1, 2, 3].map((n) => `gid://shopify/ProductVariant/4000000000000${n}`),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      shipsFromSwitzerlandVariantIds: ['gid://shopify/ProductVariant/40000000000003'],
      primaryAvailableVariantIds: [
        'gid://shopify/ProductVariant/40000000000001',
        'gid://shopify/ProductVariant/40000000000002',
      ],
    });
  });

  it.each([{}, { variantIds: [] }, { variantIds: ['not-an-id'] }, 'not json'])('answers 400 to %j', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('variantIds') });
  });

  it('shows the notice on a variant that ships from Switzerland, and not on others', async () => {
    const swiss = await (await request('/en/shop/sharkblades?Size=254+mm&Pack=Single+pair')).text();
    expect(swiss).toContain(
      'This product ships from Switzerland. Additional duties or longer delivery times may apply.',
    );
    const primary = await (await request('/en/shop/sharkblades?Size=246+mm&Pack=Single+pair')).text();
    expect(primary).not.toContain('ships from Switzerland');
  });

  it('renders the product page without the notice when the Admin API fails', async () => {
    setFault({ upstream: 'admin', mode: 'status', status: 503 });
    const response = await request('/en/shop/sharkblades?Size=254+mm&Pack=Single+pair');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('ships from Switzerland');
  });
});
