// The header's search: a plain GET form to /search in the page's language (`action`; Enter submits it, with
// or without JavaScript; its submit button shows when the keyboard reaches it). The as-you-type
// suggestions are a separate chunk, loaded on the first focus; should it not load, the form stays
// what it is.
import { useState, type ComponentType } from 'react';
import * as styles from './header-search.css';
import type { SearchWords } from './words';

export function HeaderSearch({ words, action }: { words: SearchWords; action: string }) {
  const [Suggest, setSuggest] = useState<ComponentType<{ words: SearchWords; action: string }>>();
  const load = () => {
    if (!Suggest) void import('./predictive-search').then((m) => setSuggest(() => m.PredictiveSearch), Boolean);
  };
  return (
    <form role="search" action={action} className={styles.form} onFocus={load}>
      <input type="search" name="q" aria-label={words.label} placeholder={words.placeholder} className={styles.input} />
      <button className={styles.submit}>{words.submit}</button>
      {Suggest && <Suggest words={words} action={action} />}
    </form>
  );
}
