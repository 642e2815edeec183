import { describe, expect, it } from 'vitest';
import { routeAt } from '~/route-table';
import { specPath } from './pages';

describe('content pages by URL', () => {
  it('names the Shopify page of each content route, in any language', () => {
    const handle = (path: string) => routeAt(path)?.content?.handle;
    expect(['/about', '/fr/about/team', '/en/about/contact', '/legal/ethics', '/faq/'].map(handle)).toEqual([
      'about',
      'team',
      'contact',
      'ethics',
      'faq',
    ]);
    expect(routeAt('/about/team')!.content!.trail).toEqual([{ name: 'About', path: '/about' }]);
    expect(routeAt('/zeitplan')!.content!.robots).toBe('noindex,nofollow');
    expect(routeAt('/faq')!.content!.robots).toBeUndefined();
  });

  it('names the shop policy of each legal route', () => {
    const policy = (path: string) => routeAt(path)?.policy;
    expect(['/legal/terms', '/fr/legal/privacy-policy', '/legal/refund-policy', '/legal/ethics'].map(policy)).toEqual([
      'termsOfService',
      'privacyPolicy',
      'refundPolicy',
      undefined,
    ]);
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
