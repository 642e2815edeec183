// One full page load per path per 10 s (spec §4, §9): the guard that keeps a broken deploy, or a
// chunk that never loads, from reloading the page in a loop. Kept in sessionStorage, so it holds
// across the reloads it allows and ends with the tab.
export const RELOAD_GUARD_MS = 10_000;
const PREFIX = 'build-reload:';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: no guard can be kept, so never reload
  }
}

/** True (and the path is marked) when a full load of `path` is allowed now; false within 10 s. */
export function claimReload(path: string, now = Date.now(), store: Store | null = sessionStore()): boolean {
  if (!store) return false;
  const last = Number(store.getItem(PREFIX + path));
  if (last && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    store.setItem(PREFIX + path, String(now));
    return true;
  } catch {
    return false;
  }
}
