// An in-memory Cache API for the built worker under Node, which has none. It keeps what the
// worker puts for as long as the response's Cache-Control allows (max-age, as the edge cache
// does), so Hydrogen's own HIT / STALE / MISS logic runs unchanged. Off by default: most
// request tests assume every read reaches the mock; a test that is about caching turns it on.
// `storage` is what the worker sees as `caches`: while the cache is off, a new, empty one on every
// read, so nothing is kept between requests.
export class MemoryCache {
  enabled = false;
  #store = new Map<string, { body: ArrayBuffer; init: ResponseInit; expires: number }>();
  #storage = this.#newStorage();

  get storage(): CacheStorage & { default: Cache } {
    return this.enabled ? this.#storage : this.#newStorage();
  }

  #newStorage() {
    const cache = this as unknown as Cache;
    return { open: async () => cache, default: cache } as unknown as CacheStorage & { default: Cache };
  }

  /** Every URL the worker looked up here. */
  reads: string[] = [];

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const req = new Request(request);
    this.reads.push(req.url);
    if (!this.enabled || req.method !== 'GET') return undefined;
    const entry = this.#store.get(req.url);
    if (!entry) return undefined;
    if (Date.now() >= entry.expires) {
      this.#store.delete(req.url);
      return undefined;
    }
    return new Response(entry.body.slice(0), entry.init);
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const req = new Request(request);
    if (req.method !== 'GET') throw new TypeError('Cannot cache a non-GET request.');
    const cacheControl = response.headers.get('cache-control') ?? '';
    const maxAge = Number(/(?:s-maxage|max-age)=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    const body = await response.arrayBuffer();
    if (!this.enabled || /no-store|private/.test(cacheControl) || maxAge <= 0) return;
    const init = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
    this.#store.set(req.url, { body, init, expires: Date.now() + maxAge * 1000 });
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.#store.delete(new Request(request).url);
  }

  clear() {
    this.#store.clear();
    this.reads = [];
    this.#storage = this.#newStorage();
  }

  /** The URLs of the stored entries (a test can drop some, e.g. only the sub-request ones). */
  urls(): string[] {
    return [...this.#store.keys()];
  }

  get size() {
    return this.#store.size;
  }
}
