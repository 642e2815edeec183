// A 404's ways on beside the shop, stories and home links (issue 49): a search of the catalogue (a
// plain GET form to /search) and the Shop menu's products and collections, which the root loader
// has already read (one cached query, no other). Without the Storefront the menu has only its fixed
// links and the page still answers 404. In the root's chunk: small, and reusing the menu's list.
import type { ReactNode } from 'react';
import type { MenuSection } from '~/lib/shell/menu';
import type { SearchWords } from '~/components/search/words';
import { MAX_QUERY_LENGTH } from '~/lib/search/limits';
import { MenuList } from './header-menus';
import * as styles from './error-page.css';

interface NotFoundWaysProps {
  search: { words: SearchWords; action: string };
  label: string;
  shop: MenuSection | undefined;
  /** The shop, stories and home links, under the search. */
  children: ReactNode;
}

export function NotFoundWays({ search, label, shop, children }: NotFoundWaysProps) {
  return (
    <>
      <form method="get" action={search.action} role="search" aria-label={label} className={styles.search}>
        <input
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          aria-label={label}
          placeholder={search.words.placeholder}
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton}>
          {search.words.submit}
        </button>
      </form>
      {children}
      {shop ? (
        <div className={styles.ways}>
          {shop.groups.map((group) =>
            group.links.length ? (
              <section key={group.title} className={styles.way}>
                <h2>{group.title}</h2>
                <MenuList links={group.links} images />
              </section>
            ) : null,
          )}
        </div>
      ) : null}
    </>
  );
}
