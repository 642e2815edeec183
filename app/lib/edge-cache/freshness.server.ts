// How long the Cache API keeps a response it is given (Cloudflare's rules for `cache.put`), for the
// memory cache (./memory-cache.server), which must never keep an entry longer than the cache it
// stands in front of.
const NOT_KEPT = /(?:^|[,\s])(?:private|no-store|no-cache)(?:[,\s=]|$)/i;

/** Seconds a put of this response stays fresh in the Cache API: 0 when it is not kept at all. */
export function lifetimeSeconds(headers: Headers, status: number, now: number): number {
  if (status === 206 || headers.has('Set-Cookie')) return 0;
  const cacheControl = headers.get('Cache-Control') ?? '';
  if (NOT_KEPT.test(cacheControl)) return 0;
  const directive = (name: string) => {
    const match = new RegExp(`(?:^|[,\\s])${name}\\s*=\\s*"?(\\d+)`, 'i').exec(cacheControl);
    return match ? Number(match[1]) : undefined;
  };
  const seconds = directive('s-maxage') ?? directive('max-age');
  if (seconds !== undefined) return seconds;
  const expires = Date.parse(headers.get('Expires') ?? '');
  return Number.isNaN(expires) ? 0 : Math.max(0, Math.floor((expires - now) / 1000));
}
