// A listing page's body below its heading: the filter and sort panel, how many products the list
// holds ("48 products", ~/lib/listing/count), the chosen filters as chips, the products with their
// page links, or the state that says why there are none. A new choice of filters or sort (from the
// panel or a chip) brings the new count and chips into view and gives them the focus: after
// hydration here, before it by the panel's `#listing-products` (docs/decisions/listings.md).
import { useEffect, useRef } from 'react';
import { Link, useNavigationType } from 'react-router';
import { ProductGrid } from '~/components/cards/product-grid';
import type { ListingView as View } from '~/lib/listing/listing.server';
import { format } from '~/lib/i18n/format';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import { toSearch } from '~/lib/listing/url';
import { useLoadedPages } from './loaded-pages';
import { ListingFilters, RESULTS_ID } from './listing-filters';
import { PageLink } from './listing-pager';
import * as styles from './listing.css';

export function ListingView({ view }: { view: View }) {
  const words = useMessages().listing;
  const localePath = useLocalePath();
  const key = view.pathname + toSearch(view.base);
  const loaded = useLoadedPages(key, view.products, view.pageInfo, view.direction);
  const links = { pathname: view.pathname, base: view.base, loaded };
  const heading = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  const shown = useRef({ key, pathname: view.pathname });
  useEffect(() => {
    const before = shown.current;
    if (before.key === key) return;
    shown.current = { key, pathname: view.pathname };
    // Another list of the same page: filters or sort. Back and Forward keep their own place.
    if (before.pathname === view.pathname && navigationType !== 'POP') heading.current?.focus();
  }, [key, view.pathname, navigationType]);
  return (
    <div className={styles.layout}>
      <ListingFilters view={view} />
      <section aria-labelledby={RESULTS_ID} className={styles.results}>
        <h2 id={RESULTS_ID} ref={heading} tabIndex={-1} className={styles.total}>
          {view.total === null
            ? words.products
            : format(view.total === 1 ? words.count.one : words.count.other, { count: view.total })}
        </h2>
        {view.active.length ? (
          <ul className={styles.chips} aria-label={words.activeFilters}>
            {view.active.map((filter) => (
              <li key={filter.href}>
                <Link
                  to={filter.href}
                  preventScrollReset
                  className={styles.chip}
                  aria-label={format(words.remove, { label: filter.label })}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={view.clearHref ?? view.pathname} preventScrollReset className={styles.clear}>
                {words.clearAll}
              </Link>
            </li>
          </ul>
        ) : null}
        {loaded.items.length ? (
          <>
            <PageLink {...links} direction="previous" />
            <ProductGrid products={loaded.items} />
            <PageLink {...links} direction="next" />
          </>
        ) : view.clearHref ? (
          <div role="status" className={styles.empty}>
            <p>{words.noMatch}</p>
            <p>{words.noMatchHint}</p>
            <Link to={view.clearHref} className={styles.primaryLink}>
              {words.clearFilters}
            </Link>
          </div>
        ) : (
          <div className={styles.empty}>
            <p>{words.emptyCollection}</p>
            <Link to={localePath('/shop')} className={styles.primaryLink}>
              {words.browseShop}
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
