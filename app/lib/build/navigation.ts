// Full page loads where the client router would run stale or missing code (spec §4): once a newer
// build is known, or when a page's code failed to preload, the next link click loads the page from
// the server; a chunk-load error during a navigation reloads its target. Each under the 10 s per
// path guard, so a broken deploy cannot loop (docs/decisions/091, 185).
import { claimReload } from './reload-guard';
import { currentRouterState, routerLinkTarget } from './router';

let newerBuild = false;
/** Pages whose code failed to preload, kept for the tab: React Router reloads the page after such a failure. */
const FAILED_KEY = 'build-failed-pages';

export const markNewerBuild = () => {
  newerBuild = true;
};
/** A newer build is deployed: this page's build's chunks may be gone, so nothing is preloaded. */
export const knowsNewerBuild = () => newerBuild;

function failedPages(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(FAILED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

export const isFailedPage = (path: string) => failedPages().includes(path);

export function markFailedPage(path: string) {
  try {
    sessionStorage.setItem(FAILED_KEY, JSON.stringify([...new Set([...failedPages(), path])].slice(-50)));
  } catch {
    // No storage: the click on it is then a client navigation, whose chunk error reloads its target.
  }
}

const CHUNK_ERROR =
  /dynamically imported module|importing a module script failed|error loading dynamically imported|preload css/i;

export const isChunkError = (reason: unknown) => reason instanceof Error && CHUNK_ERROR.test(reason.message);

function onClick(event: MouseEvent) {
  if (event.defaultPrevented) return;
  const target = routerLinkTarget(event);
  if (!target || (target.pathname === location.pathname && target.hash)) return;
  const stale = newerBuild || isFailedPage(target.pathname);
  if (!stale || !claimReload(target.pathname)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  location.assign(target.href);
}

/** A chunk failed while a navigation was under way: load its target from the server, once. */
function onChunkError(error: unknown, event?: Event) {
  const navigation = currentRouterState()?.navigation;
  if (!navigation?.location) {
    console.warn(`[build] a chunk failed to load outside a navigation: ${String(error)}`);
    return;
  }
  const { pathname, search, hash } = navigation.location;
  if (!claimReload(pathname)) {
    console.warn(`[build] ${pathname} was reloaded less than 10 s ago; not reloading again`);
    return;
  }
  event?.preventDefault();
  location.assign(pathname + search + hash);
}

export function installNavigationGuard() {
  window.addEventListener('click', onClick, true);
  // Vite's event for a dynamic import whose preload failed.
  window.addEventListener('vite:preloadError', (event) =>
    onChunkError((event as Event & { payload?: unknown }).payload, event),
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) onChunkError(event.reason, event);
  });
}
