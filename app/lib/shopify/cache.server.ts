// Cache strategies. Catalogue and content are public and change rarely: serve from the edge
// cache for a minute and stale for an hour while revalidating. Nothing personal is cached.
import { CacheCustom } from '@shopify/hydrogen';

export const CATALOGUE_CACHE = CacheCustom({ mode: 'public', maxAge: 60, staleWhileRevalidate: 3600 });

/**
 * Admin inventory by location for a page (variant order, default variant, the Switzerland notice):
 * the same age bound as the catalogue answer it sits beside, so a view never waits for Admin
 * once the product has been seen; a stale answer is refreshed through waitUntil
 * (docs/decisions/page-cache.md).
 */
export const INVENTORY_CACHE = CacheCustom({ mode: 'public', maxAge: 60, staleWhileRevalidate: 3600 });

/** A product's rating summary from the review API: fresh for five minutes, then refreshed in the background. */
export const REVIEW_SUMMARY_CACHE = CacheCustom({ mode: 'public', maxAge: 300, staleWhileRevalidate: 3600 });
