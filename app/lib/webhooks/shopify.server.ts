// Shopify's webhooks (docs/decisions/purges.md): each delivery is checked against its signature (base64
// HMAC-SHA256 of the raw body with the app's client secret, SHOPIFY_WEBHOOK_SECRET) before its body
// is parsed, then purges the pages its topic changes. Only the body is signed: a captured delivery
// may come back with any headers (issue 47). Answers: 401 unsigned or wrongly signed (nothing
// purged), 400 for a body that is not the topic's JSON or a delivery without Shopify's time, 429
// when the same pages were purged too often a moment ago (`purges` rule, Retry-After), 200 for the
// rest (an unknown topic, a repeated delivery or one triggered over five minutes ago purge nothing),
// 503 when the purge could not reach every data centre (Cloudflare's zone API down, an error, no
// answer in time; the local purge is done): Shopify retries anything but a 2xx for hours, and the
// retry purges again (docs/decisions/purges.md). Server to server: no Origin check applies (the request
// guard lets a post without browser headers through); the rate limit per sender is the route
// table's `webhooks` rule.
import { LRUCache } from 'lru-cache';
import * as z from 'zod/mini';
import type { AppEnv } from '~/lib/context/env.server';
import { limitKey, RATE_RULES } from '~/lib/http/rate-limit.server';
import { KEPT_SECONDS, openPageCache } from '~/lib/edge-cache/page-cache.server';
import { recordPurge, stampOrigin } from '~/lib/edge-cache/purge.server';
import { purgeEverywhere, SUBREQUESTS_TAG } from '~/lib/edge-cache/purge-global.server';
import { PayloadError, tagsFor } from './topics.server';
import { requestLog } from '~/lib/ops/request.server';

const encoder = new TextEncoder();

// The verifying key per secret (a settled CryptoKey, no I/O), made once per isolate.
const keys = new Map<string, CryptoKey>();
async function keyFor(secret: string): Promise<CryptoKey> {
  const known = keys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  keys.clear();
  keys.set(secret, key);
  return key;
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(value.trim()), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Whether `signature` is the body's HMAC-SHA256 with `secret` (WebCrypto's verify: constant time). */
export async function validSignature(body: ArrayBuffer, signature: string | null, secret: string): Promise<boolean> {
  const bytes = signature ? fromBase64(signature) : null;
  if (!bytes || bytes.byteLength !== 32) return false;
  return crypto.subtle.verify('HMAC', await keyFor(secret), bytes, body);
}

// Deliveries already handled by this isolate (X-Shopify-Webhook-Id is the same on every retry).
const handled = new LRUCache<string, true>({ max: 1_000, ttl: 3_600_000 });

const reply = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

// A delivery triggered longer ago purges nothing: Shopify's first retries still count, a replay
// does not. A 2xx, so Shopify stops retrying what can no longer purge (its retries keep their
// X-Shopify-Triggered-At); pages are then at most their freshness window old.
const DELIVERY_MAX_AGE_MS = 5 * 60_000;
// Clocks differ a little; a time further ahead is not Shopify's.
const CLOCK_SKEW_MS = 60_000;
const TriggeredAt = z.iso.datetime({ offset: true });

/** How old the delivery is by X-Shopify-Triggered-At, or null without a valid time. */
function deliveryAge(request: Request): number | null {
  const parsed = TriggeredAt.safeParse(request.headers.get('X-Shopify-Triggered-At')?.trim());
  const age = parsed.success ? Date.now() - Date.parse(parsed.data) : NaN;
  return Number.isFinite(age) && age >= -CLOCK_SKEW_MS ? age : null;
}

// Shopify waits 5 s for an answer: the global purge gets what is left of 4 s after the rest.
const ANSWER_WITHIN_MS = 4_000;
const GLOBAL_PURGE_MIN_MS = 500;

export async function shopifyWebhook(request: Request, env: AppEnv): Promise<Response> {
  const started = Date.now();
  const body = await request.arrayBuffer();
  const secret = env.SHOPIFY_WEBHOOK_SECRET;
  if (!secret || !(await validSignature(body, request.headers.get('X-Shopify-Hmac-Sha256'), secret))) {
    if (!secret) requestLog(request).warn('[webhooks] SHOPIFY_WEBHOOK_SECRET is not set: every delivery is refused.');
    return reply(401, { error: 'Invalid webhook signature.' });
  }
  const topic = request.headers.get('X-Shopify-Topic')?.trim().toLowerCase() ?? '';
  const deliveryId = request.headers.get('X-Shopify-Webhook-Id')?.slice(0, 128);
  if (deliveryId && handled.has(deliveryId)) return reply(200, { topic, purged: [], repeated: true });
  const age = deliveryAge(request);
  if (age === null) return reply(400, { error: 'X-Shopify-Triggered-At is missing or not a time.' });
  if (age > DELIVERY_MAX_AGE_MS) {
    requestLog(request).warn(`[webhooks] ${topic} triggered ${Math.round(age / 1000)} s ago: too late to purge.`);
    return reply(200, { topic, purged: [], late: true });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return reply(400, { error: 'The webhook body is not JSON.' });
  }
  let tags: string[] | null;
  try {
    tags = await tagsFor(topic, payload, env, requestLog(request));
  } catch (error) {
    if (error instanceof PayloadError) return reply(400, { error: `Invalid ${topic} payload: ${error.message}` });
    throw error;
  }
  if (!tags) return reply(200, { topic, purged: [] });
  const verdict = await limitKey(RATE_RULES.purges, [...tags].sort().join(' '));
  if (!verdict.ok) {
    const retryAfter = { 'Retry-After': String(verdict.retryAfter) };
    return reply(429, { error: 'These pages were purged moments ago; retry later.', topic }, retryAfter);
  }
  const cache = await openPageCache();
  if (cache) await recordPurge(cache, stampOrigin(env, request), tags, KEPT_SECONDS);
  try {
    const left = Math.max(GLOBAL_PURGE_MIN_MS, ANSWER_WITHIN_MS - (Date.now() - started));
    await purgeEverywhere(env, [...tags, SUBREQUESTS_TAG], left);
  } catch (error) {
    // Not marked handled: Shopify's retry of this delivery purges again.
    requestLog(request).error(
      `[webhooks] ${topic}: the purge of ${tags.join(', ')} reached only this data centre:`,
      error,
    );
    return reply(503, { error: 'The purge did not reach every data centre; retry.', topic, purged: tags });
  }
  if (deliveryId) handled.set(deliveryId, true);
  return reply(200, { topic, purged: tags });
}
