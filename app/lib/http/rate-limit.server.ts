// Per-client rate limits for the endpoints that cost upstream calls or invite abuse (cart
// creation, checkout, Klarna, newsletter, chat). The in-isolate token bucket is the local and test
// limiter (and a first line of defence in production); the Hardening issue adds the platform's
// limiter behind the same `limit` call.

export interface RateRule {
  /** A name for the budget, e.g. 'newsletter'; buckets are per rule and client. */
  name: string;
  /** Requests a client may make in a burst. */
  capacity: number;
  /** Seconds for one request's worth of budget to come back. */
  refillSeconds: number;
}

export type RateVerdict = { ok: true } | { ok: false; retryAfter: number };

// Per-isolate memory (a cache of recent clients, never a store); bounded so it cannot grow forever.
const MAX_BUCKETS = 10_000;
const buckets = new Map<string, { tokens: number; at: number }>();

/** Takes one token from the client's bucket for `rule`. */
export function limit(rule: RateRule, client: string, now = Date.now()): RateVerdict {
  const key = `${rule.name}:${client}`;
  const bucket = buckets.get(key) ?? { tokens: rule.capacity, at: now };
  const refilled = Math.min(rule.capacity, bucket.tokens + (now - bucket.at) / (rule.refillSeconds * 1000));
  if (refilled < 1) {
    buckets.set(key, { tokens: refilled, at: now });
    return { ok: false, retryAfter: Math.ceil((1 - refilled) * rule.refillSeconds) };
  }
  buckets.delete(key);
  if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
  buckets.set(key, { tokens: refilled - 1, at: now });
  return { ok: true };
}

/**
 * Who the client is, for rate limits: the connecting IP the edge reports, else one shared
 * "unknown" bucket (which errs towards limiting, never towards letting a flood through).
 */
export function clientKey(request: Request): string {
  const ip = request.headers.get('cf-connecting-ip') ?? request.headers.get('oxygen-buyer-ip');
  return ip?.trim().slice(0, 64) || 'unknown';
}

/** A 429 for JSON clients, with Retry-After and a message a person can act on. */
export function tooManyRequests(
  verdict: { retryAfter: number },
  message = 'Too many requests. Please try again in a moment.',
) {
  return Response.json(
    { success: false, message },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfter), 'Cache-Control': 'no-store' } },
  );
}

/** For tests: forget every bucket. */
export function resetRateLimits() {
  buckets.clear();
}
