import { describe, expect, it } from 'vitest';
import { isIndexed, pathFor, resourceAt, type Resource } from './route-paths';
import { routeAt } from './route-table';

describe('pathFor', () => {
  it.each<[Resource, string]>([
    [{ type: 'home' }, '/'],
    [{ type: 'shop' }, '/shop'],
    [{ type: 'product', handle: 'black-ghost' }, '/shop/black-ghost'],
    [{ type: 'collection', handle: 'goalies' }, '/collections/goalies'],
    [{ type: 'blog', handle: 'success-stories' }, '/stories/success-stories'],
    [{ type: 'article', blog: 'blog', handle: 'why-ocean-plastic' }, '/stories/blog/why-ocean-plastic'],
    [{ type: 'article', blog: 'success-stories', handle: 'lido' }, '/stories/success-stories/lido'],
    // Testimonials are read whole on their blog's page.
    [{ type: 'article', blog: 'testimonials', handle: 'anna' }, '/stories/testimonials'],
    [{ type: 'page', handle: 'team' }, '/about/team'],
    [{ type: 'page', handle: 'contact' }, '/about/contact'],
    [{ type: 'page', handle: 'zeitplan' }, '/zeitplan'],
    [{ type: 'policy', field: 'termsOfService' }, '/legal/terms'],
    [{ type: 'policy', field: 'refundPolicy' }, '/legal/refund-policy'],
    [{ type: 'policy', field: 'shippingPolicy' }, '/legal/shipping-policy'],
  ])('%o is at %s, in French under /fr and in English under /en', (resource, path) => {
    expect(pathFor(resource)).toBe(path);
    expect(pathFor(resource, 'de')).toBe(path);
    expect(pathFor(resource, 'fr')).toBe(path === '/' ? '/fr' : `/fr${path}`);
    expect(pathFor(resource, 'en')).toBe(path === '/' ? '/en' : `/en${path}`);
  });

  it('names a page the route table renders with that resource', () => {
    expect(routeAt(pathFor({ type: 'product', handle: 'x' }, 'fr'))?.file).toBe('routes/product.tsx');
    expect(routeAt(pathFor({ type: 'page', handle: 'faq' })!)?.content?.handle).toBe('faq');
    expect(routeAt(pathFor({ type: 'blog', handle: 'testimonials' })!)?.id).toBe('testimonials');
  });

  it('has no page for a resource no route shows', () => {
    expect(pathFor({ type: 'page', handle: 'unknown' })).toBeNull();
    expect(pathFor({ type: 'blog', handle: 'news' })).toBeNull();
    expect(pathFor({ type: 'article', blog: 'news', handle: 'x' }, 'fr')).toBeNull();
  });

  it('escapes a handle', () => {
    expect(pathFor({ type: 'product', handle: 'a b/c' })).toBe('/shop/a%20b%2Fc');
  });
});

describe('resourceAt', () => {
  it('reads what pathFor wrote, in any language', () => {
    const resources: Resource[] = [
      { type: 'home' },
      { type: 'shop' },
      { type: 'product', handle: 'black-ghost' },
      { type: 'collection', handle: 'a b' },
    ];
    for (const resource of resources)
      for (const language of ['de', 'fr', 'en'] as const)
        expect(resourceAt(pathFor(resource, language)!)).toEqual(resource);
  });

  it('names no resource for other pages, unknown languages and endpoints', () => {
    for (const path of ['/about', '/cart', '/xx/shop/x', '/fr/api/geoip', '/shop/x/y'])
      expect(resourceAt(path)).toBeNull();
  });
});

describe('isIndexed', () => {
  it('keeps /zeitplan (noindex) out in every language', () => {
    expect(isIndexed('/faq')).toBe(true);
    expect(isIndexed('/shop/x')).toBe(true);
    expect(isIndexed('/zeitplan')).toBe(false);
    expect(isIndexed('/fr/zeitplan/')).toBe(false);
  });
});
