// Search limits, free of zod so the header's suggestions chunk can import them.
export const MAX_QUERY_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 12;
export const SUGGESTION_LIMIT = 5;
/** The shortest query the header suggests for (fewer letters match nearly everything). */
export const MIN_SUGGEST_LENGTH = 2;
