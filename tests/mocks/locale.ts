// BCP 47 locale tags as the mocked upstreams check them (the Admin API's customer locale, Klarna's
// session locale): a language and an optional region that exist, with a hyphen, e.g. `de-CH`.

const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** `de-CH` for `de-CH` or `de-ch`; null for a tag that is malformed or names no real language or region. */
export function canonicalLocale(tag: unknown): string | null {
  if (typeof tag !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|\d{3}))?$/.test(tag)) return null;
  let canonical: string;
  try {
    [canonical = ''] = Intl.getCanonicalLocales(tag);
  } catch {
    return null;
  }
  const locale = new Intl.Locale(canonical);
  if (languages.of(locale.language) === undefined) return null;
  if (locale.region && (regions.of(locale.region) === undefined || ['ZZ', 'XX'].includes(locale.region))) return null;
  return canonical;
}
