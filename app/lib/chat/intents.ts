// The product and the variants a question names: by one of the shop's own names, else the words
// left when the question's own words (in German, French or English) are taken away.
import { VOCABULARIES } from './vocabulary';

// Each product's names in every language, in the English file's order (its first match wins).
const PRODUCT_ALIASES: [RegExp, string][] = (() => {
  const names = new Map<string, string[]>();
  for (const [pattern, handle] of VOCABULARIES.flatMap((v) => v.productNames)) {
    names.set(handle, [...(names.get(handle) ?? []), pattern]);
  }
  return [...names].map(([handle, patterns]) => [new RegExp(patterns.join('|'), 'i'), handle]);
})();

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
const QUESTION_WORDS = new Set(VOCABULARIES.flatMap((v) => v.productQuestionWords.split(' ')));
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
