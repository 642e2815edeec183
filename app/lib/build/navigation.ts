// Full page loads where the client router would run stale or missing code (spec §4): once a newer
// build is known, or when a page's code failed to preload, the next link click loads the page from
// the server (router links and the header's server-made menu links alike); a chunk-load error
// during a navigation loads its target. Each under the 10 s per path guard, so a broken deploy
// cannot loop (docs/decisions/build-freshness-and-navigation.md).
import { claimReload } from './reload-guard';
import { currentRouterState, onPageChange, routerLinkTarget } from './router';

let newerBuild = false;
/** Pages whose code failed to preload, kept for the tab: React Router reloads the page after such a failure. */
const FAILED_KEY = 'build-failed-pages';
/** Where the last followed link goes, until the next page settles (a chunk error's fallback target). */
let following: URL | null = null;

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
    // No storage: the click on it is then a client navigation, whose chunk error loads its target.
  }
}

const CHUNK_ERROR =
  /dynamically imported module|importing a module script failed|error loading dynamically imported|preload css/i;

export const isChunkError = (reason: unknown) => reason instanceof Error && CHUNK_ERROR.test(reason.message);

/**
 * For a link about to be followed in the page (a router link, or a header menu link the header's
 * code navigates): loads `target` from the server instead when the client router would run stale
 * or missing code, and says whether it did. Either way `target` is where a chunk error now goes.
 */
export function loadsInFull(target: URL): boolean {
  following = target;
  if (target.pathname === location.pathname && target.hash) return false;
  const stale = newerBuild || isFailedPage(target.pathname);
  if (!stale || !claimReload(target.pathname)) return false;
  location.assign(target.href);
  return true;
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented) return;
  const target = routerLinkTarget(event);
  if (!target || !loadsInFull(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** The navigation under way: the router's, else the link just followed (before React commits it). */
function navigationTarget(): string | null {
  const pending = currentRouterState()?.navigation.location;
  if (pending) return pending.pathname + pending.search + pending.hash;
  if (!following || following.href === location.href) return null;
  return following.pathname + following.search + following.hash;
}

/** Loads the navigation's target from the server, once per 10 s; false when there is none or the guard says no. */
function loadTarget(): boolean {
  const target = navigationTarget();
  if (!target) return false;
  if (!claimReload(new URL(target, location.href).pathname)) {
    console.warn(`[build] ${target} was loaded less than 10 s ago; not loading it again`);
    return false;
  }
  location.assign(target);
  return true;
}

/** A chunk failed (Vite's preload helper, or an unhandled import): load the navigation's target, once. */
function onChunkError(error: unknown, event?: Event) {
  if (!navigationTarget()) {
    console.warn(`[build] a chunk failed to load outside a navigation: ${String(error)}`);
    return;
  }
  if (loadTarget()) event?.preventDefault();
}

// The Navigation API's event, as far as it is used here (Chromium; Safari and Firefox lately).
interface NavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
}
type NavigationApi = EventTarget;

/**
 * React Router answers a route module that fails to load with `location.reload()`: the current
 * page, while the shopper asked for another. Where the browser announces that reload (Navigation
 * API), a reload during a navigation becomes a load of its target. Elsewhere the reload stands.
 */
function redirectRouterReloads() {
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  let passing = false;
  navigation?.addEventListener('navigate', (event) => {
    const navigate = event as NavigateEvent;
    if (passing || navigate.navigationType !== 'reload' || !navigate.cancelable || !navigationTarget()) return;
    navigate.preventDefault();
    // After this event (a navigation started inside it is cancelled with the reload). Within the
    // guard's 10 s the reload React Router asked for goes ahead after all.
    setTimeout(() => {
      if (loadTarget()) return;
      passing = true;
      location.reload();
    });
  });
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
  redirectRouterReloads();
  onPageChange(() => {
    following = null;
  });
}
