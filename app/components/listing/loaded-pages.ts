// "Load more" without giving up the URL (docs/decisions/listings.md): the page links are real links to
// Shopify's next and previous pages (no JavaScript: one page at a time). With JavaScript a link
// adds a history entry that carries the products already shown in its state; the page then shows
// those with the page it loaded. The URL stays the loaded page's own (shareable); Back returns to
// the list as it was before the load (issue 47), and back/forward brings each entry back with its
// state, so the list and the scroll position are as they were. The state is read only after
// hydration: the server's HTML is the page alone.
import { useLocation } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import type { PageInfo } from '~/lib/listing/url';

export interface LoadedPages<T> {
  /** The list they belong to (path, sort and filters): another list's state is not shown. */
  key: string;
  items: T[];
  pageInfo: PageInfo;
}

/** The history state a page link carries. */
export const pageLinkState = <T>(loaded: LoadedPages<T>) => ({ loadedPages: loaded });

export function useLoadedPages<T extends { id: string }>(
  key: string,
  items: T[],
  pageInfo: PageInfo,
  direction: 'next' | 'previous',
): LoadedPages<T> {
  const hydrated = useHydrated();
  const { state } = useLocation();
  const held = hydrated ? (state as { loadedPages?: LoadedPages<T> } | null)?.loadedPages : undefined;
  if (!held || held.key !== key) return { key, items, pageInfo };
  const known = new Set(items.map((item) => item.id));
  const kept = held.items.filter((item) => !known.has(item.id));
  return direction === 'previous'
    ? {
        key,
        items: [...items, ...kept],
        pageInfo: { ...held.pageInfo, startCursor: pageInfo.startCursor, hasPreviousPage: pageInfo.hasPreviousPage },
      }
    : {
        key,
        items: [...kept, ...items],
        pageInfo: { ...held.pageInfo, endCursor: pageInfo.endCursor, hasNextPage: pageInfo.hasNextPage },
      };
}
