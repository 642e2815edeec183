import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, POLICY_PAGES, specPath } from './pages';

describe('content pages by URL', () => {
  it('names the Shopify page of each content route', () => {
    expect(Object.fromEntries(Object.entries(CONTENT_PAGES).map(([path, page]) => [path, page.handle]))).toEqual({
      '/about': 'about',
      '/about/team': 'team',
      '/about/contact': 'contact',
      '/legal/ethics': 'ethics',
      '/faq': 'faq',
      '/sustainability': 'sustainability',
      '/summer-oceanice-cup': 'summer-oceanice-cup',
      '/devcenter': 'devcenter',
      '/zeitplan': 'zeitplan',
    });
  });

  it('keeps the team page under About and /zeitplan out of search engines', () => {
    expect(CONTENT_PAGES['/about/team']!.trail).toEqual([{ name: 'About', path: '/about' }]);
    expect(CONTENT_PAGES['/zeitplan']!.robots).toBe('noindex,nofollow');
    expect(CONTENT_PAGES['/faq']!.robots).toBeUndefined();
  });

  it('names the shop policy of each legal route', () => {
    expect(POLICY_PAGES).toEqual({
      '/legal/terms': 'termsOfService',
      '/legal/privacy-policy': 'privacyPolicy',
      '/legal/refund-policy': 'refundPolicy',
    });
  });
});

describe('specPath', () => {
  it.each([
    ['/faq', '/faq'],
    ['/fr/faq', '/faq'],
    ['/en/about/team/', '/about/team'],
    ['/fr', '/'],
    ['/', '/'],
    ['/FR/legal/terms', '/legal/terms'],
  ])('%s names %s', (pathname, path) => expect(specPath(pathname)).toBe(path));
});
