// Where a search hit lives in the shop: products under /shop, stories under /stories/{blog},
// pages at the URL the site map gives their handle (app/lib/content/pages.ts). A page kept out of
// search engines (robots noindex, the internal /zeitplan) has no place in the results either.
import { CONTENT_PAGES, STORY_BLOGS } from '~/lib/content/pages';

const PAGE_PATHS = new Map([
  ...Object.entries(CONTENT_PAGES)
    .filter(([, page]) => !/noindex/i.test(page.robots ?? ''))
    .map(([path, page]) => [page.handle, path] as const),
  ['contact', '/about/contact'] as const,
]);

export function resultPath(kind: 'product' | 'article' | 'page', handle: string, blog?: string): string | null {
  if (kind === 'product') return `/shop/${encodeURIComponent(handle)}`;
  if (kind === 'article') {
    if (!blog || !(STORY_BLOGS as readonly string[]).includes(blog)) return null;
    return blog === 'testimonials' ? '/stories/testimonials' : `/stories/${blog}/${encodeURIComponent(handle)}`;
  }
  return PAGE_PATHS.get(handle) ?? null;
}
