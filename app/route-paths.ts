// The page that shows a Shopify resource, in a language, and the resource a page shows: read from
// the route table both ways. Search hits, the sitemaps, the chat's sources, links in Shopify's rich
// text and the page cache's purge tags name the shop's URLs with these. Shared with the browser.
import { generatePath } from 'react-router';
import { localePath, MAIN_LANGUAGE, splitLanguage, type Language } from './lib/i18n/languages';
import {
  decodedPath,
  decodePath,
  isLocalized,
  ROUTE_TABLE,
  routeAt,
  type PolicyField,
  type RouteEntry,
} from './route-table';
import { matchAt } from './route-match';

export type Resource =
  | { type: 'home' | 'shop' }
  | { type: 'product' | 'collection' | 'page' | 'blog'; handle: string }
  | { type: 'article'; blog: string; handle: string }
  | { type: 'policy'; field: PolicyField };

/** The page's path in the main site's language (`/shop/x`); an article's is its blog's plus `/:slug`. */
function specPath(resource: Resource): string | null {
  if (resource.type === 'article') {
    const blog = specPath({ type: 'blog', handle: resource.blog });
    const article = blog && ROUTE_TABLE.find((entry) => `/${entry.path}` === `${blog}/:slug`);
    // A blog without article pages (testimonials) shows each article whole on its own page.
    return article ? generatePath(`/${article.path}`, { slug: resource.handle }) : blog;
  }
  const entry = ROUTE_TABLE.find((entry) =>
    resource.type === 'page'
      ? entry.content?.handle === resource.handle
      : resource.type === 'policy'
        ? entry.policy === resource.field
        : entry.kind === resource.type && (resource.type !== 'blog' || entry.id === resource.handle),
  );
  // React Router escapes the handle.
  const handle = 'handle' in resource ? resource.handle : '';
  return !entry ? null : entry.path === '/' ? '/' : generatePath(`/${entry.path}`, { handle });
}

/**
 * The path of the page that shows `resource` in `language` (`/fr/shop/x`), or null when no route
 * shows it. The US site has no prefixes: its pages write the main-site path with `localePath`.
 */
export function pathFor(
  resource: { type: 'home' | 'shop' } | { type: 'product' | 'collection'; handle: string },
  language?: Language,
): string;
export function pathFor(resource: Resource, language?: Language): string | null;
export function pathFor(resource: Resource, language: Language = MAIN_LANGUAGE): string | null {
  const path = specPath(resource);
  return path === null ? null : localePath(language, path);
}

/** Whether search engines, the shop's search and the chat may show the page (not /zeitplan). */
export const isIndexed = (path: string) => !routeAt(path)?.content?.robots;

/** The resource the page at `pathname` shows (pathFor's reverse): `/fr/shop/x` → product x. */
export function resourceAt(pathname: string): Resource | null {
  const entry = routeAt(pathname);
  if (entry?.kind === 'home' || entry?.kind === 'shop') return { type: entry.kind };
  if (entry?.kind !== 'product' && entry?.kind !== 'collection') return null;
  const handle = matchAt(entry.path, splitLanguage(decodePath(pathname)).path)?.params.handle;
  return handle ? { type: entry.kind, handle } : null;
}

/**
 * The page `pathname` shows: its route when its language segment, if any, is one of the site's
 * (`/fr/shop`, `/shop`), else none (`/account`, `/xx/shop`: the not-found page, whatever runs).
 */
export function pageAt(pathname: string): RouteEntry | undefined {
  const { path } = splitLanguage(pathname.includes('%') ? decodePath(pathname) : pathname);
  const entry = routeAt(path);
  return entry && matchAt(entry.path, path) ? entry : undefined;
}

/**
 * The one spelling of a page's path (issue 47, item 14), or null for what is not a page with a
 * canonical link (APIs, data requests, `/cart/:lines`, the not-found page) or has an escape that
 * does not decode: the language prefix and the route's own segments as the route table writes them
 * (`/FR/SHOP` → `/fr/shop`), escapes decoded and the parameters escaped as `pathFor` escapes them
 * (`/%66r/%73hop` → `/fr/shop`), no trailing slash. Any other spelling is redirected to it before
 * anything reads the path, so the page cache keys and renders this spelling alone.
 */
export function canonicalPath(pathname: string): string | null {
  if (pathname.endsWith('.data')) return null;
  const decoded = decodedPath(pathname);
  if (decoded === null) return null;
  const entry = pageAt(pathname);
  if (!entry || entry.noCanonical || !isLocalized(entry)) return null;
  const { language, path } = splitLanguage(decoded);
  if (entry.path === '/') return localePath(language, '/');
  const params = matchAt(entry.path, path)?.params ?? {};
  return localePath(language, generatePath(`/${entry.path}`, params));
}
