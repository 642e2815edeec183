// Articles end with the products they mention (issue 33 item 6, docs/decisions/content-and-home.md): the handles of
// the article's product links, in order, each once, as product cards under the article and above
// the related stories, in the page's language; none without a product link; a product that no
// longer exists is skipped.
import { afterEach, describe, expect, it } from 'vitest';
import { seed } from '../mocks/storefront/seed';
import { state } from '../mocks/state';
import { request } from '../support/worker';

/** The "In this story" section: its heading and its cards' product paths, in order. */
async function storyProducts(path: string) {
  const response = await request(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = /<section aria-labelledby="story-products"[^>]*>(.*?)<\/section>/s.exec(html);
  if (!section) return { html, section: '', heading: null, cards: [] };
  const heading = /<h2 id="story-products">([^<]*)<\/h2>/.exec(section[1]!)?.[1] ?? null;
  const cards = [...section[1]!.matchAll(/<li[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { html, section: section[1]!, heading, cards };
}

const productQueries = () =>
  state.requests.filter(
    (r) =>
      r.upstream === 'storefront' && /query\s+ArticleProducts\b/.test(String((r.body as { query?: string }).query)),
  );

describe('the products an article mentions', () => {
  it('English: its linked products as cards, in order, above the related stories, in one query', async () => {
    const { html, heading, cards } = await storyProducts('/en/stories/blog/blade-sizing-guide');
    expect(heading).toBe('In this story');
    expect(cards).toEqual(['/en/shop/sharkblades', '/en/shop/black-ghost', '/en/shop/sharkblades-for-goalies']);
    expect(html).toContain('<a href="/en/shop/black-ghost">Black Ghost</a>');
    expect(html.indexOf('id="story-products"')).toBeLessThan(html.indexOf('id="related-stories"'));
    expect(html.indexOf('id="story-products"')).toBeGreaterThan(html.indexOf('</article>'));
    expect(productQueries()).toHaveLength(1);
  });

  it('lets the cards’ pictures wait until a shopper scrolls near them (they come after the article)', async () => {
    const { section } = await storyProducts('/en/stories/blog/blade-sizing-guide');
    const loading = [...section.matchAll(/<img [^>]*loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading).toEqual(['lazy', 'lazy', 'lazy']);
  });

  it('German: each product once, the links and cards at the German paths', async () => {
    const { html, heading, cards } = await storyProducts('/stories/blog/training-at-home-on-synthetic-ice');
    expect(heading).toBe('In dieser Geschichte');
    expect(cards).toEqual(['/shop/oceanice-pro', '/shop/greenly', '/shop/sharkblades']);
    expect(html).toContain('<a href="/shop/greenly">Greenly</a>');
  });

  it('French: the cards in French, with the rating when reviews are on', async () => {
    const { html, heading, cards } = await storyProducts('/fr/stories/success-stories/campus-langnau');
    expect(heading).toBe('Dans cet article');
    expect(cards).toEqual(['/fr/shop/oceanice-pro', '/fr/shop/sharkblades']);
    expect(html).toMatch(/Dans cet article.*Noté 4,8 sur 5 \(4 avis\)/s);
    expect(html).toMatch(/Dans cet article.*Dès CHF/s);
  });

  describe('when the body changes in Shopify', () => {
    const article = seed.blogs[1]!.articles.find((a) => a.handle === 'rapperswil-jona-lido')!;
    const original = article.contentHtml;
    afterEach(() => {
      article.contentHtml = original;
    });

    it('an article without a product link has no such section, and sends no product query', async () => {
      article.contentHtml = original.replace(/<a href="\/products\/[^"]*">([^<]*)<\/a>/g, '$1');
      expect(article.contentHtml).not.toContain('/products/');
      const { html, heading } = await storyProducts('/en/stories/success-stories/rapperswil-jona-lido');
      expect(heading).toBeNull();
      expect(html).not.toContain('id="story-products"');
      expect(html).toContain('id="related-stories"');
      expect(productQueries()).toHaveLength(0);
    });

    it('a product that no longer exists is skipped, never an error', async () => {
      article.contentHtml = `<p>She skated on <a href="/products/retired-runner">our first runner</a>
        and now on <a href="/products/greenly">Greenly</a>.</p>${original}`;
      const { heading, cards } = await storyProducts('/en/stories/success-stories/rapperswil-jona-lido');
      expect(heading).toBe('In this story');
      expect(cards).toEqual(['/en/shop/greenly', '/en/shop/oceanice-pro']);
    });
  });
});
