import { describe, expect, it } from 'vitest';
import { imageUrl, srcSet } from './image-url';

describe('image URLs', () => {
  it('sets the width, replacing the one Storefront put there', () =>
    expect(imageUrl('https://cdn.shopify.com/s/files/a.jpg?v=1&width=1200', 400)).toBe(
      'https://cdn.shopify.com/s/files/a.jpg?v=1&width=400',
    ));
  it('sets a height for a fixed crop', () =>
    expect(imageUrl('https://cdn.shopify.com/a.jpg?width=96&height=96&crop=center', 192, 192)).toBe(
      'https://cdn.shopify.com/a.jpg?width=192&height=192&crop=center',
    ));
  it('lists every width', () =>
    expect(srcSet('https://cdn.shopify.com/a.jpg', [100, 200], 1)).toBe(
      'https://cdn.shopify.com/a.jpg?width=100&height=100 100w, https://cdn.shopify.com/a.jpg?width=200&height=200 200w',
    ));
  it('leaves a URL it cannot read alone', () => expect(imageUrl('not a url', 100)).toBe('not a url'));
  it('tells sizes and crops apart, whatever the source URL carried', () => {
    const src = 'https://cdn.shopify.com/b.jpg?width=96&height=96';
    for (let round = 0; round < 2; round++) {
      expect(imageUrl(src, 48, 48)).toBe('https://cdn.shopify.com/b.jpg?width=48&height=48');
      expect(imageUrl(src, 48)).toBe('https://cdn.shopify.com/b.jpg?width=48');
      expect(imageUrl(src, 96, 48)).toBe('https://cdn.shopify.com/b.jpg?width=96&height=48');
    }
  });
});
