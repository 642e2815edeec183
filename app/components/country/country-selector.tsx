// Footer country selector (spec §2, §4): a real form posting to /country (the page's language's,
// `/fr/country`), server-rendered with every available country, named in the page's language, and
// its currency. With JavaScript the submit runs change-country.ts, loaded on first use. Kept small:
// it ships in every page's first-load JS; its words come with the root's data.
import type { FormEvent, MouseEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { Country } from '~/lib/country/country';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import * as styles from './country-selector.css';
import type { PaymentMethod } from '~/lib/checkout/payments';
import { PaymentMarks } from '~/components/checkout/payment-marks';

/** What the root loader hands the shell (see app/root.tsx). */
export interface CountryShellData {
  country: Country;
  /** null when the server could not load the list ('Error loading regions.'). */
  countries: readonly Country[] | null;
  /** The country's payment marks and their list's name. */
  payments: { methods: readonly PaymentMethod[]; label: string };
  /** Which items a country change could not move, worded for the shopper; null when none. */
  notice: string | null;
}

const importChangeCountry = async () => (await import('./change-country')).changeCountry;

function onSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const form = event.currentTarget;
  // Should the script not load, the form goes the way it goes without JavaScript (303).
  importChangeCountry().then(
    (changeCountry) => changeCountry(form),
    () => form.submit(),
  );
}

export function CountrySelector({ country, countries, payments }: Omit<CountryShellData, 'notice'>) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const { country: words } = useMessages();
  const to = useLocalePath();
  // Only when the server had no list: the regions route's clientLoader (loaded on first use)
  // fetches and validates it, at most once per 2000 ms.
  const regions = useFetcher<{ countries?: Country[] }>();
  const list = countries ?? regions.data?.countries;

  function retry(event: MouseEvent) {
    event.preventDefault();
    void regions.load('/api/shopify/regions');
  }

  return (
    <section aria-label={words.section} className={styles.section}>
      {list ? (
        <form method="post" action={to('/country')} onSubmit={onSubmit}>
          <label htmlFor="country-select">{words.label}</label>
          <select id="country-select" name="country" defaultValue={country.code}>
            {list.map((c) => (
              <option key={c.code} value={c.code}>{`${c.name} (${c.currency})`}</option>
            ))}
          </select>
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit">{words.change}</button>
        </form>
      ) : (
        <p role="status">
          {regions.state !== 'idle' ? (
            words.loading
          ) : (
            <>
              {words.loadFailed}{' '}
              <a href={here} onClick={retry}>
                {words.tryAgain}
              </a>
            </>
          )}
        </p>
      )}
      <div>
        <PaymentMarks {...payments} />
      </div>
    </section>
  );
}

/** After a country change: the items Shopify would not sell in the new market. */
export function CountryNotice({ notice }: { notice: string | null }) {
  return notice ? (
    <p role="status" className={styles.notice}>
      {notice}
    </p>
  ) : null;
}
