// The catalogue's search as a plain GET form to /search: on the results page and the 404 page.
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
    <form method="get" action={action} role="search" className={styles.form}>
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
