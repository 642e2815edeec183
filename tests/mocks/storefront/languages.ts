// The mock shop's languages, as its Shopify admin has them: English is the primary language (the
// content is written in it), German and French are published in every market. A query's
// `@inContext(language:)` picks one; any other language falls back to the primary one, as
// Shopify answers an unpublished or unknown language (docs/decisions/mock-upstreams.md).
import type { SeedCountry } from './seed/types';

export const PRIMARY_LANGUAGE = 'EN';
export const PUBLISHED_LANGUAGES = ['EN', 'DE', 'FR'] as const;
export type ShopLanguage = (typeof PUBLISHED_LANGUAGES)[number];
/** The languages content is translated into (the primary one is the content itself). */
export type TranslatedLanguage = Exclude<ShopLanguage, 'EN'>;

/** BCP 47 tags Shopify's language names are written in (the shop is Swiss: `ss`, never `ß`). */
const LOCALE: Record<ShopLanguage, string> = { EN: 'en', DE: 'de-CH', FR: 'fr-CH' };

export const isShopLanguage = (code: unknown): code is ShopLanguage =>
  typeof code === 'string' && (PUBLISHED_LANGUAGES as readonly string[]).includes(code);

/** The language a query is answered in: the one asked for if the shop publishes it, else the primary one. */
export function answerLanguage(requested: unknown): ShopLanguage {
  return isShopLanguage(requested) ? requested : PRIMARY_LANGUAGE;
}

const names = new Map<string, Intl.DisplayNames>();
function displayNames(language: ShopLanguage, type: 'language' | 'region') {
  const key = `${language}:${type}`;
  let made = names.get(key);
  if (!made) names.set(key, (made = new Intl.DisplayNames([LOCALE[language]], { type })));
  return made;
}

/** Shopify's `Language`: `name` in the language of the answer, `endonymName` in its own. */
export function languageObject(isoCode: ShopLanguage, answeredIn: ShopLanguage) {
  const tag = LOCALE[isoCode].slice(0, 2);
  return {
    isoCode,
    name: displayNames(answeredIn, 'language').of(tag) ?? isoCode,
    endonymName: displayNames(isoCode, 'language').of(tag) ?? isoCode,
  };
}

/** A country's name in the language of the answer (Shopify names countries in it: "Schweiz", "Suisse"). */
export function countryName(country: SeedCountry, answeredIn: ShopLanguage) {
  return answeredIn === PRIMARY_LANGUAGE
    ? country.name
    : (displayNames(answeredIn, 'region').of(country.isoCode) ?? country.name);
}

/** A market's default language: the country's own when the shop publishes it, else the primary one. */
export function defaultLanguageOf(country: SeedCountry): ShopLanguage {
  return answerLanguage(country.language.isoCode);
}
