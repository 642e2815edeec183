// The hydrated router and its manifest, as React Router's browser runtime leaves them on window.
// The lazily loaded build code reads them here instead of from React, so it costs the entry nothing.
import type { DataRouter } from 'react-router';

interface ManifestRoute {
  id: string;
  module: string;
}

interface RouterGlobals {
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
}

const globals = () => window as unknown as RouterGlobals;

export const dataRouter = () => globals().__reactRouterDataRouter;

/** The module URLs of the routes a path matches (those the browser has discovered so far). */
export function routeModules(
  pathname: string,
  match: (routes: DataRouter['routes'], path: string) => { route: { id: string } }[] | null,
): string[] {
  const router = dataRouter();
  const manifest = globals().__reactRouterManifest;
  if (!router || !manifest) return [];
  const matches = match(router.routes, pathname) ?? [];
  return matches.flatMap((m) => {
    const module = manifest.routes[m.route.id]?.module;
    return module ? [module] : [];
  });
}

/**
 * The target of a click on a link the client router would follow (React Router marks its links
 * with data-discover), else null: plain anchors, other windows and modified clicks load pages anyway.
 */
export function routerLinkTarget(event: MouseEvent | Event): URL | null {
  if (
    event instanceof MouseEvent &&
    (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href][data-discover]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin ? url : null;
}
