// The search results page: the query form (a plain GET form), then the empty state, the
// no-result state (best sellers and the chat offered instead) or the results: products as the
// listings' cards, in Shopify's relevance order (paged: previous and next links, "Load more" with
// JavaScript, as on every listing), then the collections, then the stories and pages in their own
// group. A result without an image has no image box.
import { ProductGrid } from '~/components/cards/product-grid';
import { ListingRefused } from '~/components/listing/listing-refused';
import { PageLink } from '~/components/listing/listing-pager';
import { useLoadedPages } from '~/components/listing/loaded-pages';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import type { ListingRefusal } from '~/lib/listing/listing.server';
import type { SearchPage } from '~/lib/search/search.server';
import { CollectionHits, ContentHits } from './search-hits';
import { SearchForm } from './search-form';
import * as styles from './search.css';

type Words = Messages['search']['page'];
type Paths = { search: string; shop: string; help: string };

interface SearchResultsProps {
  q: string;
  page: SearchPage | null;
  refusal: ListingRefusal | null;
  words: Words;
  paths: Paths;
}

export function SearchResults({ q, page, refusal, words, paths }: SearchResultsProps) {
  return (
    <section aria-labelledby="search-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="search-title" className={styles.heading}>
          {q ? format(words.heading, { q }) : words.title}
        </h1>
        <SearchForm action={paths.search} q={q} id="search-page-q" words={words} />
      </div>
      {refusal ? (
        <ListingRefused refusal={refusal} />
      ) : !page ? (
        <p>{words.prompt}</p>
      ) : page.hits.length === 0 && page.content.length === 0 && page.collections.length === 0 && page.total === 0 ? (
        <NoResults q={q} page={page} words={words} paths={paths} />
      ) : (
        <Results q={q} page={page} words={words} paths={paths} />
      )}
    </section>
  );
}

function NoResults({ q, page, words, paths }: { q: string; page: SearchPage; words: Words; paths: Paths }) {
  return (
    <>
      <div role="status" className={styles.none}>
        <p>{format(words.none, { q })}</p>
        <p>
          {words.hint} <a href={paths.help}>{words.chat}</a>
        </p>
      </div>
      {page.suggested.length ? (
        <section aria-labelledby="search-suggested" className={styles.section}>
          <h2 id="search-suggested" className={styles.sectionTitle}>
            {words.suggested}
          </h2>
          <ProductGrid products={page.suggested} label={words.suggested} />
        </section>
      ) : null}
    </>
  );
}

function Results({ q, page, words, paths }: { q: string; page: SearchPage; words: Words; paths: Paths }) {
  const base: [string, string][] = [['q', q]];
  const loaded = useLoadedPages(
    `${paths.search}?${new URLSearchParams(base)}`,
    page.hits,
    page.pageInfo,
    page.direction,
  );
  const links = { pathname: paths.search, base, loaded };
  // Products in all, and the collections, stories and pages beside them (first page).
  const found = page.total + page.collections.length + page.content.length;
  return (
    <>
      <p role="status" className={styles.count}>
        {format(found === 1 ? words.one : words.other, { count: found })}
      </p>
      {loaded.items.length ? (
        <section aria-labelledby="search-products" className={styles.section}>
          <h2 id="search-products" className={styles.sectionTitle}>
            {words.products}
          </h2>
          <PageLink {...links} direction="previous" />
          <ProductGrid products={loaded.items} label={words.results} />
          <PageLink {...links} direction="next" />
        </section>
      ) : null}
      {page.collections.length ? (
        <section aria-labelledby="search-collections" className={styles.section}>
          <h2 id="search-collections" className={styles.sectionTitle}>
            {words.collections}
          </h2>
          <CollectionHits hits={page.collections} label={words.collections} />
        </section>
      ) : null}
      {page.content.length ? (
        <section aria-labelledby="search-content" className={styles.section}>
          <h2 id="search-content" className={styles.sectionTitle}>
            {words.content}
          </h2>
          <ContentHits hits={page.content} words={words} label={words.content} />
        </section>
      ) : null}
    </>
  );
}
