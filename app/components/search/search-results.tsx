// The search results page: the query form (a plain GET form), then the empty state, the
// no-result state or the hits (products with their price, stories, pages) and the links to the
// previous and next pages ("Load more" with JavaScript, as on every listing).
import { ListingRefused } from '~/components/listing/listing-refused';
import { PageLink } from '~/components/listing/listing-pager';
import { useLoadedPages } from '~/components/listing/loaded-pages';
import type { ListingRefusal } from '~/lib/listing/listing.server';
import type { SearchHit, SearchPage } from '~/lib/search/search.server';
import { MAX_QUERY_LENGTH } from '~/lib/search/limits';
import { formatMoney } from '~/lib/catalogue/money';
import * as styles from './search.css';

const KIND_LABEL = { product: 'Product', article: 'Story', page: 'Page' } as const;

interface SearchResultsProps {
  q: string;
  page: SearchPage | null;
  refusal: ListingRefusal | null;
}

export function SearchResults({ q, page, refusal }: SearchResultsProps) {
  return (
    <section aria-labelledby="search-title" className={styles.page}>
      <h1 id="search-title">{q ? `Search results for “${q}”` : 'Search'}</h1>
      <form method="get" action="/search" role="search" className={styles.form}>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search blades, stories, pages"
          aria-label="Search the shop"
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      {refusal ? (
        <ListingRefused refusal={refusal} />
      ) : !page ? (
        <p>Type what you are looking for: a blade, a size, a story.</p>
      ) : page.hits.length === 0 ? (
        <div role="status">
          <p>No results for “{q}”.</p>
          <p>
            Check the spelling, try a shorter word, or <a href="/shop">browse the shop</a>.
          </p>
        </div>
      ) : (
        <Hits q={q} page={page} />
      )}
    </section>
  );
}

function Hits({ q, page }: { q: string; page: SearchPage }) {
  const base: [string, string][] = [['q', q]];
  const loaded = useLoadedPages(`/search?${new URLSearchParams(base)}`, page.hits, page.pageInfo, page.direction);
  const links = { pathname: '/search', base, loaded };
  return (
    <>
      <p role="status">
        {page.total} {page.total === 1 ? 'result' : 'results'}
      </p>
      <PageLink {...links} direction="previous" />
      <ul className={styles.list} aria-label="Search results">
        {loaded.items.map((hit) => (
          <li key={hit.id}>
            <Hit hit={hit} />
          </li>
        ))}
      </ul>
      <PageLink {...links} direction="next" />
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <a href={hit.path} className={styles.hit}>
      {hit.image ? (
        <img className={styles.thumb} src={hit.image.url} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      {/* A <div>: a heading and a paragraph may not sit in a <span> (W3C checker). */}
      <div>
        <span className={styles.kind}>{KIND_LABEL[hit.kind]}</span>
        <h2 className={styles.title}>{hit.title}</h2>
        {hit.price ? (
          <p className={styles.detail}>From {formatMoney(hit.price)}</p>
        ) : hit.detail ? (
          <p className={styles.detail}>{hit.detail}</p>
        ) : null}
      </div>
    </a>
  );
}
