// The listings' collection pills (/shop and every collection): "All" (/shop) and a page of the
// shop's collections, the one shown marked (aria-current) and filled, with the way to the previous
// and next page of them (every collection can be reached, also without JavaScript).
import { Link } from 'react-router';
import type { CollectionLinks as Links } from '~/lib/listing/collections.server';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import * as content from '~/components/content/content.css';
import * as styles from './listing.css';

/** `current`: the handle of the collection shown, null on /shop. */
export function CollectionLinks({ collections, current }: { collections: Links; current: string | null }) {
  const words = useMessages().listing.collections;
  const localePath = useLocalePath();
  const here = (yes: boolean) => (yes ? ('page' as const) : undefined);
  return (
    <nav id="collections" aria-label={words.label} className={styles.collections}>
      <h2 className={styles.hidden}>{words.heading}</h2>
      <ul className={content.pills}>
        <li>
          <Link to={localePath('/shop')} aria-current={here(current === null)}>
            {words.everything}
          </Link>
        </li>
        {collections.previous ? (
          <li>
            <Link to={collections.previous} preventScrollReset className={styles.clear}>
              {words.previous}
            </Link>
          </li>
        ) : null}
        {collections.links.map((collection) => (
          <li key={collection.id}>
            <Link
              to={localePath(`/collections/${collection.handle}`)}
              aria-current={here(collection.handle === current)}
            >
              {collection.title}
            </Link>
          </li>
        ))}
        {collections.next ? (
          <li>
            <Link to={collections.next} preventScrollReset className={styles.clear}>
              {words.more}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
