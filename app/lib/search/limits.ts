// Search limits, free of zod so the header's suggestions chunk can import them.
import { LISTING_PAGE_SIZE } from '~/lib/listing/settings';

export const MAX_QUERY_LENGTH = 100;
/** Results a page: a listing's page (~/lib/listing/settings). */
export const SEARCH_PAGE_SIZE = LISTING_PAGE_SIZE;
export const SUGGESTION_LIMIT = 5;
/** The shortest query the header suggests for (fewer letters match nearly everything). */
export const MIN_SUGGEST_LENGTH = 2;
