// Cache strategies. Catalogue and content are public and change rarely: serve from the edge
// cache for a minute and stale for an hour while revalidating. Nothing personal is cached.
import { CacheCustom } from '@shopify/hydrogen';

export const CATALOGUE_CACHE = CacheCustom({ mode: 'public', maxAge: 60, staleWhileRevalidate: 3600 });
