// The footer selector's submit with JavaScript (spec §4): the same form posted with fetch (the
// server sets the cookies and moves the cart), the choice mirrored in localStorage, then a reload
// after 300 ms, also on failure (a console warning only, spec §8). Loaded on the first submit.
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from '~/lib/country/country';

const RELOAD_DELAY_MS = 300;

export async function changeCountry(form: HTMLFormElement): Promise<void> {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new FormData(form),
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`POST /country answered ${response.status}`);
    const chosen = (await response.json()) as { country: string; currency: string };
    localStorage.setItem(COUNTRY_COOKIE, chosen.country);
    localStorage.setItem(CURRENCY_COOKIE, chosen.currency);
  } catch (error) {
    console.warn('Could not change the country.', error);
  }
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}
