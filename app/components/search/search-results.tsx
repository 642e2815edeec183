// The search results page: the query form (a plain GET form), then the empty state, the
// no-result state (best sellers and the chat offered instead) or the results: products with their
// price (paged: previous and next links, "Load more" with JavaScript, as on every listing), then the
// collections, stories and pages the query finds. A result without an image has no image box.
import { ListingRefused } from '~/components/listing/listing-refused';
import { PageLink } from '~/components/listing/listing-pager';
import { useLoadedPages } from '~/components/listing/loaded-pages';
import { formatMoney } from '~/lib/catalogue/money';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import type { ListingRefusal } from '~/lib/listing/listing.server';
import type { SearchHit } from '~/lib/search/hits';
import { MAX_QUERY_LENGTH } from '~/lib/search/limits';
import type { SearchPage } from '~/lib/search/search.server';
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
      <h1 id="search-title">{q ? format(words.heading, { q }) : words.title}</h1>
      <form method="get" action={paths.search} role="search" className={styles.form}>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={words.placeholder}
          aria-label={words.label}
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          {words.submit}
        </button>
      </form>
      {refusal ? (
        <ListingRefused refusal={refusal} />
      ) : !page ? (
        <p>{words.prompt}</p>
      ) : page.hits.length === 0 && page.content.length === 0 && page.total === 0 ? (
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
      <div role="status">
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
          <HitList hits={page.suggested} words={words} label={words.suggested} />
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
  const found = page.total + page.content.length;
  return (
    <>
      <p role="status">{format(found === 1 ? words.one : words.other, { count: found })}</p>
      {loaded.items.length ? (
        <section aria-labelledby="search-products" className={styles.section}>
          <h2 id="search-products" className={styles.sectionTitle}>
            {words.products}
          </h2>
          <PageLink {...links} direction="previous" />
          <HitList hits={loaded.items} words={words} label={words.results} />
          <PageLink {...links} direction="next" />
        </section>
      ) : null}
      {page.content.length ? (
        <section aria-labelledby="search-more" className={styles.section}>
          <h2 id="search-more" className={styles.sectionTitle}>
            {words.more}
          </h2>
          <HitList hits={page.content} words={words} label={words.more} />
        </section>
      ) : null}
    </>
  );
}

function HitList({ hits, words, label }: { hits: SearchHit[]; words: Words; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <Hit hit={hit} words={words} />
        </li>
      ))}
    </ul>
  );
}

function Hit({ hit, words }: { hit: SearchHit; words: Words }) {
  return (
    <a href={hit.path} className={hit.image ? styles.hit : styles.hitWithoutImage}>
      {hit.image ? (
        <img className={styles.thumb} src={hit.image.url} alt="" width={64} height={64} loading="lazy" />
      ) : null}
      {/* A <div>: a heading and a paragraph may not sit in a <span> (W3C checker). */}
      <div>
        <span className={styles.kind}>{words[hit.kind]}</span>
        <h3 className={styles.title}>{hit.variant ? `${hit.title} · ${hit.variant}` : hit.title}</h3>
        {hit.price ? (
          <p className={styles.detail}>
            {hit.variant ? formatMoney(hit.price) : format(words.from, { price: formatMoney(hit.price) })}
          </p>
        ) : hit.detail ? (
          <p className={styles.detail}>{hit.detail}</p>
        ) : null}
      </div>
    </a>
  );
}
