import { describe, expect, it } from 'vitest';
import { pageTags } from './purge-tags.server';

const page = (main: string, header = '<a href="/shop/menu-product">x</a><a href="/collections/menu">y</a>') =>
  `<html><body><header>${header}</header><main id="main">${main}</main><footer>${header}</footer></body></html>`;

describe('pageTags', () => {
  it('tags a product page with its product in any language, and the products its content links', () => {
    const html = page('<a href="/fr/shop/greenly">k</a><a href="http://localhost:8787/shop/black-ghost?x=1">r</a>');
    for (const path of ['/shop/sharkblades', '/fr/shop/sharkblades', '/en/shop/Sharkblades/']) {
      expect(pageTags(path, html).split(','), path).toEqual([
        'product:sharkblades',
        'products',
        'product:greenly',
        'product:black-ghost',
      ]);
    }
  });

  it('leaves out the header and footer menus', () => {
    expect(pageTags('/about', page('<p>Hello</p>'))).toBe('');
  });

  it('tags listings and collection pages, and the collections a page links', () => {
    expect(pageTags('/collections/goalies', page('')).split(',')).toEqual(['collection:goalies', 'listing']);
    expect(pageTags('/fr/shop', page('<a href="/collections/goalies">g</a>')).split(',')).toEqual([
      'listing',
      'collection:goalies',
    ]);
    expect(pageTags('/fr', page(''))).toBe('listing');
  });
});
