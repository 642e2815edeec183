// The header's search: a plain GET form to /search in the page's language (Enter submits it, with
// or without JavaScript; its submit button shows when the keyboard reaches it). The as-you-type
// suggestions are a separate chunk, loaded on the first focus; should it not load, the form stays
// what it is.
import { useState, type ComponentType } from 'react';
import { useLocalePath } from '~/hooks/use-locale-path';
import * as styles from './header-search.css';
import type { SearchWords } from './words';

export function HeaderSearch({ words }: { words: SearchWords }) {
  const [Suggest, setSuggest] = useState<ComponentType<{ words: SearchWords }>>();
  const load = () => {
    if (!Suggest) void import('./predictive-search').then((m) => setSuggest(() => m.PredictiveSearch), Boolean);
  };
  return (
    <form role="search" action={useLocalePath()('/search')} className={styles.form} onFocus={load}>
      <input type="search" name="q" aria-label={words.label} placeholder={words.placeholder} className={styles.input} />
      <button className={styles.submit}>{words.submit}</button>
      {Suggest && <Suggest words={words} />}
    </form>
  );
}
