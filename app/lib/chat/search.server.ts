// The knowledge index: MiniSearch (BM25 with fuzzy and prefix matching, title and heading boosted)
// over the passages of one language, its words stemmed as that language's (language-terms.server),
// and how many passages hold each term. A passage answers a question only when it covers most of
// the question's weight (rare words weigh more) and its rarest word: an answer that does not even
// mention what was asked ("wax") is a wrong fragment, not an answer. Server-only: the library and
// the index never reach the browser.
import MiniSearch from 'minisearch';
import type { Language } from '~/lib/i18n/languages';
import { isStopWordAnywhere, synonymOf, termFor, wordsOf } from './language-terms.server';
import { englishWords, isAsking } from './lexicon';
import type { Passage } from './passages';
import { sentences } from './text';

export interface KnowledgeIndex {
  search: MiniSearch<Passage>;
  /** Passages holding each term. */
  df: Map<string, number>;
  /** Each passage's terms, by its id. */
  terms: Map<string, Set<string>>;
  /** Each passage's terms per sentence (title, heading, then each sentence with its heading), once read. */
  sentences: Map<string, string[][]>;
  count: number;
  language: Language;
  term: (word: string) => string | null;
}

const termsOf = (index: KnowledgeIndex, text: string) =>
  wordsOf(text)
    .map(index.term)
    .filter((t): t is string => t !== null);

/** An index over passages in `language` (the shop's own language by default: English). */
export function buildIndex(passages: Passage[], language: Language = 'en'): KnowledgeIndex {
  const term = termFor(language);
  const processTerm = (word: string) => term(word);
  const search = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['url', 'title', 'heading', 'text'],
    tokenize: wordsOf,
    processTerm,
    searchOptions: { boost: { title: 1.5, heading: 3 }, fuzzy: 0.2, prefix: true, processTerm },
  });
  search.addAll(passages);
  const index: KnowledgeIndex = {
    search,
    df: new Map(),
    terms: new Map(),
    sentences: new Map(),
    count: passages.length,
    language,
    term,
  };
  for (const passage of passages) {
    const terms = new Set(termsOf(index, `${passage.title} ${passage.heading} ${passage.text}`));
    index.terms.set(passage.id, terms);
    for (const t of terms) index.df.set(t, (index.df.get(t) ?? 0) + 1);
  }
  return index;
}

/** The terms of a passage's title, heading and each sentence under its heading; kept once worked out. */
function sentenceTerms(
  index: KnowledgeIndex,
  result: { id: unknown; title?: unknown; heading?: unknown; text?: unknown },
) {
  const id = String(result.id);
  let found = index.sentences.get(id);
  if (!found) {
    const heading = String(result.heading);
    const parts = [String(result.title), heading, ...sentences(String(result.text)).map((t) => `${heading} ${t}`)];
    found = parts.map((part) => termsOf(index, part));
    index.sentences.set(id, found);
  }
  return found;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's weight that the passage matched. */
  coverage: number;
}

// A word counts when a document term is the word, a near spelling or a short extension of it (not
// "stick" found in "stickhandle", nor "port" in "portal", nor "sharkblad" in "sharpened"), or the end
// of a compound ("ice" in "oceanice").
function close(term: string, word: string): boolean {
  if (term === word) return true;
  const shorter = Math.min(term.length, word.length);
  let common = 0;
  while (common < shorter && term[common] === word[common]) common++;
  // A short word is near only as itself plus an ending ("sell" is not "self"); a longer one as itself
  // with another ending, or with one letter mistyped ("promo" is not "produit").
  const near =
    word.length > 4
      ? Math.abs(term.length - word.length) <= 2 && common >= Math.max(3, shorter - (word.length >= 8 ? 2 : 1))
      : term.length === word.length + 1 && common === word.length;
  return (
    near ||
    (word.length > 4 && oneEdit(term, word)) ||
    (word.length >= 3 && term.length > word.length + 3 && term.endsWith(word))
  );
}

/** One letter left out, added, replaced or two swapped. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  const restA = a.length - i - j;
  const restB = b.length - i - j;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[i] === b[i + 1] && a[i + 1] === b[i];
}

/**
 * The parts of a German compound the index knows ("Meeresplastik" → "plastik", "Kufenlänge" →
 * "kufen", "länge"): the longest known tail, and the head before it when it is known too.
 */
function compoundParts(index: KnowledgeIndex, word: string): string[] {
  const lower = word.toLowerCase();
  for (let i = 3; i <= lower.length - 4; i++) {
    const tail = index.term(lower.slice(i));
    if (!tail || !index.df.has(tail)) continue;
    const head = index.term(lower.slice(0, i).replace(/(?<=\p{L}{3})s$/u, ''));
    return head && index.df.has(head) ? [lower.slice(i), lower.slice(0, i)] : [lower.slice(i)];
  }
  return [];
}

/** Each meaningful word of a text; on the English index, with the English words a German or French word stands for. */
function questionWords(index: KnowledgeIndex, text: string) {
  const words = new Map<string, { raw: string[]; variants: string[] }>();
  for (const word of wordsOf(text)) {
    // A word the pages say otherwise ("CEO": "executive"; "fait": "matériau") is found by either.
    const other = synonymOf(index.language, word);
    const term = index.term(word) ?? (other ? index.term(other) : null);
    if (!term || words.has(term) || (!other && isAsking(word))) continue;
    let synonyms: string[] = [];
    // Its concept's other words meet it ("blades": "runners") without being searched for.
    let alike: string[] = [];
    if (index.language === 'en') {
      // An English word of the content ("refundable", "returns") is searched as it is, not widened.
      const english = englishWords(word);
      const lower = word.toLowerCase();
      const own = english.some((e) => lower.startsWith(e) || e.startsWith(lower));
      synonyms = own ? [] : english;
      alike = own ? english : [];
    } else if (index.language === 'de' && !index.df.has(term)) {
      synonyms = compoundParts(index, word);
    }
    if (other) synonyms.push(other);
    const variants = [term, ...termsOf(index, [...synonyms, ...alike].join(' '))];
    words.set(term, { raw: [word, ...synonyms], variants: [...new Set(variants)] });
  }
  return words;
}

/** A word's weight: the inverse of how many passages hold it (or a near spelling); unknown words weigh most. */
function weight(index: KnowledgeIndex, variants: string[]): number {
  let df = 0;
  for (const variant of variants) {
    const exact = index.df.get(variant);
    if (exact !== undefined) df = Math.max(df, exact);
  }
  return Math.log(1 + index.count / (df + 0.5));
}

/**
 * The best passages for a question; empty when nothing covers enough of it to be an answer.
 * `mustCover`: words (of the question) every passage returned must match.
 */
export function search(
  index: KnowledgeIndex,
  question: string,
  minCoverage = 0.5,
  mustCover: string[] = [],
  /** Only the passages of this page (a product's own). */
  within?: string,
): Hit[] {
  const words = questionWords(index, question);
  if (words.size === 0) return [];
  const weighted = [...words.values()].map((word) => ({ ...word, weight: weight(index, word.variants) }));
  const total = weighted.reduce((sum, w) => sum + w.weight, 0);
  const rarest = weighted.reduce((a, b) => (b.weight > a.weight ? b : a));
  // Words the pages never use (not even a near spelling) must be met too: the shop does not speak of
  // "hockey sticks" because it speaks of hockey.
  const unknown = weighted.filter((w) => !w.variants.some((v) => index.df.has(v)) && !isStopWordAnywhere(w.raw[0]!));
  const required = [...questionWords(index, mustCover.join(' ')).values(), ...unknown];
  return index.search
    .search(weighted.flatMap((w) => w.raw).join(' '))
    .flatMap((result) => {
      // Met by a term the search matched (or a near spelling), or by any of the passage's own terms
      // as it is ("runners" for "blades", a word not searched for).
      const own = index.terms.get(String(result.id));
      const covers = (variants: string[]) =>
        variants.some((v) => own?.has(v) || result.terms.some((term) => close(term, v)));
      if (within !== undefined && result.url !== within) return [];
      if (!covers(rarest.variants) || !required.every((w) => covers(w.variants))) return [];
      const coverage = weighted.filter((w) => covers(w.variants)).reduce((sum, w) => sum + w.weight, 0) / total;
      if (coverage < minCoverage) return [];
      // The words must meet: one sentence (with its heading, or the title) holds two of them when two were asked,
      // so "What is OceanIce made of?" is not answered by "…when the ice is made in August". A section's
      // heading speaks for each of its sentences ("6. Warranty": "… wear of runners …").
      const together = Math.min(2, weighted.length);
      const meet = sentenceTerms(index, result).some(
        (terms) => weighted.filter((w) => w.variants.some((v) => terms.some((t) => close(t, v)))).length >= together,
      );
      if (!meet) return [];
      const passage: Passage = {
        id: String(result.id),
        url: String(result.url),
        title: String(result.title),
        heading: String(result.heading),
        text: String(result.text),
      };
      return [{ passage, score: result.score * coverage * coverage, coverage }];
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * The passage from the sentence that holds most of the question's weight: the answer, not its
 * preamble; from its start when its heading (an FAQ's question) holds as much.
 */
export function focus(index: KnowledgeIndex, text: string, question: string, heading = ''): string {
  const words = [...questionWords(index, question).values()].map((w) => ({ ...w, weight: weight(index, w.variants) }));
  const held = (sentence: string) => {
    const terms = termsOf(index, sentence);
    const found = words.filter((w) => w.variants.some((v) => terms.some((t) => close(t, v))));
    return found.reduce((total, w) => total + w.weight, 0);
  };
  const all = sentences(text);
  let best = 0;
  let bestWeight = held(heading);
  all.forEach((sentence, i) => {
    const sum = held(sentence);
    if (sum > bestWeight) [best, bestWeight] = [i, sum];
  });
  return all.slice(best).join(' ');
}
