// The shop's languages and where each one lives (docs/decisions/routes-and-languages.md). The main (Swiss) site speaks
// German at the spec's paths, French under /fr and English under /en; the US site speaks English at
// the spec's paths and has no prefixes. Shared with the browser: no server-only imports here.

export const LANGUAGES = ['de', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The main site's language at the spec's paths (no prefix). */
export const MAIN_LANGUAGE: Language = 'de';
/** The US site's only language. */
export const US_LANGUAGE: Language = 'en';

/** The main site's languages that live under a path prefix: `/fr/…`, `/en/…`. */
export const PREFIXED_LANGUAGES = ['fr', 'en'] as const satisfies readonly Language[];

/** The Storefront API's `LanguageCode` of each language (`@inContext(language:)`). */
export const STOREFRONT_LANGUAGE = { de: 'DE', fr: 'FR', en: 'EN' } as const satisfies Record<Language, string>;

/** A language's BCP 47 tag on the Swiss site: `<html lang>`, hreflang, Klarna's locale. */
export const SWISS_LOCALE = { de: 'de-CH', fr: 'fr-CH', en: 'en-CH' } as const satisfies Record<Language, string>;

/**
 * The page's BCP 47 tag: the language's on the Swiss site, en-US on the US site
 * (docs/decisions/country-and-markets.md).
 */
export const pageLocale = (language: Language, onUs: boolean) => (onUs ? 'en-US' : SWISS_LOCALE[language]);

/** Each language's name in itself, as a switch shows it. */
export const LANGUAGE_NAMES = { de: 'Deutsch', fr: 'Français', en: 'English' } as const satisfies Record<
  Language,
  string
>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A language with a path prefix (`fr`, `en`): the only values the pages' `:locale?` segment takes. */
export const isPrefixed = (value: string): value is (typeof PREFIXED_LANGUAGES)[number] =>
  (PREFIXED_LANGUAGES as readonly string[]).includes(value);

/**
 * The language of a main-site path and the path without its language prefix: `/fr/shop` → French,
 * `/shop`; `/fr` → French, `/`; `/shop` → German, `/shop`. The US site has no prefixes (`onUs`).
 */
export function splitLanguage(pathname: string, onUs = false): { language: Language; path: string } {
  if (onUs) return { language: US_LANGUAGE, path: pathname };
  // Any letter case, as React Router matches; `/fr.data` is the French home's data request.
  const [, prefix = '', rest] = /^\/([a-z]{2})(?=\/|\.data$|$)(.*)$/i.exec(pathname) ?? [];
  const language = prefix.toLowerCase();
  if (isPrefixed(language)) return { language, path: rest === '.data' ? '/_root.data' : rest || '/' };
  return { language: MAIN_LANGUAGE, path: pathname };
}

/** A spec path (`/shop`, `/`) in a language of the main site: `/fr/shop`, `/fr`. */
export function localePath(language: Language, path: string, onUs = false): string {
  if (onUs || language === MAIN_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
