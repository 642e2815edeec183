// The filter and sort panel: one GET form (without JavaScript: choose, then Apply). With JavaScript
// a checkbox or the sort applies at once and a price when its field is left or Enter is pressed,
// by navigating to the listing URL the form chooses (its first page); the controls show the
// pending choice (React Router's navigation) until the new page arrives.
import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import type { Facet } from '~/lib/listing/facets';
import type { ListingView } from '~/lib/listing/listing.server';
import { format } from '~/lib/i18n/format';
import { useMessages } from '~/lib/i18n/use-messages';
import { DEFAULT_SORT, formHref, normaliseParams, PARAM, SORTS, toSearch, withoutPage } from '~/lib/listing/url';
import * as styles from './listing.css';

/** The results' heading: the new count, then the chips. A choice sent without JavaScript lands there. */
export const RESULTS_ID = 'listing-products';

type Chosen = (name: string, value: string) => boolean;
type Apply = (form: HTMLFormElement | null) => void;

export function ListingFilters({ view }: { view: ListingView }) {
  const words = useMessages().listing;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const current = view.pathname + toSearch(view.base);
  const pending = navigation.location?.pathname === view.pathname ? navigation.location.search : null;
  const choice = pending === null ? view.base : withoutPage(normaliseParams(new URLSearchParams(pending)));
  const chosen: Chosen = (name, value) => choice.some(([n, v]) => n === name && v === value);
  const apply: Apply = (form) => {
    const href = form && formHref(view.pathname, form);
    if (href && href !== current) void navigate(href, { preventScrollReset: true });
  };
  return (
    <details className={styles.panel}>
      <summary className={styles.panelSummary}>
        {view.active.length ? format(words.filterAndSortChosen, { count: view.active.length }) : words.filterAndSort}
      </summary>
      <form
        method="get"
        action={`${view.pathname}#${RESULTS_ID}`}
        aria-label={words.filterAndSort}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
      >
        <div className={styles.field}>
          <label htmlFor="listing-sort">{words.sortBy}</label>
          <select
            id="listing-sort"
            name={PARAM.sort}
            value={choice.find(([name]) => name === PARAM.sort)?.[1] ?? DEFAULT_SORT}
            onChange={(event) => apply(event.currentTarget.form)}
          >
            {SORTS.map((id) => (
              <option key={id} value={id}>
                {words.sort[id]}
              </option>
            ))}
          </select>
        </div>
        {view.facets.map((facet, index) => (
          <FacetGroup key={facet.id} facet={facet} first={index < 3} chosen={chosen} apply={apply} />
        ))}
        <button type="submit" className={styles.apply}>
          {words.apply}
        </button>
      </form>
    </details>
  );
}

function FacetGroup({ facet, first, chosen, apply }: { facet: Facet; first: boolean; chosen: Chosen; apply: Apply }) {
  const words = useMessages().listing;
  // Open at first when near the top or in use; after that the shopper's own opening and closing.
  const [open] = useState(
    () => first || (facet.kind === 'list' ? facet.values.some((v) => v.checked) : Boolean(facet.min || facet.max)),
  );
  return (
    <details className={styles.facet} open={open}>
      <summary className={styles.facetSummary}>{facet.label}</summary>
      {facet.kind === 'price' ? (
        <fieldset className={styles.range}>
          <legend className={styles.hidden}>{facet.label}</legend>
          {(
            [
              [PARAM.priceMin, format(words.priceFrom, { currency: facet.currency }), facet.min],
              [PARAM.priceMax, format(words.priceTo, { currency: facet.currency }), facet.max],
            ] as const
          ).map(([name, label, value]) => (
            <label key={`${name}:${value}`}>
              {label}
              <input
                type="number"
                name={name}
                min={0}
                max={facet.bound || undefined}
                step="any"
                inputMode="decimal"
                placeholder={name === PARAM.priceMax && facet.bound ? String(facet.bound) : '0'}
                defaultValue={value}
                onBlur={(event) => apply(event.currentTarget.form)}
              />
            </label>
          ))}
        </fieldset>
      ) : (
        <fieldset>
          <legend className={styles.hidden}>{facet.label}</legend>
          <ul className={styles.values}>
            {facet.values.map((value) => {
              const checked = chosen(facet.param, value.value);
              return (
                <li key={value.value}>
                  <label className={styles.value}>
                    <input
                      type="checkbox"
                      name={facet.param}
                      value={value.value}
                      checked={checked}
                      disabled={value.count === 0 && !checked}
                      onChange={(event) => apply(event.currentTarget.form)}
                    />
                    {value.label}
                    <span className={styles.count}>{value.count}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </details>
  );
}
