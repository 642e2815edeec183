// Purges that reach every data centre (docs/decisions/purges.md): Cloudflare's purge by tag for the
// zone, `POST {CLOUDFLARE_API_BASE}/zones/{CLOUDFLARE_ZONE_ID}/purge_cache {"tags": [...]}` with a
// bearer API token. The Cache API keeps what a worker puts only in its own data centre, but an
// entry put with a `Cache-Tag` header is purged by the zone's purge by tag everywhere (Cloudflare's
// Cache API docs, "Headers"; purge-cache-key docs). Pages are stored with their tags (page-cache),
// Storefront and Admin answers with SUBREQUESTS_TAG (./purge.server's `purgeAwareCache`).
import { purgesAreGlobal } from './windows';

const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';
// Cloudflare allows 100 tags per purge call on every plan ("Max operations per request").
export const TAGS_PER_CALL = 100;
// Every Storefront and Admin answer in the sub-request cache: a page re-rendered after a purge
// must not read an answer stored before it (the local purge's `ANY` stamp, made global).
export const SUBREQUESTS_TAG = 'subrequests';
// A Cache-Tag header holds at most 16 KB (and 1,000 tags) per response.
const HEADER_BYTES = 15_000;
const HEADER_TAGS = 1_000;

interface PurgeEnv {
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_API_TOKEN?: string;
  CLOUDFLARE_API_BASE?: string;
}

export class PurgeFailure extends Error {}

/** A tag as Cloudflare stores it: printable ASCII, no space or comma (both split tags). */
export const cacheTag = (tag: string) => tag.replace(/[^!-+\--~]/g, (char) => encodeURIComponent(char));

/**
 * A `Cache-Tag` header for these comma-separated tags; the broad ones first, so that a page linking
 * more products than the header holds is still purged by `products` and `listing`.
 */
export function cacheTagHeader(tags: string): string {
  // The common case, on every HIT: short, plain ASCII (fewer than 1,000 tags), sent as it is.
  if (tags.length < 2_000 && !/[^!-~]/.test(tags)) return tags;
  const all = tags.split(',').filter(Boolean).map(cacheTag);
  const ordered = [...all.filter((tag) => !tag.includes(':')), ...all.filter((tag) => tag.includes(':'))];
  let bytes = 0;
  const kept: string[] = [];
  for (const tag of ordered) {
    if (kept.length === HEADER_TAGS || bytes + tag.length + 1 > HEADER_BYTES) break;
    kept.push(tag);
    bytes += tag.length + 1;
  }
  return kept.join(',');
}

async function purgeCall(url: string, token: string, tags: string[], signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal,
    });
  } catch (error) {
    throw new PurgeFailure(`purge_cache unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  let body: { success?: unknown; errors?: { code?: number; message?: string }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not Cloudflare's envelope (a proxy's page, a cut answer): a failure below.
  }
  if (response.ok && body.success === true) return;
  const errors = (body.errors ?? []).map((error) => `${error.code ?? '?'} ${error.message ?? ''}`.trim());
  throw new PurgeFailure(`purge_cache answered ${response.status}${errors.length ? `: ${errors.join('; ')}` : ''}`);
}

/**
 * Purges `tags` in every data centre of the zone, in calls of TAGS_PER_CALL, within `timeoutMs`;
 * throws a PurgeFailure when any call fails (unreachable, a timeout, an error answer). Nothing
 * when the zone is not configured.
 */
export async function purgeEverywhere(env: PurgeEnv, tags: readonly string[], timeoutMs: number): Promise<void> {
  if (!purgesAreGlobal(env)) return;
  const base = (env.CLOUDFLARE_API_BASE ?? CLOUDFLARE_API).replace(/\/$/, '');
  const url = `${base}/zones/${encodeURIComponent(env.CLOUDFLARE_ZONE_ID!)}/purge_cache`;
  const unique = [...new Set(tags.map(cacheTag))];
  const calls: string[][] = [];
  for (let at = 0; at < unique.length; at += TAGS_PER_CALL) calls.push(unique.slice(at, at + TAGS_PER_CALL));
  const signal = AbortSignal.timeout(Math.max(1, timeoutMs));
  await Promise.all(calls.map((batch) => purgeCall(url, env.CLOUDFLARE_API_TOKEN!, batch, signal)));
}
