// Purges of the page cache by tag (docs/decisions/purges.md). The Cache API cannot list its entries, so a
// purge deletes nothing: it records, per tag, when it happened (a stamp, itself a Cache API entry
// on the main site's origin), and a stored page whose render started before a stamp of one of its
// tags counts as gone. One more stamp, ANY, says when anything was last purged: a page stored
// after it (the common case) is fresh without looking at its tags, and a sub-request answer
// (Storefront, Admin) stored before it is not used again (`purgeAwareCache`). Stamps are read from
// the Cache API each time: an isolate keeps none, so every isolate sees a purge at once.
import { SUBREQUESTS_TAG } from './purge-global.server';

export const ANY = '*';
// A page counts as purged when a stamp is not older than its render's start. A sub-request answer
// is stored when it arrives, up to its 5 s deadline after it was asked: one stored that long
// after a stamp may still be the old data, and counts as before it.
const SUBREQUEST_SKEW_MS = 5_000;
const STAMP_HEADER = 'x-purged-at';

const stampKey = (origin: string, tag: string) => `${origin}/__page-cache-purge/${encodeURIComponent(tag)}`;

async function readStamp(cache: Cache, origin: string, tag: string): Promise<number> {
  const found = await cache.match(stampKey(origin, tag)).catch(() => undefined);
  await found?.body?.cancel();
  return Number(found?.headers.get(STAMP_HEADER)) || 0;
}

/** When anything was last purged (0: never, or longer ago than any page is kept). */
export const lastPurge = (cache: Cache, origin: string) => readStamp(cache, origin, ANY);

/**
 * Whether a purge of one of its `tags` (comma-separated) came after the page's render started;
 * `anyAt` is `lastPurge`, read beside the page.
 */
export async function isPurged(cache: Cache, origin: string, page: { tags: string; storedAt: number }, anyAt: number) {
  const { tags, storedAt } = page;
  if (anyAt < storedAt) return false;
  if (!tags) return false;
  const times = await Promise.all(tags.split(',').map((tag) => readStamp(cache, origin, tag)));
  return times.some((at) => at >= storedAt);
}

/** Records a purge of `tags` now, kept for `keepSeconds` (as long as any page it may concern). */
export async function recordPurge(cache: Cache, origin: string, tags: readonly string[], keepSeconds: number) {
  const now = Date.now();
  const all = [...new Set([...tags, ANY])];
  await Promise.all(
    all.map((tag) =>
      cache.put(
        stampKey(origin, tag),
        new Response(null, {
          headers: { [STAMP_HEADER]: String(now), 'Cache-Control': `public, max-age=${keepSeconds}` },
        }),
      ),
    ),
  );
}

// Hydrogen's own header on what it stores (the time of the put).
const PUT_DATE = 'cache-put-date';

/**
 * The sub-request cache, with every answer stored before the last purge (ANY, in the page cache
 * `pages`) left out: a page rendered after a purge reads Shopify again rather than an answer up to
 * an hour old (CATALOGUE_CACHE's stale window). Every answer is stored with SUBREQUESTS_TAG, which
 * a global purge names, so other data centres drop theirs too (docs/decisions/purges.md).
 */
export function purgeAwareCache(subrequests: Cache, pages: Cache, origin: string): Cache {
  // Made per request: the last purge is read once for all its sub-requests (a settled number).
  let lastPurge: number | undefined;
  const match = async (key: RequestInfo | URL, options?: CacheQueryOptions) => {
    const found = await subrequests.match(key, options);
    const putAt = Number(found?.headers.get(PUT_DATE));
    if (!found || !putAt) return found;
    const any = (lastPurge ??= await readStamp(pages, origin, ANY));
    if (any + SUBREQUEST_SKEW_MS < putAt) return found;
    await found.body?.cancel();
    return undefined;
  };
  // Tagged for the zone's purge by tag (./purge-global.server): a purge reaches every data centre.
  const put = async (key: RequestInfo | URL, response: Response) => {
    const tagged = new Response(response.body, response);
    tagged.headers.set('Cache-Tag', SUBREQUESTS_TAG);
    return subrequests.put(key, tagged);
  };
  return new Proxy(subrequests, {
    get(target, name) {
      if (name === 'match') return match;
      if (name === 'put') return put;
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Where stamps live: the main site's origin, whichever site a page or a webhook came to. */
export function stampOrigin(env: { PUBLIC_MAIN_SITE_ORIGIN?: string }, request: Request): string {
  return (env.PUBLIC_MAIN_SITE_ORIGIN ?? new URL(request.url).origin).replace(/\/$/, '');
}
