import { describe, expect, it } from 'vitest';
import { linkedProducts } from './article-products';

describe('linkedProducts', () => {
  it('reads product handles from the rewritten links: in order, each once, at most four', () => {
    const html = `<p><a href="/fr/shop/oceanice-pro">OceanIce</a>, <a href='/fr/shop/greenly?Kit=24+tiles'>Greenly</a>
      <a href="/fr/shop/oceanice-pro#specs">again</a> <a href="/fr/shop">the shop</a> <a href="/fr/faq">FAQ</a>
      <a href="/shop/black-ghost">German page</a> <a href="https://example.com/fr/shop/x">elsewhere</a>
      <a href="/fr/shop/sharkblades">1</a> <a href="/fr/shop/black-ghost">2</a> <a href="/fr/shop/sharkblades-for-goalies">3</a></p>`;
    expect(linkedProducts(html, '/fr/shop')).toEqual(['oceanice-pro', 'greenly', 'sharkblades', 'black-ghost']);
  });

  it('finds none in a body without product links, and skips what is not a handle', () => {
    expect(linkedProducts('<p>No links. <a href="/stories/blog">Blog</a></p>', '/shop')).toEqual([]);
    expect(linkedProducts('<a href="/shop/a/b">x</a><a href="/shop/Bad_Handle">y</a>', '/shop')).toEqual([]);
  });

  it('reads only real href attributes, unquoted or not', () => {
    const html = `<a title='href="/shop/decoy"' href=/shop/greenly>G</a><p>href="/shop/text"</p><!-- <a href="/shop/old"> -->`;
    expect(linkedProducts(html, '/shop')).toEqual(['greenly']);
  });
});
