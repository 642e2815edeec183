// The look of the shop's own pages (issue 33, items 2, 3 and 6), as the server writes them, without
// JavaScript: the home page with one newsletter signup; the listings with their product count, the
// collection shown marked among the pills and a collection's header; the FAQ as disclosures with
// its FAQ JSON-LD kept; the contact page's offices as cards; articles ending with related stories.
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

const page = async (path: string) => {
  const response = await request(path);
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, '') };
};
const section = (html: string, marker: string, end = '</section>') => {
  const start = html.indexOf(marker);
  return start < 0 ? '' : html.slice(start, html.indexOf(end, start));
};
const pills = (html: string) => section(html, 'id="collections"', '</nav>');
/** The links marked current: their href and text. */
const current = (html: string) =>
  [...html.matchAll(/<a ([^>]*aria-current="page"[^>]*)>([^<]*)</g)].map((m) => [
    /href="([^"]+)"/.exec(m[1]!)?.[1],
    m[2],
  ]);

describe('the home page', () => {
  it.each([
    ['/en', 'Fresh steel in ten seconds'],
    ['/', 'Neuer Stahl in zehn Sekunden'],
    ['/fr', 'Une lame neuve en dix secondes'],
  ])('%s: the promise as headline, one newsletter signup, testimonials as quotes', async (path, headline) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1 id="hero-title"[^>]*>${headline}`));
    expect(html.match(/<form[^>]*action="\/api\/newsletter-signup"/g)).toHaveLength(1);
    const rail = section(html, 'aria-labelledby="stories-title"');
    expect(rail.match(/<blockquote>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(rail).toMatch(/<figcaption>[^<]+, [^<]+<\/figcaption>/);
  });

  it('offers the hero picture in the CDN’s widths, so a phone does not load the 2000 px one', async () => {
    const hero = /<img[^>]*fetchpriority="high"[^>]*>/i.exec((await page('/en')).html)?.[0] ?? '';
    expect(hero).toMatch(/srcset="[^"]*width=640[^"]* 640w,[^"]*width=2000[^"]* 2000w"/i);
    expect(hero).toContain('sizes="100vw"');
  });

  it('quotes a testimonial with the person and their role, without its quotation marks', async () => {
    const rail = section((await page('/en')).html, 'aria-labelledby="stories-title"');
    expect(rail).toContain('<p>The first goalie blade that feels the same every time</p>');
    expect(rail).toContain('<figcaption>Luca Meier, goalie</figcaption>');
  });
});

describe('listings', () => {
  it.each([
    ['/en/shop', '5 products'],
    ['/shop', '5 Produkte'],
    ['/fr/shop', '5\u00a0produits'],
    ['/en/collections/synthetic-ice', '2 products'],
  ])('%s says how many products it lists', async (path, count) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(section(html, 'aria-labelledby="listing-products"')).toMatch(
      new RegExp(`<h2 id="listing-products"[^>]*>${count}</h2>`),
    );
  });

  it('counts the filtered list', async () => {
    const { html } = await page('/en/shop?filter.p.product_type=Synthetic+Ice');
    expect(html).toMatch(/<h2 id="listing-products"[^>]*>2 products<\/h2>/);
  });

  it('marks the collection shown among the pills, "All" on /shop', async () => {
    expect(current(pills((await page('/en/shop')).html))).toEqual([['/en/shop', 'All']]);
    expect(current(pills((await page('/en/collections/synthetic-ice')).html))).toEqual([
      ['/en/collections/synthetic-ice', 'Synthetic ice'],
    ]);
    expect(current(pills((await page('/fr/collections/synthetic-ice')).html))).toEqual([
      ['/fr/collections/synthetic-ice', 'Glace synthétique'],
    ]);
  });

  it('names /shop once: no second "All products" heading', async () => {
    const { html } = await page('/en/shop');
    expect(html).toMatch(/<h1[^>]*>Shop<\/h1>/);
    expect(section(html, '<main')).not.toContain('>All products<');
  });

  it('heads a collection with its image and description', async () => {
    const { html } = await page('/en/collections/synthetic-ice');
    const header = section(section(html, '<main'), '<header', '</header>');
    expect(header).toMatch(/<h1>Synthetic ice<\/h1>/);
    expect(header).toContain('/cdn/shop/collections/synthetic-ice');
    expect(header).toContain('OceanIce');
  });
});

describe('content pages', () => {
  it.each(['/en/faq', '/faq', '/fr/faq'])(
    '%s: the questions as grouped disclosures, the FAQ JSON-LD kept',
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const main = section(html, '<article', '</article>');
      expect(main.match(/<details/g)).toHaveLength(11);
      expect(main.match(/<summary>/g)).toHaveLength(11);
      expect(main.match(/<h2 id="faq-\d"/g)).toHaveLength(3);
      const faq = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(
          (m) =>
            JSON.parse(m[1]!) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
        )
        .find((data) => data['@type'] === 'FAQPage');
      expect(faq?.mainEntity).toHaveLength(11);
      // An answer ends before the next group's heading.
      for (const entry of faq!.mainEntity!)
        expect(entry.acceptedAnswer.text).not.toMatch(/<h2|OceanIce synthetic ice$/);
    },
  );

  it('the contact page: three office cards, the map beside them showing the one asked for', async () => {
    const html = section((await page('/en/about/contact?office=mena-asia')).html, '<article', '</article>');
    expect(html.match(/data-office-card="/g)).toHaveLength(3);
    expect(html).toContain('data-selected-office="mena-asia"');
    expect(html).toMatch(/aria-current="true"[^>]*>Mena\/Asia on the map</);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
  });

  it.each([
    ['/en/stories/success-stories/rapperswil-jona-lido', 'Related stories', '/en/stories/success-stories/'],
    ['/stories/blog/why-ocean-plastic', 'Weitere Geschichten', '/stories/blog/'],
    ['/fr/stories/blog/why-ocean-plastic', 'À lire aussi', '/fr/stories/blog/'],
  ])('%s ends with related stories of its blog', async (path, heading, base) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const related = section(html, 'aria-labelledby="related-stories"');
    expect(related).toContain(`>${heading}</h2>`);
    const links = [...related.matchAll(/<h3><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link!.startsWith(base) && link !== path).toBe(true);
  });
});
