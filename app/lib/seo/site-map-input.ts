// The site lists' inputs, one schema each: a child sitemap's type and page (/sitemap/{type}/{page}.xml)
// and /json/list's cursor. A bad value is a 400 with one of these messages, never a Storefront call.
import * as z from 'zod/mini';

/** The child sitemaps, each in pages: /sitemap/{type}/{page}.xml. */
export const SITEMAP_TYPES = ['pages', 'products', 'collections', 'articles'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export const UNKNOWN_SITEMAP = 'There is no such sitemap. /sitemap.xml lists them all.';
export const BAD_SITEMAP_PAGE = 'The sitemap page must be a whole number from 1 to 10000.';
export const SITEMAP_PAGE_PAST_END = 'This sitemap has fewer pages. /sitemap.xml lists them all.';
export const BAD_LIST_CURSOR = 'The cursor is not valid. Start again at /json/list and follow its next links.';

const SitemapParams = z.object({
  type: z.enum(SITEMAP_TYPES, { error: UNKNOWN_SITEMAP }),
  page: z
    .pipe(z.string().check(z.regex(/^[1-9]\d{0,4}$/, { error: BAD_SITEMAP_PAGE })), z.transform(Number))
    .check(z.maximum(10_000, { error: BAD_SITEMAP_PAGE })),
});

export function parseSitemapParams(params: { type?: string; page?: string }) {
  const parsed = SitemapParams.safeParse(params);
  return parsed.success
    ? { ok: true as const, ...parsed.data }
    : { ok: false as const, error: parsed.error.issues[0]?.message ?? BAD_SITEMAP_PAGE };
}

// Shopify's cursors are base64 JSON, {"last_id":…,"last_value":…}; anything else is refused here.
const ListCursor = z.nullable(
  z.string().check(
    z.regex(/^[A-Za-z0-9+/=_-]{1,512}$/, { error: BAD_LIST_CURSOR }),
    z.refine((cursor) => decodesToCursor(cursor), { error: BAD_LIST_CURSOR }),
  ),
);

function decodesToCursor(cursor: string): boolean {
  try {
    const value = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    return typeof value === 'object' && value !== null && 'last_id' in value;
  } catch {
    return false;
  }
}

export function parseListCursor(params: URLSearchParams) {
  const parsed = ListCursor.safeParse(params.get('cursor'));
  return parsed.success
    ? { ok: true as const, cursor: parsed.data }
    : { ok: false as const, error: parsed.error.issues[0]?.message ?? BAD_LIST_CURSOR };
}
