// What kind of question it is, by keyword (English and German), and what it names: a product, a
// variant, a country. Questions that match none of these go to the full-text index.
import type { Country } from '~/lib/country/country';

export const ORDER_QUESTION =
  /where is my (order|parcel|package)|wo (ist|bleibt) meine? (bestellung|paket|lieferung)|\btrack|order status|status of my order|sendungsverfolgung|cancel (my )?order|stornier|change my order/i;
const RETURN_WORDS = /return|refund|exchange|rückgab|zurück|umtausch|erstatt/i;
export const KLARNA_QUESTION = /klarna/i;
export const PRICE_QUESTION =
  /price|cost|how much|expensive|cheap|kostet|kosten|preis|teuer|\bavailab|in stock|sold out|verfügbar|lieferbar|auf lager|vorrätig|ausverkauft/i;
export const SHIPPING_QUESTION = /ship|switzerland|schweiz|duties|zoll|versand/i;
export const OFFICE_QUESTION =
  /\b(which|what|nearest|closest|welche[sn]?)\b.*\b(office|büro)\b|\bcontact (you|us)\b|\bkontakt|\bphone number|telefon|call you|anrufen|reach you|erreiche ich/i;
/** Places and office names: a question naming one is a question about that office, for the index. */
const NAMED_OFFICE = /boston|dubai|rapperswil|zürich|zurich|headquarter|\bus\b|\busa\b|america|mena|asia|press|presse/i;

export function isOrderQuestion(question: string): boolean {
  return ORDER_QUESTION.test(question) && !RETURN_WORDS.test(question);
}

export function isOfficeQuestion(question: string): boolean {
  return OFFICE_QUESTION.test(question) && !NAMED_OFFICE.test(question);
}

const GERMAN_COUNTRY_NAMES: Record<string, string> = {
  deutschland: 'DE',
  österreich: 'AT',
  schweiz: 'CH',
  frankreich: 'FR',
  italien: 'IT',
  spanien: 'ES',
  niederlande: 'NL',
  holland: 'NL',
  schweden: 'SE',
  norwegen: 'NO',
  dänemark: 'DK',
  belgien: 'BE',
  finnland: 'FI',
  irland: 'IE',
  grossbritannien: 'GB',
  england: 'GB',
  uk: 'GB',
  usa: 'US',
};

/** A country the question names ("to Germany", "nach Österreich"), if any. */
export function countryInQuestion(question: string, countries: Country[] | null): string | null {
  const lower = question.toLowerCase();
  for (const [name, code] of Object.entries(GERMAN_COUNTRY_NAMES)) {
    if (new RegExp(`\\b${name}\\b`, 'u').test(lower)) return code;
  }
  const named = (countries ?? []).find((c) => c.name.length > 3 && lower.includes(c.name.toLowerCase()));
  return named?.code ?? null;
}

const PRODUCT_ALIASES: [RegExp, string][] = [
  [/black\s*ghost/i, 'black-ghost'],
  [/goalie|torhüter|torwart/i, 'sharkblades-for-goalies'],
  [/ocean\s*ice/i, 'oceanice-pro'],
  [/greenly/i, 'greenly'],
  [/shark\s*blades?/i, 'sharkblades'],
];

/** The product the question names by one of the shop's own names (first match wins). */
export function productAlias(question: string): string | null {
  for (const [pattern, handle] of PRODUCT_ALIASES) if (pattern.test(question)) return handle;
  return null;
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// The words of a price, stock or shipping question that are not a product's name.
const QUESTION_WORDS = new Set(
  (
    'a an the is are was do does did can could i you we it its of in on at to for with from and or my me ' +
    'how much many what whats which when where who why price prices priced cost costs costing pay ' +
    'expensive cheap available availability stock sold out ship ships shipped shipping delivery ' +
    'switzerland duties still there any please tell about buy order size sizes option options ' +
    'wie viel was kostet kosten preis teuer ist sind der die das ein eine den dem von im für mit ' +
    'verfügbar lieferbar auf lager vorrätig ausverkauft versand schweiz zoll noch'
  ).split(' '),
);
const MEASURE = /^(\d+([.,]\d+)?|mm|cm|ft|m)$/;

/**
 * What to search for to find the product a question names: its words without the question's own
 * words, then also without numbers and units (a size the search would have to match too).
 */
export function nameSearches(question: string): string[] {
  const named = words(question)
    .filter((w) => !QUESTION_WORDS.has(w))
    .slice(0, 8);
  const searches = [named.join(' '), named.filter((w) => !MEASURE.test(w)).join(' ')];
  return [...new Set(searches.filter(Boolean))];
}

/** True when every word of the product's title is in the question (the question names it). */
export function titleInQuestion(title: string, question: string): boolean {
  const asked = new Set(words(question));
  const titleWords = words(title);
  return titleWords.length > 0 && titleWords.every((w) => asked.has(w));
}

/** The variants whose title has every number and option word the question mentions. */
export function variantsInQuestion<T extends { title: string }>(question: string, variants: T[]): T[] {
  const tokens = (title: string): string[] => title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const known = new Set(
    variants.flatMap((v) => tokens(v.title)).filter((t) => t.length > 1 && t !== 'mm' && t !== 'ft'),
  );
  const asked = tokens(question.replace(/(\d)(mm|ft)\b/gi, '$1 $2')).filter((t) => known.has(t));
  if (asked.length === 0) return variants;
  return variants.filter((v) => asked.every((t) => tokens(v.title).includes(t)));
}
