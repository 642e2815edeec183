// The header's suggestions, loaded on the first focus of the search box: typing asks
// /search/suggest (a fetcher, debounced) and lists products with their price in the visitor's
// currency, stories and pages, plus a link to all results. Escape or leaving the box closes it.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatMoney } from '~/lib/catalogue/money';
import { MAX_QUERY_LENGTH, MIN_SUGGEST_LENGTH } from '~/lib/search/limits';
import type { SearchHit } from '~/lib/search/search.server';

const DEBOUNCE_MS = 200;
const KIND = { product: 'Product', article: 'Story', page: 'Page' } as const;

export function PredictiveSearch() {
  // `message`: the server's word when it gives none (too many requests, decision 188).
  const fetcher = useFetcher<{ q: string; hits: SearchHit[]; message?: string }>({ key: 'predictive-search' });
  const anchor = useRef<HTMLDivElement>(null);
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const form = anchor.current?.closest('form');
    const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
    if (!form || !input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const value = input.value.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
      setQ(value);
      setOpen(value.length >= MIN_SUGGEST_LENGTH);
      clearTimeout(timer);
      if (value.length >= MIN_SUGGEST_LENGTH) {
        timer = setTimeout(() => void fetcher.load(`/search/suggest?q=${encodeURIComponent(value)}`), DEBOUNCE_MS);
      }
    };
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const leave = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const enter = () => update();
    input.addEventListener('input', update);
    input.addEventListener('focus', enter);
    form.addEventListener('keydown', key);
    form.addEventListener('focusout', leave);
    update();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', update);
      input.removeEventListener('focus', enter);
      form.removeEventListener('keydown', key);
      form.removeEventListener('focusout', leave);
    };
    // Once: the listeners live as long as the header (fetcher.load is stable for a keyed fetcher).
  }, []);

  const data = fetcher.data?.q === q ? fetcher.data : undefined;
  return (
    <div ref={anchor}>
      {open ? (
        <div data-suggest role="region" aria-label="Search suggestions">
          {data?.message ? (
            <p role="status">{data.message}</p>
          ) : data ? (
            data.hits.length ? (
              <ul>
                {data.hits.map((hit) => (
                  <li key={hit.id}>
                    <a href={hit.path}>
                      <span>{hit.title}</span>
                      <span data-meta>{hit.price ? formatMoney(hit.price) : KIND[hit.kind]}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No suggestions for “{q}”.</p>
            )
          ) : (
            <p role="status">Searching…</p>
          )}
          <a href={`/search?q=${encodeURIComponent(q)}`} data-all>
            All results for “{q}”
          </a>
        </div>
      ) : null}
    </div>
  );
}
