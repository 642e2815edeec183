// The product and the variants a question names: by one of the shop's own names, else the words
// left when the question's own words (in German, French or English) are taken away.

const PRODUCT_ALIASES: [RegExp, string][] = [
  [/bla?c?k\s*gh?ost/i, 'black-ghost'],
  [/goalie|torhüter|torwart|gardien/i, 'sharkblades-for-goalies'],
  [/ocean\s*ice/i, 'oceanice-pro'],
  [/greenly/i, 'greenly'],
  [/shark\s*blades?/i, 'sharkblades'],
];

/** The words by which a question names one of the shop's products ("Black Ghost", "gardien"), if any. */
export function productNamed(question: string): string | null {
  for (const [pattern] of PRODUCT_ALIASES) {
    const found = pattern.exec(question);
    if (found) return found[0];
  }
  return null;
}

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
    'verfügbar lieferbar auf lager vorrätig ausverkauft versand schweiz zoll noch welche grösse grössen gibt es ' +
    'combien coûte coute prix est le la les un une des du de en stock disponible épuisé livraison suisse quel quelle'
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
    variants.flatMap((v) => tokens(v.title)).filter((t) => (t.length > 1 || /\d/.test(t)) && t !== 'mm' && t !== 'ft'),
  );
  const asked = tokens(question.replace(/(\d)(mm|ft)\b/gi, '$1 $2')).filter((t) => known.has(t));
  if (asked.length === 0) return variants;
  return variants.filter((v) => asked.every((t) => tokens(v.title).includes(t)));
}
