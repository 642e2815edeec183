import { describe, expect, it } from 'vitest';
import { isSharedPath } from './policy.server';

describe('isSharedPath', () => {
  it.each([
    '/',
    '/shop',
    '/shop/',
    '/shop/sharkblades',
    '/shop/sharkblades/',
    '/collections/skate-blades',
    '/stories',
    '/stories/blog',
    '/stories/testimonials',
    '/stories/blog/why-ocean-plastic',
    '/stories/success-stories/rapperswil-jona-lido/',
    '/about',
    '/about/team',
    '/about/contact',
    '/legal/ethics',
    '/legal/terms',
    '/legal/refund-policy',
    '/faq',
    '/sustainability',
    '/summer-oceanice-cup',
    '/devcenter',
    '/zeitplan/',
  ])('%s may be shared', (path) => {
    expect(isSharedPath(path)).toBe(true);
  });

  it.each([
    '/cart',
    '/cart/1:2',
    '/checkout',
    '/checkout/klarna',
    '/checkout/success',
    '/search',
    '/search/suggest',
    '/discount/SUMMER',
    '/consent',
    '/country',
    '/review',
    '/help',
    '/api/geoip',
    '/json/version',
    '/sitemap.xml',
    '/robots.txt',
    '/account',
    '/shop/sharkblades/extra',
    '/stories/blog/a/b',
    // Single-fetch data requests carry the visitor's revalidation, never a shared render.
    '/shop.data',
    '/shop/sharkblades.data',
    '/_root.data',
  ])('%s is rendered for the visitor alone', (path) => {
    expect(isSharedPath(path)).toBe(false);
  });
});
