import { describe, expect, it } from 'vitest';
import { rewriteShopifyLinks, shopPath } from './links';

describe('shopPath', () => {
  it.each([
    ['/blogs/blog/blade-sizing-guide', '/stories/blog/blade-sizing-guide'],
    ['/blogs/success-stories', '/stories/success-stories'],
    ['/policies/refund-policy', '/legal/refund-policy'],
    ['/policies/terms-of-service', '/legal/terms'],
    ['/policies/privacy-policy', '/legal/privacy-policy'],
    ['/pages/faq', '/faq'],
    ['/pages/team', '/about/team'],
    ['/pages/contact', '/about/contact'],
    ['/products/black-ghost', '/shop/black-ghost'],
    ['/collections/all', '/shop'],
  ])('%s → %s', (from, to) => expect(shopPath(from)).toBe(to));

  it.each(['/shop/black-ghost', '/blogs/news/x', '/pages/unknown', '/policies/other', '/collections/goalies'])(
    'leaves %s alone',
    (path) => expect(shopPath(path)).toBeNull(),
  );
});

describe('rewriteShopifyLinks', () => {
  it('rewrites the links of the FAQ and the terms', () => {
    const html =
      '<p>Our <a href="/blogs/blog/blade-sizing-guide">guide</a> and <a class="x" href=\'/policies/refund-policy#returns\'>policy</a></p>';
    expect(rewriteShopifyLinks(html)).toBe(
      '<p>Our <a href="/stories/blog/blade-sizing-guide">guide</a> and <a class="x" href=\'/legal/refund-policy#returns\'>policy</a></p>',
    );
  });

  it('keeps the query and makes links to the store relative', () => {
    expect(rewriteShopifyLinks('<a href="https://sharkblades.myshopify.com/products/greenly?Pack=4">x</a>')).toBe(
      '<a href="/shop/greenly?Pack=4">x</a>',
    );
    expect(
      rewriteShopifyLinks('<a href="https://sharkblades.ch/pages/faq">x</a>', undefined, ['https://sharkblades.ch']),
    ).toBe('<a href="/faq">x</a>');
  });

  it("writes the links in the page's language", () => {
    const french = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);
    expect(
      rewriteShopifyLinks(
        '<a href="/pages/faq#returns">q</a> <a href="https://sharkblades.myshopify.com/products/greenly?Pack=4">p</a> <a href="/blogs/news/x">n</a>',
        french,
      ),
    ).toBe('<a href="/fr/faq#returns">q</a> <a href="/fr/shop/greenly?Pack=4">p</a> <a href="/blogs/news/x">n</a>');
  });

  it('leaves other links alone', () => {
    const html =
      '<a href="mailto:hello@sharkblades.ch">m</a><a href="https://example.com/products/x">e</a><a href="//cdn/x">c</a>';
    expect(rewriteShopifyLinks(html)).toBe(html);
  });

  it('reads the href as HTML does: any attribute order, unquoted, spaced, entities, any case', () => {
    expect(
      rewriteShopifyLinks(
        '<a title="Pack" HREF = /products/greenly?Pack=4&amp;Kit=2 class=x>p</a><a data-x=\'a"b\' href="/pages/faq">f</a>',
      ),
    ).toBe('<a title="Pack" href="/shop/greenly?Pack=4&amp;Kit=2" class=x>p</a><a data-x=\'a"b\' href="/faq">f</a>');
  });

  it('leaves href written in text, in another attribute or in a comment alone', () => {
    const html =
      '<p>Write href="/pages/faq" in text</p><a title=\' href="/pages/faq"\' href="/x">t</a><!-- <a href="/pages/faq"> -->';
    expect(rewriteShopifyLinks(html)).toBe(html);
  });
});
