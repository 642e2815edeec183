// Dates as the stories show them, in the page's locale: "1. Juni 2025" (de-CH), "1 juin 2025"
// (fr-CH), "1 June 2025" (en-CH), "June 1, 2025" (en-US); the day in UTC, so a server in any zone
// writes the same day.
import { SWISS_LOCALE, type Language } from '~/lib/i18n/languages';

/** A page's locale: its language on the Swiss site, American English on the US site. */
export const pageLocale = (language: Language, onUs: boolean): string => (onUs ? 'en-US' : SWISS_LOCALE[language]);

// One formatter per locale (settled values, no I/O: safe to keep across requests).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO 8601 timestamp as the shop writes it in `locale`; '' for one that is not a date. */
export function publishedDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
