// How long the page cache and a CDN in front keep a shared page (docs/decisions/100, 262, 264).
// Fresh for 10 min: Shopify's webhooks purge what changes here at once, but only in the data centre
// they reach; the window bounds every other one until purges are global (docs/decisions/264).
export const FRESH_SECONDS = 10 * 60;
export const STALE_SECONDS = 3_600;
// An outage may be answered with a page this much older than its stale window (6 h).
export const ERROR_SECONDS = 6 * 3_600;
// How long a stored page, and its purge stamps, are kept.
export const KEPT_SECONDS = FRESH_SECONDS + STALE_SECONDS + ERROR_SECONDS;
// A CDN in front sees no purge: it keeps a page a minute, as before (decision 264).
export const CDN_FRESH_SECONDS = 60;
