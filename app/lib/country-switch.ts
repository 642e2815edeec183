// Browser side of a country change (spec §4), loaded on first use: the server sets the cookies
// and moves the cart; this mirrors the choice in localStorage and reloads after 300 ms, also when
// the change failed (a warning only, as the spec says).
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from './country';

export const RELOAD_DELAY_MS = 300;

export async function switchCountry(form: HTMLFormElement) {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new FormData(form),
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    const result = (await response.json()) as { country: string; currency: string };
    localStorage.setItem(COUNTRY_COOKIE, result.country);
    localStorage.setItem(CURRENCY_COOKIE, result.currency);
  } catch (error) {
    console.warn('Could not change the country.', error);
  }
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}
