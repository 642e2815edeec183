// /shop's collection links: a page of them, with the way to the previous and next (every collection
// can be reached, also without JavaScript).
import { Link } from 'react-router';
import type { CollectionLinks as Links } from '~/lib/listing/collections.server';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import * as content from '~/components/content/content.css';
import * as styles from './listing.css';

export function CollectionLinks({ collections }: { collections: Links }) {
  const words = useMessages().listing.collections;
  const localePath = useLocalePath();
  return (
    <nav id="collections" aria-label={words.label} className={styles.collections}>
      <h2>{words.heading}</h2>
      <ul className={content.pills}>
        {collections.previous ? (
          <li>
            <Link to={collections.previous} preventScrollReset className={styles.clear}>
              {words.previous}
            </Link>
          </li>
        ) : null}
        {collections.links.map((collection) => (
          <li key={collection.id}>
            <Link to={localePath(`/collections/${collection.handle}`)}>{collection.title}</Link>
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
