// The worker's one in-memory cache (docs/decisions/183): an `lru-cache` of settled responses in front
// of a Cache API cache, for the page cache (`caches.default`) and Hydrogen's sub-requests
// (`caches.open('hydrogen')`). The Cache API stays the authority; memory only saves a round trip to
// it for a few seconds:
// - only settled bytes are held (never a promise, stream or Response: Workers forbid sharing I/O
//   objects between requests), and every answer is a new Response over a copy;
// - an entry is held for TRUST_MS at most, and never past the lifetime the Cache API gives it, so
//   another isolate's refresh or a purge shows within TRUST_MS;
// - bounded by bytes, least recently used out first (lru-cache's `maxSize`).
import { LRUCache } from 'lru-cache';
import { lifetimeSeconds } from './freshness.server';

export const TRUST_MS = 5_000;

/** A held response, read-only: what `held` hands the page cache without making a Response. */
export interface HeldResponse {
  readonly bytes: ArrayBuffer;
  readonly status: number;
  readonly statusText: string;
  readonly headers: readonly (readonly [string, string])[];
}

type Key = RequestInfo | URL;
const keyRequest = (key: Key) => (key instanceof Request ? key : new Request(key));

export class MemoryCache implements Cache {
  readonly #underlying: Cache;
  readonly #held: LRUCache<string, HeldResponse>;

  constructor(underlying: Cache, maxBytes: number) {
    this.#underlying = underlying;
    this.#held = new LRUCache<string, HeldResponse>({
      maxSize: maxBytes,
      // An entry over a quarter of the bound is read through, never held.
      maxEntrySize: maxBytes / 4,
      sizeCalculation: (entry) => Math.max(1, entry.bytes.byteLength),
      ttl: TRUST_MS,
      // Wall-clock time, as the Cache API entries it stands for (and tests can move it).
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
  }

  /** The held entry for a GET of `url`, as stored (no copy); undefined means "ask `match`". */
  held(url: string): HeldResponse | undefined {
    return this.#held.get(url);
  }

  async match(key: Key, options?: CacheQueryOptions): Promise<Response | undefined> {
    const request = keyRequest(key);
    if (options || request.method !== 'GET') return this.#underlying.match(request, options);
    const held = this.#held.get(request.url);
    if (held) return toResponse(held);
    const found = await this.#underlying.match(request);
    if (!found) return undefined;
    const entry = await toHeld(found);
    // A put that landed while this read was under way holds the newer entry: keep it.
    if (!this.#held.has(request.url)) this.#hold(request.url, entry, found.headers);
    return toResponse(entry);
  }

  async put(key: Key, response: Response): Promise<void> {
    const request = keyRequest(key);
    this.#held.delete(request.url);
    const entry = await toHeld(response);
    await this.#underlying.put(request, toResponse(entry));
    if (request.method === 'GET') this.#hold(request.url, entry, response.headers);
  }

  async delete(key: Key, options?: CacheQueryOptions): Promise<boolean> {
    const request = keyRequest(key);
    this.#held.delete(request.url);
    return this.#underlying.delete(request, options);
  }

  // Not used by Hydrogen or the page cache (workerd implements none of them): passed on.
  matchAll(key?: Key, options?: CacheQueryOptions) {
    return this.#underlying.matchAll(key, options);
  }

  keys(key?: Key, options?: CacheQueryOptions) {
    return this.#underlying.keys(key, options);
  }

  add(key: Key) {
    this.#held.delete(keyRequest(key).url);
    return this.#underlying.add(key);
  }

  addAll(keys: RequestInfo[]) {
    for (const key of keys) this.#held.delete(keyRequest(key).url);
    return this.#underlying.addAll(keys);
  }

  // Held for TRUST_MS, or less when the Cache API keeps it for less (minus the Age it reports).
  #hold(url: string, entry: HeldResponse, headers: Headers) {
    const age = Number(headers.get('Age')) || 0;
    const lifetimeMs = (lifetimeSeconds(headers, entry.status, Date.now()) - age) * 1000;
    if (lifetimeMs <= 0) return;
    this.#held.set(url, entry, { ttl: Math.min(TRUST_MS, lifetimeMs) });
  }
}

async function toHeld(response: Response): Promise<HeldResponse> {
  const { status, statusText } = response;
  return { bytes: await response.arrayBuffer(), status, statusText, headers: [...response.headers] };
}

const toResponse = ({ bytes, status, statusText, headers }: HeldResponse) =>
  new Response(bytes.slice(0), {
    status,
    statusText,
    headers: headers.map(([name, value]): [string, string] => [name, value]),
  });

// One MemoryCache per cache name and isolate, made on first use. Keyed by the runtime's
// CacheStorage (one per isolate in workerd; the Node test harness hands a new one when it clears
// its cache, so nothing is held across a clear).
const opened = new WeakMap<CacheStorage, Map<string, MemoryCache>>();

/**
 * `caches.open(name)` (or `caches.default` for 'default', where it exists) behind memory; null
 * without a Cache API or when it cannot be opened.
 */
export async function memoryCache(name: string, maxBytes: number): Promise<MemoryCache | null> {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  if (!storage) return null;
  let byName = opened.get(storage);
  if (!byName) opened.set(storage, (byName = new Map()));
  const known = byName.get(name);
  if (known) return known;
  try {
    const underlying =
      name === 'default' ? (storage.default ?? (await storage.open('pages'))) : await storage.open(name);
    // Two first requests may both open it: the first one settled wins, the other is dropped.
    const cache = byName.get(name) ?? new MemoryCache(underlying, maxBytes);
    byName.set(name, cache);
    return cache;
  } catch {
    return null;
  }
}
