// The header's search: a plain GET form to /search (Enter submits it, with or without
// JavaScript; its submit button shows when the keyboard reaches it). The as-you-type suggestions
// are a separate chunk, loaded on the first focus; should it not load, the form stays what it is.
import { useState, type ComponentType } from 'react';
import * as styles from './header-search.css';

export function HeaderSearch() {
  const [Suggest, setSuggest] = useState<ComponentType>();
  const load = () => {
    if (!Suggest) void import('./predictive-search').then((m) => setSuggest(() => m.PredictiveSearch), Boolean);
  };
  return (
    <form role="search" action="/search" className={styles.form} onFocus={load}>
      <input type="search" name="q" aria-label="Search" placeholder="Search" className={styles.input} />
      <button className={styles.submit}>Search</button>
      {Suggest && <Suggest />}
    </form>
  );
}
