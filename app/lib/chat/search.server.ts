// The knowledge index: MiniSearch (BM25 with fuzzy and prefix matching, title and heading boosted)
// over the passages. Server-only: the library and the index never reach the browser.
import MiniSearch from 'minisearch';
import { germanSynonyms } from './german';
import type { Passage } from './passages';

// Words that carry no meaning for the shop's content; kept out of both index and queries.
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from have has how i if in into is it its me my ' +
    'of on or our so that the their then there these this to was we what when where which who why will ' +
    'with would you your yours am any get got need want know tell please about there here us work works now ' +
    'long like good happen happens some much many make use also still just really thing things way best ' +
    'hi hello thanks thank ok recommend ' +
    'der die das und ist ich ein eine einen wie was wo wer kann können mit mein meine meinen zu auf für den dem ' +
    'des es sie wir ihr habe hat gibt man nach bei von im am welche welcher welches brauche brauchen euch mir mich'
  ).split(' '),
);

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower) || lower.length < 2) return null;
  // A light stemmer: plurals and -ing, so "panels" finds "panel" and "sharpening" "sharpen".
  return lower.replace(/(?<=\w{3})(ing|es|s)$/, '');
}

export type KnowledgeIndex = MiniSearch<Passage>;

export function buildIndex(passages: Passage[]): KnowledgeIndex {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['url', 'title', 'heading', 'text'],
    processTerm,
    searchOptions: { boost: { title: 1.5, heading: 3 }, fuzzy: 0.2, prefix: true, processTerm },
  });
  index.addAll(passages);
  return index;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's meaningful words that the passage matched. */
  coverage: number;
}

/** The best passages for a question; empty when nothing covers enough of it to be an answer. */
export function search(index: KnowledgeIndex, question: string, minCoverage = 0.6): Hit[] {
  // Each meaningful word of the question, with the English words a German word stands for.
  // MiniSearch processes the query's raw words itself; `queryTerms` then holds processed terms.
  const words = new Map<string, string[]>();
  const raw: string[] = [];
  for (const word of question.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const term = processTerm(word);
    if (!term || words.has(term)) continue;
    const synonyms = germanSynonyms(word);
    raw.push(word, ...synonyms);
    words.set(term, [term, ...synonyms.map(processTerm).filter((t): t is string => !!t)]);
  }
  if (words.size === 0) return [];
  const query = raw.join(' ');
  return index
    .search(query)
    .map((result) => {
      // A word counts when a document term is the word, a near spelling or a short extension of it
      // (not "stick" found in "stickhandle").
      const close = (term: string, word: string) =>
        term === word || (term.slice(0, 3) === word.slice(0, 3) && Math.abs(term.length - word.length) <= 2);
      const covered = [...words.values()].filter((variants) =>
        variants.some((v) => result.terms.some((term) => close(term, v))),
      ).length;
      const coverage = covered / words.size;
      const passage: Passage = {
        id: String(result.id),
        url: String(result.url),
        title: String(result.title),
        heading: String(result.heading),
        text: String(result.text),
      };
      return { passage, score: result.score * coverage * coverage, coverage };
    })
    .filter((hit) => hit.coverage >= minCoverage)
    .sort((a, b) => b.score - a.score);
}
