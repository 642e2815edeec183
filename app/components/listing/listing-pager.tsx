// A listing's link to its previous or next page (./loaded-pages.ts): "Previous page" and "Next page"
// without JavaScript, "Load previous products" and "Load more products" with it.
import { Link, useNavigation } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import { useMessages } from '~/lib/i18n/use-messages';
import { pageHref, type Pair } from '~/lib/listing/url';
import { pageLinkState, type LoadedPages } from './loaded-pages';
import * as styles from './listing.css';

interface PageLinkProps<T> {
  pathname: string;
  /** The listing's own query (sort, filters, a search's terms). */
  base: readonly Pair[];
  direction: 'next' | 'previous';
  loaded: LoadedPages<T>;
}

export function PageLink<T>({ pathname, base, direction, loaded }: PageLinkProps<T>) {
  const words = useMessages().listing.pages;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const next = direction === 'next';
  const { pageInfo } = loaded;
  const cursor = next ? pageInfo.endCursor : pageInfo.startCursor;
  if (!cursor || !(next ? pageInfo.hasNextPage : pageInfo.hasPreviousPage)) return null;
  const href = pageHref(pathname, base, cursor, direction);
  const pending =
    navigation.state !== 'idle' && `${navigation.location.pathname}${navigation.location.search}` === href;
  const label = hydrated ? (next ? words.loadMore : words.loadPrevious) : next ? words.next : words.previous;
  return (
    <p className={styles.pager}>
      <Link
        to={href}
        state={pageLinkState(loaded)}
        preventScrollReset
        className={styles.pageLink}
        aria-busy={pending || undefined}
      >
        {pending ? words.loading : label}
      </Link>
    </p>
  );
}
