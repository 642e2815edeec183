// The search results that are not products: collections as a row of named links with their
// picture, stories and pages as cards with their kind, title and a snippet (a page without an
// image has no image box).
import type { Messages } from '~/lib/i18n/messages/types';
import type { SearchHit } from '~/lib/search/hits';
import * as styles from './search.css';

type Words = Messages['search']['page'];

export function CollectionHits({ hits, label }: { hits: SearchHit[]; label: string }) {
  return (
    <ul className={styles.collections} aria-label={label}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <a href={hit.path} className={styles.collection}>
            {hit.image ? <img src={hit.image.url} alt="" width={40} height={40} loading="lazy" /> : null}
            {hit.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ContentHits({ hits, words, label }: { hits: SearchHit[]; words: Words; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <a href={hit.path} className={hit.image ? styles.hit : styles.hitWithoutImage}>
            {hit.image ? (
              <img className={styles.thumb} src={hit.image.url} alt="" width={96} height={96} loading="lazy" />
            ) : null}
            {/* A <div>: a heading and a paragraph may not sit in a <span> (W3C checker). */}
            <div>
              <span className={styles.kind}>{words[hit.kind]}</span>
              <h3 className={styles.title}>{hit.title}</h3>
              {hit.detail ? <p className={styles.detail}>{hit.detail}</p> : null}
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}
