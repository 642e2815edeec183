import { readdirSync } from 'node:fs';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hidesLogoBar, LOGO_BAR_HIDDEN_ROUTES } from '~/components/shell/logo-rules';
import { alternateLinks, NO_CANONICAL_ROUTES } from '~/lib/seo/seo';
import routes from './routes';
import { isLocalized, ROUTE_TABLE, routeAt, type RouteEntry } from './route-table';
import { matchAt } from './route-match';
import { canonicalPath, pageAt } from './route-paths';

// React Router's own id for a route: the one given, else the module's path without extension.
const routeId = (route: { id?: string; file: string }) => route.id ?? route.file.replace(/\.tsx?$/, '');
// A path each route answers, its parameters filled in.
const sample = (entry: RouteEntry) =>
  entry.path === '*' ? '/no/such/page' : `/${entry.path.replace(/^\//, '')}`.replace(/:[\w-]+/g, 'x-1');

// The app's route tree as React Router matches it: everything under the root route.
const toObject = (route: RouteConfigEntry): RouteObject =>
  route.index
    ? { id: routeId(route), index: true }
    : { id: routeId(route), path: route.path, children: route.children?.map(toObject) };
const tree: RouteObject[] = [{ id: 'root', path: '', children: routes.map(toObject) }];
const renderedRoute = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route.id;
// The language segment routes/locale.tsx is given (it answers 404 for any but fr and en).
const localeParam = (pathname: string) => matchRoutes(tree, pathname)?.[1]?.params.locale;
const localized = ROUTE_TABLE.filter(isLocalized);

describe('the route table', () => {
  it('is what routes.ts gives React Router: each page once under `:locale?`, then the endpoints', () => {
    const shape = ({ file, id, path, index }: RouteConfigEntry) => ({ file, id, path, index: index === true });
    const declared = (entry: RouteEntry) =>
      shape({ file: entry.file, id: entry.id, ...(entry.path === '/' ? { index: true } : { path: entry.path }) });
    const [locale, ...endpoints] = routes;
    expect(shape(locale!)).toEqual({ file: 'routes/locale.tsx', id: undefined, path: ':locale?', index: false });
    expect(new Set(locale!.children!.map(shape))).toEqual(new Set(localized.map(declared)));
    expect(endpoints.map(shape)).toEqual(ROUTE_TABLE.filter((entry) => !isLocalized(entry)).map(declared));
    expect(routes.length + locale!.children!.length).toBe(ROUTE_TABLE.length + 1);
  });

  it('renders /shop/x, /fr/shop/x and /en/shop/x with one route, and gives routes/locale.tsx the segment', () => {
    for (const [path, locale] of [
      ['/shop/x', undefined],
      ['/fr/shop/x', 'fr'],
      ['/EN/shop/x/', 'EN'],
      ['/xx/shop/x', 'xx'],
    ] as const) {
      expect(renderedRoute(path), path).toBe('routes/product');
      expect(localeParam(path), path).toBe(locale);
    }
    for (const path of ['/', '/fr', '/en', '/FR/', '/xx']) {
      const ids = matchRoutes(tree, path)?.map((match) => match.route.id);
      expect(ids, path).toEqual(['root', 'routes/locale', 'routes/home']);
    }
    for (const path of ['/fr/api/geoip', '/en/sitemap.xml', '/fr/fr/shop', '/xx/nope'])
      expect(renderedRoute(path), path).toBe('routes/not-found');
  });

  it('takes a path with a parameter over a page under a language: /discount/shop is a discount code', () => {
    const owners = ROUTE_TABLE.filter((entry) => /^[\w-]+\/:\w+$/.test(entry.path));
    const names = localized.filter((entry) => /^[\w-]+$/.test(entry.path)).map((entry) => entry.path);
    for (const owner of owners)
      for (const name of names) expect(renderedRoute(`/${owner.path.split('/')[0]}/${name}`)).toBe(routeId(owner));
  });

  it('classifies a page in any language as its spec path, and only pages have languages', () => {
    expect(routeAt('/fr/shop/black-ghost')?.path).toBe('shop/:handle');
    expect(routeAt('/EN/cart')?.path).toBe('cart');
    expect(routeAt('/fr')?.path).toBe('/');
    expect(routeAt('/fr/api/geoip')?.path).toBe('*');
    // Its loaders run (under the page's rate rule) while routes/locale.tsx answers 404.
    expect(routeAt('/it/search')?.path).toBe('search');
  });

  it('names every route module in app/routes', () => {
    const modules = readdirSync(new URL('./routes', import.meta.url)).filter(
      (name) => /\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'locale.tsx',
    );
    const named = new Set(ROUTE_TABLE.map((entry) => entry.file.replace(/^routes\//, '')));
    expect(modules.filter((name) => !named.has(name))).toEqual([]);
  });

  it('has one entry per path and id', () => {
    expect(new Set(ROUTE_TABLE.map((entry) => entry.path)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map(routeId)).size).toBe(ROUTE_TABLE.length);
  });
});

describe('routeAt', () => {
  const paths = ROUTE_TABLE.map(sample).flatMap((path) => [path, `${path}/`.replace('//', '/'), path.toUpperCase()]);
  const odd = ['//shop', '/stories/foo', '/shop/x/y', '/sh%6Fp/x', '/shop/a%2Fb', '/shop/%E0%A4%A', '/cart.data'];
  const prefixed = paths.flatMap((path) => [`/fr${path}`, `/xx${path}`]);

  it.each([...paths, ...prefixed, ...odd])('%s is the route React Router renders', (path) => {
    expect(routeAt(path) && routeId(routeAt(path)!)).toBe(renderedRoute(path));
  });

  it('reads a data request as written: the product route takes /shop/x.data as a handle', () => {
    expect(routeAt('/shop/x.data')?.file).toBe('routes/product.tsx');
    expect(routeAt('/_root.data')?.path).toBe('/');
  });

  it('marks /cart, /checkout and /checkout/klarna as reading the whole cart', () => {
    const whole = (path: string) => routeAt(path)?.wholeCart === true;
    for (const path of ['/cart', '/cart/', '/checkout', '/checkout/klarna', '/checkout/klarna/'])
      expect(whole(path), path).toBe(true);
    for (const path of ['/', '/cart/x', '/checkout/success', '/cart.data', '/shop/x'])
      expect(whole(path), path).toBe(false);
  });
});

describe("the browser's copy of the logo-bar routes", () => {
  it('is the routes the table marks', () => {
    expect(LOGO_BAR_HIDDEN_ROUTES).toEqual(ROUTE_TABLE.filter((e) => e.hidesLogoBar).map((e) => e.path));
  });

  it.each(ROUTE_TABLE.map(sample))('%s: answers as the table does', (path) => {
    expect(hidesLogoBar(path)).toBe(routeAt(path)?.hidesLogoBar === true);
  });
});

describe("the browser's copy of the routes without a canonical link", () => {
  const origins = { main: 'https://main.test', us: 'https://us.test', current: 'https://main.test' };

  it('is the routes the table marks', () => {
    expect(NO_CANONICAL_ROUTES).toEqual(ROUTE_TABLE.filter((e) => e.noCanonical).map((e) => e.path));
  });

  it.each(ROUTE_TABLE.map(sample))('%s: answers as the table does', (path) => {
    expect(alternateLinks(path, origins) === null).toBe(routeAt(path)?.noCanonical === true);
  });
});

describe('pageAt', () => {
  it('is the page under no language segment or a real one, and none under any other segment', () => {
    expect(pageAt('/shop/x')?.file).toBe('routes/product.tsx');
    expect(pageAt('/FR/shop/x/')?.file).toBe('routes/product.tsx');
    expect(pageAt('/en')?.file).toBe('routes/home.tsx');
    expect(pageAt('/%66r/shop')?.file).toBe('routes/shop.tsx');
    expect(pageAt('/account')).toBeUndefined();
    expect(pageAt('/xx/shop')).toBeUndefined();
    expect(pageAt('/it')).toBeUndefined();
  });
});

describe('canonicalPath (issue 47, item 14)', () => {
  it.each([
    ['/FR/shop', '/fr/shop'],
    ['/fr/SHOP', '/fr/shop'],
    ['/fr/%73hop', '/fr/shop'],
    ['/%66r/shop', '/fr/shop'],
    ['/fr/shop/', '/fr/shop'],
    ['/EN/', '/en'],
    ['/Stories/Blog/why-ocean-plastic', '/stories/blog/why-ocean-plastic'],
    ['/shop/green%6Cy', '/shop/greenly'],
    ['/shop/gr%c3%bcn', '/shop/gr%C3%BCn'],
  ])('spells %s as %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
    expect(canonicalPath(canonical)).toBe(canonical);
  });

  it('keeps a page already in its one spelling, and a handle as it was asked for', () => {
    for (const path of ['/', '/fr', '/shop', '/en/shop/sharkblades', '/stories/blog', '/shop/Greenly'])
      expect(canonicalPath(path)).toBe(path);
  });

  it('has no spelling for what is not a page with a canonical link', () => {
    for (const path of [
      '/api/geoip',
      '/shop.data',
      '/cart/1:2,3:4',
      '/discount/SAVE',
      '/review',
      '/it/shop',
      '/no/such',
    ])
      expect(canonicalPath(path), path).toBeNull();
    expect(canonicalPath('/shop/%E0%A4%A')).toBeNull();
  });
});

describe('matchAt', () => {
  it('answers as React Router’s matchPath, and the same answer again from memory', () => {
    for (const [pattern, path] of [
      ['shop/:handle', '/shop/sharkblades'],
      ['shop/:handle', '/SHOP/sharkblades/'],
      ['shop/:handle', '/shop'],
      ['collections/:handle', '/collections/a%2Fb'],
      ['*', '/anything/at/all'],
    ] as const) {
      expect(matchAt(pattern, path)).toEqual(matchPath(pattern, path));
      expect(matchAt(pattern, path)).toBe(matchAt(pattern, path));
    }
  });

  it('keeps answering once it has forgotten older paths', () => {
    for (let i = 0; i < 2_500; i++) expect(matchAt('shop/:handle', `/shop/p${i}`)?.params.handle).toBe(`p${i}`);
    expect(matchAt('shop/:handle', '/shop/p0')?.params.handle).toBe('p0');
  });
});
