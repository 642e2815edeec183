import { readdirSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hidesLogoBar, LOGO_BAR_HIDDEN_ROUTES } from '~/components/shell/logo-rules';
import { alternateLinks, NO_CANONICAL_ROUTES } from '~/lib/seo/seo';
import routes from './routes';
import { isLocalized, ROUTE_TABLE, routeAt, type RouteEntry } from './route-table';

// React Router's own id for a route: the one given, else the module's path without extension.
const routeId = (route: { id?: string; file: string }) => route.id ?? route.file.replace(/\.tsx?$/, '');
// A path each route answers, its parameters filled in.
const sample = (entry: RouteEntry) =>
  entry.path === '*' ? '/no/such/page' : `/${entry.path.replace(/^\//, '')}`.replace(/:[\w-]+/g, 'x-1');

// The app's route tree as React Router matches it: everything under the root route.
const tree: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: routes.map((route) =>
      route.index ? { id: routeId(route), index: true } : { id: routeId(route), path: route.path },
    ),
  },
];
const renderedRoute = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route.id;

describe('the route table', () => {
  it('is what routes.ts gives React Router: each entry, then its pages under /fr and /en (decision 202)', () => {
    const expected = ROUTE_TABLE.flatMap((entry) => [
      { file: entry.file, id: entry.id, path: entry.path === '/' ? undefined : entry.path, index: entry.path === '/' },
      ...(isLocalized(entry)
        ? ['fr', 'en'].map((language) => ({
            file: entry.file,
            id: `${language}/${entry.id ?? entry.file.replace(/\.tsx?$/, '')}`,
            path: entry.path === '/' ? language : `${language}/${entry.path}`,
            index: false,
          }))
        : []),
    ]);
    expect(routes.map(({ file, id, path, index }) => ({ file, id, path, index: index === true }))).toEqual(expected);
    expect(new Set(routes.map((route) => route.id ?? route.file)).size).toBe(routes.length);
  });

  it('classifies a page in any language as its spec path, and only pages have languages', () => {
    expect(routeAt('/fr/shop/black-ghost')?.path).toBe('shop/:handle');
    expect(routeAt('/EN/cart')?.path).toBe('cart');
    expect(routeAt('/fr')?.path).toBe('/');
    expect(routeAt('/fr/api/geoip')?.path).toBe('*');
    expect(routeAt('/it/shop')?.path).toBe('*');
  });

  it('names every route module in app/routes', () => {
    const modules = readdirSync(new URL('./routes', import.meta.url)).filter(
      (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
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

  it.each([...paths, ...odd])('%s is the route React Router renders', (path) => {
    expect(routeAt(path) && routeId(routeAt(path)!)).toBe(renderedRoute(path));
  });

  it('reads a data request as written: the product route takes /shop/x.data as a handle', () => {
    expect(routeAt('/shop/x.data')?.file).toBe('routes/product.tsx');
    expect(routeAt('/_root.data')?.path).toBe('*');
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
