// The catalogue's search on the results page: a plain GET form to /search, a search landmark named
// apart from the header's (axe: landmark-unique).
import { MAX_QUERY_LENGTH } from '~/lib/search/limits';
import * as styles from './search.css';

interface SearchFormProps {
  action: string;
  q?: string;
  /** The field's id (one per page). */
  id: string;
  words: { label: string; placeholder: string; submit: string };
}

export function SearchForm({ action, q = '', id, words }: SearchFormProps) {
  return (
    <form method="get" action={action} role="search" aria-label={words.label} className={styles.form}>
      <input
        id={id}
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
  );
}
