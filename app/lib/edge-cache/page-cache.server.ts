// The full-page cache for anonymous visitors (docs/decisions/page-cache.md). Two levels of cache in all:
// whole pages here, in the Cache API, and Storefront/Admin answers in Hydrogen's sub-request cache
// (its cache strategies, on the Cache API too). No memory in front of either.
//
// 1. `cachePlan` (./policy.server) says whether a request may get a shared page and under which key:
//    a pure function of the request (path, the parameters its page reads, site, country cookie,
//    geo country, consent, suggested language) and the build. A session cookie (a cart, a
//    sign-in), a POST or an uncached route means BYPASS: rendered for this visitor alone.
// 2. The render of a shared page sees only what is in the key (`renderRequest`). It is stored when
//    it is a 200 HTML page that sets no cookie and met no upstream fault (`notShared`).
// 3. As stored (./shared-html.server, HTMLRewriter): no nonce, inline scripts allowed by hash, with
//    its store time and purge tags (./purge-tags.server). As served: a fresh form token each time.
// 4. Age: fresh for `freshSeconds` (HIT), then STALE for STALE_SECONDS while one background render
//    refreshes it; older is rendered again (MISS), and an outage (5xx) then gets the old page for up
//    to ERROR_SECONDS more (STALE). A purge (webhook → ./purge.server stamps) makes it a MISS.
// 5. `x-cache` says which: HIT, MISS, STALE or BYPASS; ./cdn-headers.server says what a CDN may keep.
//    Keys carry the build: a deploy starts cold.
import type { EdgePlatform } from '~/lib/http/geo.server';
import { cachePlan, type CachePlan } from './policy.server';
import { forVisitor, shareableDocument } from './shared-html.server';
import { isPurged, lastPurge, stampOrigin } from './purge.server';
import { pageTags } from './purge-tags.server';
import { bypass, cdnHeaders } from './cdn-headers.server';
import { cacheTagHeader } from './purge-global.server';
import { freshSeconds, KEPT_SECONDS, STALE_SECONDS } from './windows';
import type { Warn } from '~/lib/ops/log.server';
import { requestLog } from '~/lib/ops/request.server';

export { notShared } from './cdn-headers.server';
export { ERROR_SECONDS, FRESH_SECONDS, KEPT_SECONDS, LOCAL_FRESH_SECONDS, STALE_SECONDS } from './windows';

// Stored with an entry, never served: its render's start, and what it shows (for purges).
const STORED_AT = 'x-page-cache-stored-at';
const TAGS = 'x-page-cache-tags';
// Set per response by `serve`, never taken from the entry.
const PER_RESPONSE = [STORED_AT, TAGS, 'cache-tag', 'content-length', 'cache-control', 'vary', 'age', 'x-cache'];

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

// The commit and the build's time: two builds of one commit (a dirty tree) never share pages.
const buildKey = () => `${__BUILD_ID__}.${__BUILD_TIME__}`;

// Keys this isolate is refreshing, so a page gets one background render at a time (it changes no
// answer: a second request meanwhile is served the same stale entry).
const refreshing = new Set<string>();

/** caches.default on Cloudflare, a named cache where only `caches.open` exists, else none. */
export async function openPageCache(): Promise<Cache | null> {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  if (!storage) return null;
  return storage.default ?? storage.open('pages').catch(() => null);
}

// A fully rendered 200 document that sets nothing for its visitor and met no upstream fault.
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie') &&
    !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

// The stored form of a render: no nonce, hashed CSP, its time and tags, kept for every window.
async function toEntry(response: Response, storedAt: number, pathname: string): Promise<Response> {
  const headers = new Headers(response.headers);
  const { html, policy, links } = await shareableDocument(response);
  if (policy) headers.set('Content-Security-Policy', policy);
  const tags = pageTags(pathname, links);
  headers.set('Cache-Control', `public, max-age=${KEPT_SECONDS}`);
  headers.set(STORED_AT, String(storedAt));
  headers.set(TAGS, tags);
  // For the zone's purge by tag, which reaches this entry in every data centre (docs/decisions/purges.md).
  headers.set('Cache-Tag', cacheTagHeader(tags));
  headers.delete('Vary');
  return new Response(html, { status: 200, headers });
}

const storedAt = (entry: Response) => Number(entry.headers.get(STORED_AT)) || 0;

// An entry as this visitor gets it: its shared headers, this response's caching headers and fields.
async function serve(entry: Response, state: CacheState, request: Request, plan: CachePlan, env: CacheEnv) {
  const headers = new Headers(entry.headers);
  for (const name of PER_RESPONSE) headers.delete(name);
  for (const [name, value] of cdnHeaders(request, env.EDGE_PLATFORM, entry.headers.get(TAGS) ?? '')) {
    headers.set(name, value);
  }
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - (storedAt(entry) || Date.now())) / 1000))));
  headers.set('x-cache', state);
  if (request.method === 'HEAD') {
    await entry.body?.cancel();
    return new Response(null, { status: entry.status, headers });
  }
  const fields = { secret: env.SESSION_SECRET, rendered: plan.renderedPath, visitor: plan.visitorPath };
  const body = await forVisitor(new Response(entry.body, { headers: entry.headers }), fields);
  return new Response(body.body, { status: entry.status, headers });
}

// Renders the shared page and stores it when it may be shared: the stored entry, or the render.
async function renderShared(plan: CachePlan, cache: Cache | null, render: Render, runtime: Runtime, log: Warn) {
  // Stored as of its start: a purge while it rendered (it may have read the old data) counts.
  const started = Date.now();
  const response = await render(plan.renderRequest.clone());
  if (!storable(response)) return { response, entry: null };
  const entry = await toEntry(response, started, plan.renderedPath.split('?')[0]!);
  if (cache) {
    const stored = cache.put(plan.key, entry.clone());
    runtime.waitUntil(stored.catch((error: unknown) => log.warn('[page-cache] could not store a page:', error)));
  }
  return { response: null, entry };
}

function refreshInBackground(plan: CachePlan, cache: Cache, render: Render, runtime: Runtime, log: Warn) {
  if (refreshing.has(plan.keyUrl)) return;
  refreshing.add(plan.keyUrl);
  const refresh = renderShared(plan, cache, render, runtime, log)
    // A failed refresh (an outage, a 404 now) keeps the old entry for its remaining windows.
    .then(async ({ response }) => response?.body?.cancel())
    .catch((error: unknown) => log.warn('[page-cache] background refresh failed:', error))
    .finally(() => refreshing.delete(plan.keyUrl));
  runtime.waitUntil(refresh);
}

/**
 * Answers a request from the page cache when it may be shared, else renders it for the visitor.
 * `render` is the worker's whole pipeline (React Router, security headers …) for one request.
 */
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
  const origin = stampOrigin(env, request);
  // The page and the time of the last purge, read side by side.
  const [entry, anyAt] = cache
    ? await Promise.all([cache.match(plan.key).catch(() => undefined), lastPurge(cache, origin)])
    : [undefined, 0];
  // A purged page is rendered again (and still beats an outage).
  const tags = entry?.headers.get(TAGS) ?? '';
  if (entry && !(await isPurged(cache!, origin, { tags, storedAt: storedAt(entry) }, anyAt))) {
    const age = (Date.now() - storedAt(entry)) / 1000;
    const fresh = freshSeconds(env);
    if (age < fresh) return serve(entry, 'HIT', request, plan, env);
    if (age < fresh + STALE_SECONDS) {
      refreshInBackground(plan, cache!, render, runtime, requestLog(request));
      return serve(entry, 'STALE', request, plan, env);
    }
  }
  const rendered = await renderShared(plan, cache, render, runtime, requestLog(request));
  if (rendered.entry) {
    await entry?.body?.cancel();
    return serve(rendered.entry, 'MISS', request, plan, env);
  }
  const { response } = rendered;
  // An outage: the last good page, however old within its error window, beats a 503.
  if (entry && response.status >= 500) {
    await response.body?.cancel();
    return serve(entry, 'STALE', request, plan, env);
  }
  await entry?.body?.cancel();
  // Not shareable (a 404, a redirect, a cookie): answered for this visitor, with their own URL. Not
  // an outage: rendered again, it would wait on the same upstream for a second deadline (issue 47,
  // item 16).
  if (plan.tracked && response.status < 500) {
    await response.body?.cancel();
    return bypass(await render(request));
  }
  return bypass(response);
}
