// How long the page cache and a CDN in front keep a shared page (docs/decisions/page-cache.md, purges.md).
// Fresh for hours when a webhook's purge reaches every data centre (Cloudflare's purge by tag for
// the zone, ./purge-global.server); otherwise 10 min: Shopify's webhooks purge what changes only in
// the data centre they reach, and the window bounds every other one (docs/decisions/purges.md).
export const FRESH_SECONDS = 3 * 3_600;
export const LOCAL_FRESH_SECONDS = 10 * 60;
export const STALE_SECONDS = 3_600;
// An outage may be answered with a page this much older than its stale window (6 h).
export const ERROR_SECONDS = 6 * 3_600;
// How long a stored page, and its purge stamps, are kept: the longest of the windows.
export const KEPT_SECONDS = FRESH_SECONDS + STALE_SECONDS + ERROR_SECONDS;
// A CDN in front sees no purge: it keeps a page a minute, as before (docs/decisions/purges.md).
export const CDN_FRESH_SECONDS = 60;

/** Whether purges reach every data centre: Cloudflare's zone and an API token are configured. */
export const purgesAreGlobal = (env: { CLOUDFLARE_ZONE_ID?: string; CLOUDFLARE_API_TOKEN?: string }) =>
  Boolean(env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN);

/** How long a stored page is fresh (HIT) with this configuration. */
export const freshSeconds = (env: { CLOUDFLARE_ZONE_ID?: string; CLOUDFLARE_API_TOKEN?: string }) =>
  purgesAreGlobal(env) ? FRESH_SECONDS : LOCAL_FRESH_SECONDS;
