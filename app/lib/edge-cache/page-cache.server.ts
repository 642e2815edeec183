// The full-page cache for anonymous visitors (issue 16; docs/decisions/100). It sits in the worker
// after the edge rules, the request guard and geo trust, before React Router. A shared page is
// fresh for FRESH_SECONDS (HIT), then served stale for STALE_SECONDS while one background render
// refreshes it (STALE); past that it is rendered again, and when that render is an outage (5xx)
// an entry up to ERROR_SECONDS older is served instead (STALE). `x-cache` says which: HIT, MISS,
// STALE or BYPASS (rendered for this visitor alone). Entries are keyed by build: a deploy starts cold.
import type { EdgePlatform } from '~/lib/http/geo.server';
import { cachePlan, type CachePlan } from './policy.server';
import { memoryCache, type HeldResponse, type MemoryCache } from './memory-cache.server';
import { shareableDocument } from './csp.server';
import { tokenPlaces, visitorFields, withFormToken } from './visitor-fields.server';
import { isPurged, stampOrigin, unpurgedSync } from './purge.server';
import { pageTags } from './purge-tags.server';
import { bypass, cdnHeaders } from './cdn-headers.server';
import { cacheTagHeader } from './purge-global.server';
import { freshSeconds, KEPT_SECONDS, STALE_SECONDS } from './windows';

export { notShared } from './cdn-headers.server';

export { ERROR_SECONDS, FRESH_SECONDS, KEPT_SECONDS, LOCAL_FRESH_SECONDS, STALE_SECONDS } from './windows';
const STORED_AT = 'x-page-cache-stored-at';
// Where the stored document's form tokens are (visitor-fields.server's tokenPlaces).
const TOKEN_PLACES = 'x-page-cache-token-places';
// What the page shows, for purges (./purge-tags.server).
const TAGS = 'x-page-cache-tags';

export type CacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';
type Render = (request: Request) => Promise<Response>;
interface CacheEnv {
  EDGE_PLATFORM: EdgePlatform;
  SESSION_SECRET: string;
  PUBLIC_MAIN_SITE_ORIGIN?: string;
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_API_TOKEN?: string;
}
interface Runtime {
  waitUntil(promise: Promise<unknown>): void;
}

// The build in the key: the commit and the build's time, so that two builds of one commit (a dirty
// tree in development, whose asset names differ) never share pages.
const buildKey = () => `${__BUILD_ID__}.${__BUILD_TIME__}`;

// Keys being refreshed by this isolate: one background render per page at a time.
const refreshing = new Set<string>();

// caches.default on Cloudflare (workerd), a named cache where only `caches.open` exists, else none;
// with this isolate's memory in front (docs/decisions/183): about 80 product pages.
const PAGE_MEMORY_BYTES = 12 * 1024 * 1024;
export const openPageCache = (): Promise<MemoryCache | null> => memoryCache('default', PAGE_MEMORY_BYTES);

// A fully rendered 200 document that sets nothing for its visitor (and met no upstream fault:
// `notShared` marks such a render no-store).
function storable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie') &&
    !/no-store|private/i.test(cacheControl)
  );
}

// The stored form of a render: no nonce, hashed CSP, its time, and an expiry covering every window.
async function toEntry(response: Response, now: number, pathname: string): Promise<Response> {
  const headers = new Headers(response.headers);
  const { html, policy } = await shareableDocument(await response.text(), headers.get('Content-Security-Policy'));
  if (policy) headers.set('Content-Security-Policy', policy);
  headers.set('Cache-Control', `public, max-age=${KEPT_SECONDS}`);
  headers.set(STORED_AT, String(now));
  headers.set(TOKEN_PLACES, tokenPlaces(html));
  const tags = pageTags(pathname, html);
  headers.set(TAGS, tags);
  // For the zone's purge by tag, which reaches this entry in every data centre (decision 270).
  headers.set('Cache-Tag', cacheTagHeader(tags));
  headers.delete('Vary');
  return new Response(html, { status: 200, headers });
}

// A stored page, from the Cache API (a Response) or as memory holds it (no Response made, no bytes
// copied: the common hit).
interface Stored {
  status: number;
  storedAt: number;
  // Its headers as every visitor gets them, without those `serve` sets per response.
  shared: [string, string][];
  tokenPlaces: string | null;
  tags: string;
  bytes(): Promise<ArrayBuffer>;
  discard(): Promise<void>;
}

const decoder = new TextDecoder();

// Stored headers a served page does not carry as they are: its time, and what `serve` sets.
const STORED_ONLY = [STORED_AT, TOKEN_PLACES, TAGS, 'cache-tag'];
const PER_RESPONSE = new Set([...STORED_ONLY, 'content-length', 'cache-control', 'vary', 'age', 'x-cache']);
const sharedHeaders = (headers: Iterable<readonly [string, string]>) =>
  [...headers].flatMap(([name, value]): [string, string][] =>
    PER_RESPONSE.has(name.toLowerCase()) ? [] : [[name, value]],
  );

function fromResponse(entry: Response): Stored {
  return {
    status: entry.status,
    storedAt: Number(entry.headers.get(STORED_AT)) || 0,
    shared: sharedHeaders(entry.headers),
    tokenPlaces: entry.headers.get(TOKEN_PLACES),
    tags: entry.headers.get(TAGS) ?? '',
    bytes: () => entry.arrayBuffer(),
    discard: async () => entry.body?.cancel(),
  };
}

function fromHeld(entry: HeldResponse): Stored {
  const header = (name: string) => entry.headers.find(([key]) => key === name)?.[1];
  const stored = header(STORED_AT);
  return {
    status: entry.status,
    storedAt: Number(stored) || 0,
    shared: sharedHeaders(entry.headers),
    tokenPlaces: header(TOKEN_PLACES) ?? null,
    tags: header(TAGS) ?? '',
    bytes: async () => entry.bytes,
    discard: async () => {},
  };
}

// An entry as a visitor gets it: the public headers, and this response's own form fields.
async function serve(entry: Stored, state: CacheState, request: Request, plan: CachePlan, env: CacheEnv, now: number) {
  const storedAt = entry.storedAt || now;
  const headers: [string, string][] = [
    ...entry.shared,
    ...cdnHeaders(request, env.EDGE_PLATFORM, entry.tags),
    ['Age', String(Math.max(0, Math.floor((now - storedAt) / 1000)))],
    ['x-cache', state],
  ];
  if (request.method === 'HEAD') {
    await entry.discard();
    return new Response(null, { status: entry.status, headers });
  }
  const { renderedPath: rendered, visitorPath: visitor } = plan;
  const bytes = await entry.bytes();
  // The common case: only the form token changes, written into a copy of the stored bytes.
  const body =
    rendered === visitor && entry.tokenPlaces !== null
      ? await withFormToken(bytes, entry.tokenPlaces, env.SESSION_SECRET)
      : null;
  if (body) return new Response(body, { status: entry.status, headers });
  const html = await visitorFields(decoder.decode(bytes), { secret: env.SESSION_SECRET, rendered, visitor });
  return new Response(html, { status: entry.status, headers });
}

const ageOf = (entry: Stored, now: number) => (now - entry.storedAt) / 1000;

// Renders the shared page and stores it when it may be shared; the stored form, or the render.
async function renderShared(plan: CachePlan, cache: Cache | null, render: Render, runtime: Runtime) {
  // Stored as of its start: a purge while it rendered (it may have read the old data) counts.
  const started = Date.now();
  const response = await render(plan.renderRequest.clone());
  if (!storable(response)) return { response, entry: null };
  const entry = await toEntry(response, started, plan.renderedPath.split('?')[0]!);
  if (cache) runtime.waitUntil(cache.put(plan.key, entry.clone()).catch(logPutFailure));
  return { response: null, entry: fromResponse(entry) };
}

const logPutFailure = (error: unknown) => console.warn('[page-cache] could not store a page:', error);

function refreshInBackground(plan: CachePlan, cache: Cache, render: Render, runtime: Runtime) {
  if (refreshing.has(plan.keyUrl)) return;
  refreshing.add(plan.keyUrl);
  const refresh = renderShared(plan, cache, render, runtime)
    .then(async ({ response }) => {
      // A failed refresh (an outage, a 404 now) keeps the old entry for its remaining windows.
      if (response) await response.body?.cancel();
    })
    .catch((error: unknown) => console.warn('[page-cache] background refresh failed:', error))
    .finally(() => refreshing.delete(plan.keyUrl));
  runtime.waitUntil(refresh);
}

async function readEntry(cache: Cache | null, plan: CachePlan): Promise<Stored | undefined> {
  const entry = cache ? await cache.match(plan.key).catch(() => undefined) : undefined;
  return entry ? fromResponse(entry) : undefined;
}

// Answers a request from the page cache when it may be shared, else renders it for the visitor.
// `render` is the worker's whole pipeline (React Router, security headers …) for one request.
export async function withPageCache(
  request: Request,
  env: CacheEnv,
  runtime: Runtime,
  render: Render,
  buildId: string = buildKey(),
): Promise<Response> {
  const plan = cachePlan(request, env.EDGE_PLATFORM, buildId);
  if (!plan) return bypass(await render(request));
  const cache = await openPageCache();
  const held = cache?.held(plan.keyUrl);
  const entry = held ? fromHeld(held) : await readEntry(cache, plan);
  const now = Date.now();
  // A purged page is rendered again (and still beats an outage).
  const unpurged =
    entry && (unpurgedSync(cache!, entry.storedAt) || !(await isPurged(cache!, stampOrigin(env, request), entry)));
  if (entry && unpurged) {
    const age = ageOf(entry, now);
    const fresh = freshSeconds(env);
    if (age < fresh) return serve(entry, 'HIT', request, plan, env, now);
    if (age < fresh + STALE_SECONDS) {
      refreshInBackground(plan, cache!, render, runtime);
      return serve(entry, 'STALE', request, plan, env, now);
    }
  }
  const rendered = await renderShared(plan, cache, render, runtime);
  if (rendered.entry) return serve(rendered.entry, 'MISS', request, plan, env, Date.now());
  const { response } = rendered;
  // An outage: the last good page, however old within its error window, beats a 503.
  if (entry && response.status >= 500) {
    await response.body?.cancel();
    return serve(entry, 'STALE', request, plan, env, now);
  }
  // Not shareable (a 404, a redirect, a cookie): answered for this visitor, with their own URL.
  if (plan.tracked) {
    await response.body?.cancel();
    return bypass(await render(request));
  }
  return bypass(response);
}
