// Which build is deployed (spec §4, §7, §9; docs/decisions/build-freshness-and-navigation.md): /json/version
// about 1000 ms after start (not on slow-2g), then every 10 minutes and when the tab regains focus. A build id other
// than the one this page runs means a newer deploy; failures are only logged.
import { currentConnection } from './prefetch';

export const FIRST_CHECK_MS = 1_000;
export const CHECK_INTERVAL_MS = 10 * 60_000;
/** Focus and visibility can fire in bursts: at most one check per 2 s from them. */
export const FOCUS_CHECK_GAP_MS = 2_000;

export async function fetchBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/json/version', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { buildId?: unknown };
    if (typeof body.buildId !== 'string' || body.buildId === '') throw new Error('no build id in the answer');
    return body.buildId;
  } catch (error) {
    console.warn(`[build] version check failed: ${String(error)}`);
    return null;
  }
}

/** Calls onNewer once, when /json/version names a build other than `own`. */
export function startVersionWatch(onNewer: (buildId: string) => void, own: string = __BUILD_ID__) {
  let lastCheck = 0;
  let found = false;
  const check = async () => {
    if (found) return;
    lastCheck = Date.now();
    const id = await fetchBuildId();
    if (id && id !== own && !found) {
      found = true;
      onNewer(id);
    }
  };
  const onFocus = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= FOCUS_CHECK_GAP_MS) void check();
  };
  if (currentConnection()?.effectiveType !== 'slow-2g') {
    setTimeout(() => void check(), Math.max(0, FIRST_CHECK_MS - performance.now()));
  }
  setInterval(() => void check(), CHECK_INTERVAL_MS);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
}
