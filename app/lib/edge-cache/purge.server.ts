// Purges of the page cache by tag (docs/decisions/264). The Cache API cannot list its entries, so a
// purge deletes nothing: it records, per tag, when it happened (a stamp, itself a Cache API entry
// on the main site's origin), and a stored page whose render started before a stamp of one of its
// tags counts as gone. One more stamp, ANY, says when anything was last purged: a page stored
// after it (the common case) is fresh without looking at its tags, and a sub-request answer
// (Storefront, Admin) stored before it is not used again (`purgeAwareCache`).
//
// Stamps read from the Cache API are believed for TRUST_MS in this isolate (as the memory cache
// believes pages), so a purge from another isolate shows within that; this isolate's own purges
// show at once. Only settled numbers are kept in memory, never a promise or a Response.
import { LRUCache } from 'lru-cache';
import { TRUST_MS } from './memory-cache.server';
import { SUBREQUESTS_TAG } from './purge-global.server';

export const ANY = '*';
// A page counts as purged when a stamp is not older than its render's start. A sub-request answer
// is stored when it arrives, up to its 5 s deadline after it was asked: one stored that long
// after a stamp may still be the old data, and counts as before it.
const SUBREQUEST_SKEW_MS = 5_000;
const STAMP_HEADER = 'x-purged-at';
const MAX_TAGS = 10_000;

type Stamps = LRUCache<string, number>;
const stampsOf = new WeakMap<Cache, Stamps>();

function stamps(cache: Cache): Stamps {
  let known = stampsOf.get(cache);
  if (!known) {
    known = new LRUCache<string, number>({ max: MAX_TAGS, ttl: TRUST_MS, perf: { now: () => Date.now() } });
    stampsOf.set(cache, known);
  }
  return known;
}

const stampKey = (origin: string, tag: string) => `${origin}/__page-cache-purge/${encodeURIComponent(tag)}`;

async function readStamp(cache: Cache, origin: string, tag: string): Promise<number> {
  const known = stamps(cache);
  const held = known.get(tag);
  if (held !== undefined) return held;
  const found = await cache.match(stampKey(origin, tag)).catch(() => undefined);
  const at = Number(found?.headers.get(STAMP_HEADER)) || 0;
  await found?.body?.cancel();
  // A purge in this isolate while the read was under way is newer: keep it.
  const now = known.get(tag);
  known.set(tag, Math.max(at, now ?? 0));
  return Math.max(at, now ?? 0);
}

/** The page stored at `storedAt` (its render's start) with these tags is fresh: no purge since. */
export function unpurgedSync(cache: Cache, storedAt: number): boolean {
  const any = stamps(cache).get(ANY);
  return any !== undefined && any < storedAt;
}

/** Whether a purge of one of its `tags` (comma-separated) came after the page's render started. */
export async function isPurged(cache: Cache, origin: string, { tags, storedAt }: { tags: string; storedAt: number }) {
  if (unpurgedSync(cache, storedAt)) return false;
  if ((await readStamp(cache, origin, ANY)) < storedAt) return false;
  if (!tags) return false;
  const times = await Promise.all(tags.split(',').map((tag) => readStamp(cache, origin, tag)));
  return times.some((at) => at >= storedAt);
}

/**
 * Records a purge of `tags` now: in this isolate at once, and in the Cache API for the others,
 * kept for `keepSeconds` (as long as any page it may concern).
 */
export async function recordPurge(cache: Cache, origin: string, tags: readonly string[], keepSeconds: number) {
  const now = Date.now();
  const known = stamps(cache);
  const all = [...new Set([...tags, ANY])];
  for (const tag of all) known.set(tag, now);
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
 * a global purge names, so other data centres drop theirs too (docs/decisions/270).
 */
export function purgeAwareCache(subrequests: Cache, pages: Cache, origin: string): Cache {
  const match = async (key: RequestInfo | URL, options?: CacheQueryOptions) => {
    const found = await subrequests.match(key, options);
    const putAt = Number(found?.headers.get(PUT_DATE));
    if (!found || !putAt) return found;
    const any = stamps(pages).get(ANY) ?? (await readStamp(pages, origin, ANY));
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
