// Search limits, free of zod so the header's suggestions chunk can import them.
import { LISTING_PAGE_SIZE } from '~/lib/listing/settings';

export const MAX_QUERY_LENGTH = 100;
/** Products a page: a listing's page (~/lib/listing/settings). */
export const SEARCH_PAGE_SIZE = LISTING_PAGE_SIZE;
/** Collections, and stories and pages, beside the first page's products. */
export const CONTENT_LIMIT = 6;
/** Best sellers shown when a search finds nothing. */
export const SUGGESTED_PRODUCTS = 4;
/** Suggestions of each kind (products, collections, stories, pages) in the header. */
export const SUGGESTION_LIMIT = 4;
/** The shortest query the header suggests for (fewer letters match nearly everything). */
export const MIN_SUGGEST_LENGTH = 2;
