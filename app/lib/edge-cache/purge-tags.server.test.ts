import '../../../tests/support/html-rewriter';
import { describe, expect, it } from 'vitest';
import { pageTags } from './purge-tags.server';
import { shareableDocument } from './shared-html.server';

const page = (main: string, header = '<a href="/shop/menu-product">x</a><a href="/collections/menu">y</a>') =>
  `<html><body><header>${header}</header><main id="main">${main}</main><footer>${header}</footer></body></html>`;
// The links a stored page's <main> holds, as the page cache collects them.
const linksIn = async (html: string) =>
  (await shareableDocument(new Response(html, { headers: { 'Content-Type': 'text/html' } }))).links;

describe('pageTags', () => {
  it('tags a product page with its product in any language, and the products its content links', async () => {
    const links = await linksIn(
      page('<a href="/fr/shop/greenly">k</a><a class="c" href=\'http://localhost:8787/shop/black-ghost?x=1\'>r</a>'),
    );
    for (const path of ['/shop/sharkblades', '/fr/shop/sharkblades', '/en/shop/Sharkblades/']) {
      expect(pageTags(path, links).split(','), path).toEqual([
        'product:sharkblades',
        'products',
        'product:greenly',
        'product:black-ghost',
      ]);
    }
  });

  it('leaves out the header and footer menus, and text that only looks like a link', async () => {
    expect(pageTags('/about', await linksIn(page('<p>Hello</p>')))).toBe('');
    expect(pageTags('/about', await linksIn(page('<p>href="/shop/greenly"</p><!-- <a href="/shop/x"> -->')))).toBe('');
  });

  it('tags listings and collection pages, and the collections a page links', async () => {
    expect(pageTags('/collections/goalies', []).split(',')).toEqual(['collection:goalies', 'listing']);
    expect(pageTags('/fr/shop', await linksIn(page('<a href="/collections/goalies">g</a>'))).split(',')).toEqual([
      'listing',
      'collection:goalies',
    ]);
    expect(pageTags('/fr', [])).toBe('listing');
  });
});
