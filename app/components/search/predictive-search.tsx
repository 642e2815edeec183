// The header's suggestions, loaded on the first focus of the search box: typing asks
// /search/suggest (a fetcher, debounced) and lists a handful of products (image, price in the
// visitor's currency), collections, stories and pages, grouped, plus a link to all results. The box
// becomes a WAI-ARIA 1.2 combobox: arrow keys move through the options (aria-activedescendant,
// focus stays in the box), Enter opens the option (or searches), Escape closes, leaving closes.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { formatMoney } from '~/lib/catalogue/money';
import type { SearchHit, SearchKind } from '~/lib/search/hits';
import { MAX_QUERY_LENGTH, MIN_SUGGEST_LENGTH } from '~/lib/search/limits';
import type { SearchWords } from './words';
import * as styles from './predictive-search.css';

const DEBOUNCE_MS = 200;
const LISTBOX = 'search-suggestions';
const optionId = (index: number) => `${LISTBOX}-${index}`;
const GROUPS: [SearchKind, 'products' | 'collections' | 'articles' | 'pages'][] = [
  ['product', 'products'],
  ['collection', 'collections'],
  ['article', 'articles'],
  ['page', 'pages'],
];

type Suggestions = { q: string; hits: SearchHit[]; message?: string };
/** A message's {q} filled (the catalogue's `format`, without a chunk of its own on the way). */
const withQuery = (message: string, q: string) => message.replace('{q}', q);

/** `action`: /search in the page's language (its suggestions at `${action}/suggest`). */
export function PredictiveSearch({ words, action }: { words: SearchWords; action: string }) {
  // `message`: the server's word when it gives none (too many requests, docs/decisions/rate-limits.md).
  const fetcher = useFetcher<Suggestions>({ key: 'predictive-search' });
  const navigate = useNavigate();
  const anchor = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const data = fetcher.data?.q === q ? fetcher.data : undefined;
  // The listeners are wired once; they read the latest state here.
  const latest = useRef({ open, active, hits: [] as SearchHit[] });
  latest.current = { open, active, hits: data?.hits ?? [] };
  const input = () => anchor.current?.closest('form')?.querySelector<HTMLInputElement>('input[name="q"]') ?? null;

  useEffect(() => {
    const form = anchor.current?.closest('form');
    const box = input();
    if (!form || !box) return;
    Object.entries({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': LISTBOX,
      autocomplete: 'off',
    }).forEach(([name, value]) => box.setAttribute(name, value));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const value = box.value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
      setQ(value);
      setActive(-1);
      setOpen(value.length >= MIN_SUGGEST_LENGTH);
      clearTimeout(timer);
      if (value.length >= MIN_SUGGEST_LENGTH) {
        const url = `${action}/suggest?${new URLSearchParams({ q: value })}`;
        timer = setTimeout(() => void fetcher.load(url), DEBOUNCE_MS);
      }
    };
    const key = (event: KeyboardEvent) => {
      const { open: shown, active: at, hits } = latest.current;
      const move = (step: number) => {
        event.preventDefault();
        if (!shown) return update();
        const n = hits.length;
        if (n) setActive(at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n);
      };
      if (event.key === 'ArrowDown') move(1);
      else if (event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Enter' && shown && hits[at]) {
        event.preventDefault();
        setOpen(false);
        void navigate(hits[at].path);
      } else if (event.key === 'Escape' && shown) {
        // Closes the list and keeps the text (a second Escape clears the box, as the browser does).
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const leave = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    box.addEventListener('input', update);
    box.addEventListener('focus', update);
    box.addEventListener('keydown', key);
    form.addEventListener('focusout', leave);
    update();
    return () => {
      clearTimeout(timer);
      box.removeEventListener('input', update);
      box.removeEventListener('focus', update);
      box.removeEventListener('keydown', key);
      form.removeEventListener('focusout', leave);
    };
    // Once: the listeners live as long as the header (fetcher.load is stable for a keyed fetcher).
  }, []);

  const hits = data?.hits ?? [];
  const expanded = open && hits.length > 0;
  // The box tells assistive technology whether the list is shown and which option is active.
  useEffect(() => {
    const box = input();
    if (!box) return;
    box.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) {
      box.setAttribute('aria-activedescendant', optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    } else box.removeAttribute('aria-activedescendant');
  }, [expanded, active]);
  // Never past the window's bottom edge (nor, on a narrow window, its sides: the CSS sees to those).
  useLayoutEffect(() => {
    if (!panel.current) return;
    const top = panel.current.getBoundingClientRect().top;
    panel.current.style.maxHeight = `${Math.max(160, window.innerHeight - top - 12)}px`;
  }, [open, data]);

  let index = 0;
  return (
    <div ref={anchor}>
      {open ? (
        <div className={styles.panel} ref={panel}>
          {data?.message ? (
            <p className={styles.note} role="status">
              {data.message}
            </p>
          ) : !data ? (
            <p className={styles.note} role="status">
              {words.searching}
            </p>
          ) : hits.length === 0 ? (
            <p className={styles.note} role="status">
              {withQuery(words.none, q)}
            </p>
          ) : null}
          <div id={LISTBOX} role="listbox" aria-label={words.suggestions} className={styles.listbox} hidden={!expanded}>
            {GROUPS.map(([kind, label]) => {
              const group = hits.filter((hit) => hit.kind === kind);
              if (group.length === 0) return null;
              return (
                <div key={kind} role="group" aria-labelledby={`${LISTBOX}-${kind}`} className={styles.group}>
                  <div id={`${LISTBOX}-${kind}`} role="presentation" className={styles.groupLabel}>
                    {words[label]}
                  </div>
                  {group.map((hit) => {
                    const at = index++;
                    return (
                      <Option key={hit.id} hit={hit} index={at} active={at === active} close={() => setOpen(false)} />
                    );
                  })}
                </div>
              );
            })}
          </div>
          <Link to={`${action}?${new URLSearchParams({ q })}`} className={styles.all} onClick={() => setOpen(false)}>
            {withQuery(words.all, q)}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

function Option({ hit, index, active, close }: { hit: SearchHit; index: number; active: boolean; close: () => void }) {
  return (
    <Link
      to={hit.path}
      id={optionId(index)}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={styles.option}
      onClick={close}
    >
      {hit.image ? <img className={styles.thumb} src={hit.image.url} alt="" width={40} height={40} /> : null}
      <span className={styles.text}>
        <span className={styles.title}>{hit.variant ? `${hit.title} · ${hit.variant}` : hit.title}</span>
        {hit.price ? <span className={styles.meta}>{formatMoney(hit.price)}</span> : null}
      </span>
    </Link>
  );
}
