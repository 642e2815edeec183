// A per-isolate memory tier in front of a Cache API cache (docs/decisions/140): hot entries are
// answered from this isolate's memory instead of the runtime's cache service. It implements the
// Cache interface's match / put / delete over the underlying cache, which stays the authority:
// - put writes through (the underlying first) and keeps the bytes, status and headers in memory
//   only when the Cache API would keep them (a GET, no Set-Cookie, not private / no-store /
//   no-cache, a positive s-maxage / max-age or a future Expires), until that same expiry;
// - an entry is trusted for TRUST_MS at most after it was stored or last confirmed; after that the
//   underlying cache is asked again, so another isolate's refresh (or a delete) shows within it;
// - entries are bounded by bytes (least recently used out first);
// - every answer is a new Response over a copy of the bytes: bodies are never shared.
// The expiry computed at put time travels with the stored copy (EXPIRES_HEADER), so an isolate
// that reads the entry from the underlying cache keeps it no longer than the one that stored it.
import { lifetimeSeconds } from './freshness.server';
import { SharedAnswers } from '~/lib/shopify/answers.server';

export const TRUST_MS = 5_000;
export const EXPIRES_HEADER = 'x-memory-tier-expires';

interface Entry {
  bytes: ArrayBuffer;
  status: number;
  statusText: string;
  headers: [string, string][];
  expires: number;
  checkedAt: number;
}

/** A held entry as `peek` shows it: read-only, the same object until the entry is replaced. */
export type HeldEntry = Readonly<Pick<Entry, 'bytes' | 'status' | 'headers'>>;

type Key = RequestInfo | URL;

const keyRequest = (key: Key) => (key instanceof Request ? key : new Request(key));

export class MemoryTier implements Cache {
  readonly #underlying: Cache;
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  // Bumped by every put and delete of a key: a read of the underlying cache that started before
  // one of them must not bring the older entry back into memory.
  readonly #generation = new Map<string, number>();
  #bytes = 0;
  /** Parsed answers its readers share for the same trust window (~/lib/shopify/answers.server). */
  readonly answers = new SharedAnswers();

  constructor(underlying: Cache, maxBytes: number) {
    this.#underlying = underlying;
    this.#maxBytes = maxBytes;
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The entry held for a GET of `url` while it is trusted, as stored: no Response, no copy. For a
   * caller that only reads it (the page cache's hits); undefined means "ask `match`".
   */
  peek(url: string): HeldEntry | undefined {
    return this.#trusted(url);
  }

  #trusted(url: string): Entry | undefined {
    const held = this.#entries.get(url);
    const now = Date.now();
    if (!held || now >= held.expires || now - held.checkedAt >= TRUST_MS) return undefined;
    this.#entries.delete(url);
    this.#entries.set(url, held); // most recently used last
    return held;
  }

  async match(key: Key, options?: CacheQueryOptions): Promise<Response | undefined> {
    const request = keyRequest(key);
    // Only plain lookups are remembered; anything else is the underlying cache's alone.
    if (options || request.method !== 'GET') return this.#underlying.match(request, options);
    const url = request.url;
    const held = this.#trusted(url);
    if (held) return answer(held);
    const generation = this.#generation.get(url) ?? 0;
    const found = await this.#underlying.match(request);
    const unchanged = (this.#generation.get(url) ?? 0) === generation;
    if (!found) {
      if (unchanged) this.#forget(url);
      return undefined;
    }
    const entry = await toEntry(found, Date.now());
    if (unchanged) this.#remember(url, entry);
    return answer(entry);
  }

  async put(key: Key, response: Response): Promise<void> {
    const request = keyRequest(key);
    const url = request.url;
    const started = this.#bump(url);
    const now = Date.now();
    const bytes = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    const seconds = request.method === 'GET' ? lifetimeSeconds(headers, response.status, now) : 0;
    if (seconds > 0) headers.set(EXPIRES_HEADER, String(now + seconds * 1000));
    const { status, statusText } = response;
    await this.#underlying.put(request, new Response(bytes, { status, statusText, headers }));
    // A later put or delete of the key won; else reads begun meanwhile must not overwrite this one.
    if (this.#generation.get(url) !== started) return;
    this.#bump(url);
    this.answers.clear(); // an answer read from the entry it replaces may be among them
    if (seconds <= 0) return;
    headers.delete(EXPIRES_HEADER);
    this.#remember(url, {
      bytes,
      status,
      statusText,
      headers: [...headers],
      expires: now + seconds * 1000,
      checkedAt: now,
    });
  }

  async delete(key: Key, options?: CacheQueryOptions): Promise<boolean> {
    const request = keyRequest(key);
    this.#bump(request.url);
    this.answers.clear();
    return this.#underlying.delete(request, options);
  }

  // Not part of what Hydrogen or the page cache use (workerd implements none of them): passed on.
  matchAll(key?: Key, options?: CacheQueryOptions) {
    return this.#underlying.matchAll(key, options);
  }

  keys(key?: Key, options?: CacheQueryOptions) {
    return this.#underlying.keys(key, options);
  }

  async add(key: Key) {
    this.#bump(keyRequest(key).url);
    return this.#underlying.add(key);
  }

  async addAll(keys: Iterable<RequestInfo>) {
    const list = [...keys];
    for (const key of list) this.#bump(keyRequest(key).url);
    return this.#underlying.addAll(list);
  }

  #bump(url: string): number {
    this.#forget(url);
    const next = (this.#generation.get(url) ?? 0) + 1;
    this.#generation.set(url, next);
    return next;
  }

  #forget(url: string) {
    const held = this.#entries.get(url);
    if (!held) return;
    this.#entries.delete(url);
    this.#bytes -= held.bytes.byteLength;
  }

  #remember(url: string, entry: Entry) {
    this.#forget(url);
    // Past its expiry, or too large to share the bound with others: read through, never kept.
    if (entry.expires <= entry.checkedAt || entry.bytes.byteLength > this.#maxBytes / 4) return;
    this.#entries.set(url, entry);
    this.#bytes += entry.bytes.byteLength;
    for (const [oldest, held] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= held.bytes.byteLength;
    }
    // Generations only matter while a read is in flight; keep the map from growing without bound.
    if (this.#generation.size > 4 * this.#entries.size + 1_024) this.#generation.clear();
  }
}

// An entry from the underlying cache: kept until the expiry its storer wrote, or, for an entry
// stored by something else, until its own lifetime minus the Age the cache reports.
async function toEntry(response: Response, now: number): Promise<Entry> {
  const headers = new Headers(response.headers);
  const written = Number(headers.get(EXPIRES_HEADER));
  headers.delete(EXPIRES_HEADER);
  const age = Number(headers.get('Age')) || 0;
  const expires = written > 0 ? written : now + (lifetimeSeconds(headers, response.status, now) - age) * 1000;
  const bytes = await response.arrayBuffer();
  const { status, statusText } = response;
  return { bytes, status, statusText, headers: [...headers], expires, checkedAt: now };
}

const answer = ({ bytes, status, statusText, headers }: Entry) =>
  new Response(bytes.slice(0), { status, statusText, headers: copyOf(headers) });

/**
 * Header pairs a `Headers` may be built from without touching the held ones: some `Headers`
 * implementations (MSW's in the Node tests) keep the array they were given and write into it.
 */
export const copyOf = (headers: readonly (readonly [string, string])[]): [string, string][] =>
  headers.map(([name, value]) => [name, value]);

// One tier per cache and isolate, keyed by the runtime's CacheStorage object (one per isolate in
// workerd; the Node test harness hands a new one when it clears its cache, so nothing survives).
type Storage = CacheStorage & { default?: Cache };
const tiers = new WeakMap<Storage, Map<string, Promise<MemoryTier | null>>>();

/**
 * The memory tier over `caches.default` (`name` 'default'; a cache called `fallback` where only
 * `caches.open` exists) or over `caches.open(name)`; null without a Cache API.
 */
export function tieredCache(name: string, maxBytes: number, fallback = 'pages'): Promise<MemoryTier | null> {
  const storage = (globalThis as { caches?: Storage }).caches;
  if (!storage) return Promise.resolve(null);
  let named = tiers.get(storage);
  if (!named) tiers.set(storage, (named = new Map()));
  let tier = named.get(name);
  if (!tier) {
    const opened = Promise.resolve().then(() =>
      name === 'default' ? (storage.default ?? storage.open(fallback)) : storage.open(name),
    );
    tier = opened.then(
      (cache) => new MemoryTier(cache, maxBytes),
      () => {
        named.delete(name); // ask again next time
        return null;
      },
    );
    named.set(name, tier);
  }
  return tier;
}
