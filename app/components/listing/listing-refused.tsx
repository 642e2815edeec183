// A listing URL that names no page (400, 404; docs/decisions/listings.md): the reason and the way to the
// first page. Apart from the listing view: the search results page shows it too.
import { Link } from 'react-router';
import type { ListingRefusal } from '~/lib/listing/listing.server';
import { useMessages } from '~/lib/i18n/use-messages';
import * as styles from './listing.css';

/** The reason (the page's heading on a page with no other) and the link to the first page. */
export function ListingRefused({ refusal, heading = false }: { refusal: ListingRefusal; heading?: boolean }) {
  const words = useMessages().listing.pages;
  return (
    <div role="alert" className={styles.empty}>
      {heading ? <h1>{refusal.message}</h1> : <p>{refusal.message}</p>}
      <Link to={refusal.firstPage} className={styles.primaryLink}>
        {words.firstPage}
      </Link>
    </div>
  );
}
