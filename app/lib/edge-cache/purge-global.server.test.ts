import { describe, expect, it } from 'vitest';
import { cacheTag, cacheTagHeader } from './purge-global.server';

describe('Cache-Tag for the zone’s purge by tag', () => {
  it('sends ordinary tags as they are', () => {
    expect(cacheTagHeader('product:sharkblades,products,listing')).toBe('product:sharkblades,products,listing');
  });

  it('encodes what a header or a tag list cannot hold (non-ASCII, spaces, commas) the same way as the purge', () => {
    expect(cacheTag('product:schlittschuh-größe')).toBe('product:schlittschuh-gr%C3%B6%C3%9Fe');
    expect(cacheTag('a b,c')).toBe('a%20b%2Cc');
    expect(cacheTagHeader('product:größe,listing')).toBe('listing,product:gr%C3%B6%C3%9Fe');
  });

  it('keeps within 1,000 tags and the header’s 16 KB, the broad tags first', () => {
    const many = Array.from({ length: 1_500 }, (_, i) => `product:a-long-product-handle-${i}`);
    const header = cacheTagHeader([...many, 'products', 'listing'].join(','));
    const tags = header.split(',');
    expect(tags.slice(0, 2)).toEqual(['products', 'listing']);
    expect(tags.length).toBeLessThanOrEqual(1_000);
    expect(header.length).toBeLessThan(16_000);
  });
});
