// Footer country selector (spec §2, §4): a real form posting to /country, server-rendered with
// every available country and its currency. With JavaScript the submit goes through a lazily
// loaded module (cookies + localStorage, cart update, reload after 300 ms).
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Country } from '~/lib/country';
import { PAYMENT_LABELS, paymentIcons } from '~/lib/payments';
import * as styles from './country-selector.css';

export interface CountrySelectorProps {
  current: Country;
  /** null when the server could not load the list ('Error loading regions.'). */
  countries: Country[] | null;
}

/** What the root loader hands the shell: the market and the items a change left behind. */
export interface CountryShellData {
  country: Country;
  countries: Country[] | null;
  notMoved: string[];
}

type Status = 'idle' | 'loading' | 'error' | 'switching';

export function CountrySelector({ current, countries }: CountrySelectorProps) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const [list, setList] = useState(countries);
  const [status, setStatus] = useState<Status>(countries ? 'idle' : 'error');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus('switching');
    void import('~/lib/country-switch').then((m) => m.switchCountry(form));
  }

  function retry(event: MouseEvent) {
    event.preventDefault();
    setStatus('loading');
    void import('~/lib/country-regions')
      .then((m) => m.fetchRegions())
      .then((regions) => {
        setList(regions);
        setStatus('idle');
      })
      .catch(() => setStatus('error'));
  }

  return (
    <section aria-label="Country and currency" className={styles.section}>
      {list && list.length > 0 ? (
        <form method="post" action="/country" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor="country-select">Country/region</label>
          <select id="country-select" name="country" defaultValue={current.code} className={styles.select}>
            {list.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name} ({country.currency || '–'})
              </option>
            ))}
          </select>
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className={styles.button} disabled={status === 'switching'}>
            Change
          </button>
        </form>
      ) : null}
      <p role="status">
        {status === 'loading' ? 'Loading regions...' : null}
        {status === 'error' ? (
          <>
            Error loading regions.{' '}
            <a href={here} onClick={retry}>
              Try again
            </a>
          </>
        ) : null}
      </p>
      <ul aria-label="Payment methods" className={styles.icons}>
        {paymentIcons(current.code).map((method) => (
          <li key={method} className={styles.icon}>
            {PAYMENT_LABELS[method]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** After a country change: the items Shopify would not sell in the new market. */
export function CountryNotice({ notMoved, country }: Pick<CountryShellData, 'notMoved' | 'country'>) {
  if (notMoved.length === 0) return null;
  return (
    <p role="status" className={styles.notice}>
      {`These items are not sold in ${country.name} and could not move to your new cart: ${notMoved.join(', ')}.`}
    </p>
  );
}
