// Parsed answers of the catalogue's cacheable upstream queries (Storefront API, and the Admin
// inventory and review summaries a product page reads through `withCache`), shared for ANSWER_MS
// by the requests that read through one memory tier, i.e. by an isolate (docs/decisions/175). Hydrogen answers a cached query from the Cache API (through
// this isolate's memory tier, decision 140) but still does, on every call: a stack capture
// (`new Error`), the query text minified, query and variables serialised into a cache key, a key
// Request and a Response made, the JSON read and parsed again. A page asks the same few queries
// (the header menu, its product) on every view, so the parsed answer is kept for as long as the
// memory tier trusts an entry without asking the Cache API, and then asked for again:
// - only queries with a public cache strategy (the catalogue's) are kept; carts (CacheNone),
//   mutations and calls with options of their own (headers, API version) go to Hydrogen;
// - the key is the query, its variables and the client's market and language (what Hydrogen puts
//   in the request it caches);
// - concurrent requests share one call; a failed call is forgotten at once;
// - every write or delete of the tier (a refresh stored, a purge) forgets all answers, so a page
//   shows a refreshed answer as soon as the tier has it; on a busy page writes are rare (one per
//   query and minute at most) and sharing goes on;
// - answers are frozen: no request can change what another reads.

/** The memory tier's TRUST_MS (its test holds the two equal). */
export const ANSWER_MS = 5_000;
const MAX_ANSWERS = 500;

interface Held {
  answer: Promise<unknown>;
  expires: number;
}

/** A frozen `value`, all the way down (answers are plain JSON). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The answers one memory tier shares (it holds one: they live and go with it, so a cache that is
 * dropped takes them along, and a request without a tier shares nothing).
 */
export class SharedAnswers {
  // By query text (a module constant: its hash is computed once), then by market and variables.
  readonly #held = new Map<string, Map<string, Held>>();
  #count = 0;

  /**
   * `make()`'s answer for `query` and `key`, shared with every call of the last ANSWER_MS; `make` is
   * called again after that, or after it failed or gave an answer `keep` refuses (e.g. "unavailable").
   */
  share<T>(query: string, key: string, make: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
    const now = Date.now();
    let byKey = this.#held.get(query);
    const entry = byKey?.get(key);
    if (entry && entry.expires > now) return entry.answer as Promise<T>;
    if (this.#count >= MAX_ANSWERS) {
      this.#held.clear();
      this.#count = 0;
      byKey = undefined;
    }
    if (!byKey) this.#held.set(query, (byKey = new Map()));
    const answer = make().then(deepFreeze);
    if (!byKey.has(key)) this.#count++;
    byKey.set(key, { answer, expires: now + ANSWER_MS });
    const forget = () => {
      if (this.#held.get(query) === byKey && byKey.get(key)?.answer === answer) {
        byKey.delete(key);
        this.#count--;
      }
    };
    answer.then((value) => keep(value) || forget(), forget);
    return answer;
  }

  /** Forgets every answer: the tier stored or deleted an entry, so one of them may be older. */
  clear() {
    this.#held.clear();
    this.#count = 0;
  }
}

/** Shares through `answers` when there are any, else asks every time. */
export type Share = <T>(
  query: string,
  key: string,
  make: () => Promise<T>,
  keep?: (answer: T) => boolean,
) => Promise<T>;
export const sharing =
  (answers: SharedAnswers | undefined): Share =>
  (query, key, make, keep) =>
    answers ? answers.share(query, key, make, keep) : make();

type QueryOptions = { variables?: Record<string, unknown>; cache?: { mode?: string; maxAge?: number } };
const SHAREABLE_OPTIONS = new Set(['variables', 'cache', 'displayName']);

function shareable(options: QueryOptions | undefined): options is QueryOptions {
  const cache = options?.cache;
  if (!cache || cache.mode !== 'public' || !(Number(cache.maxAge) > 0)) return false;
  return Object.keys(options).every((name) => SHAREABLE_OPTIONS.has(name));
}

/** Makes this client's cacheable queries share their parsed answers (`market`: country and language). */
export function shareAnswers<T extends { query: Query }>(storefront: T, market: string, share: Share): T {
  const query: Query = storefront.query;
  storefront.query = ((text: string, options?: QueryOptions) => {
    if (!shareable(options)) return query(text, options as never);
    const key = options.variables ? `${market}\n${JSON.stringify(options.variables)}` : market;
    return share(text, key, () => query(text, options as never));
  }) as T['query'];
  return storefront;
}

// Storefront['query'], or a stand-in with its call shape.
type Query = (text: string, options?: never) => Promise<unknown>;
