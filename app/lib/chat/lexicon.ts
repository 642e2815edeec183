// What a question is about, in German, French or English (Swiss spellings: "Grösse", no "ß"): each
// concept is a list of word starts, plus word parts that may sit inside a German compound
// ("Schuhgrösse", "Versandkosten"), from each language's vocabulary file beside its catalogue. The
// same lists give the full-text index the English words of the shop's content for a German or
// French question.
import { CONCEPT_NAMES, type ConceptName } from '~/lib/i18n/messages/chat-concepts';
import { joined, VOCABULARIES, wordPattern } from './vocabulary';

/** Lower case, "ß" as "ss", typographic apostrophes and spaces plain. */
export function normalize(question: string): string {
  return question
    .normalize('NFC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

// Words that carry no meaning for the shop's content; kept out of both index and queries.
export const STOP_WORDS = new Set(VOCABULARIES.flatMap((v) => v.asking.split(' ')));

const CONCEPTS = Object.fromEntries(
  CONCEPT_NAMES.map((name) => [
    name,
    {
      starts: joined((v) => v.concepts[name].starts),
      parts: joined((v) => v.concepts[name].parts) || undefined,
      english: VOCABULARIES[0]!.concepts[name].index ?? '',
    },
  ]),
) as Record<ConceptName, { starts: string; parts?: string; english: string }>;
export type { ConceptName };

/** Words the full-text index knows in English only: German and French word starts → English words. */
const INDEX_WORDS: [string, string][] = VOCABULARIES.flatMap((v) =>
  'englishFor' in v ? Object.entries(v.englishFor as Record<string, string>) : [],
);

const pattern = wordPattern;

const PATTERNS = Object.fromEntries(
  Object.entries(CONCEPTS).map(([name, concept]) => [name, pattern(concept.starts, concept.parts)]),
) as Record<ConceptName, RegExp>;
const INDEX_PATTERNS = INDEX_WORDS.map(([starts, english]) => [pattern(starts), english] as const);

/** The concepts a (normalized) question names. */
export function conceptsOf(question: string): Set<ConceptName> {
  const text = normalize(question);
  return new Set((Object.keys(PATTERNS) as ConceptName[]).filter((name) => PATTERNS[name].test(text)));
}

/** The English words of the shop's content that a German or French word stands for (none if unknown). */
export function englishWords(word: string): string[] {
  const text = normalize(word);
  return [
    ...(Object.keys(PATTERNS) as ConceptName[])
      .filter((name) => CONCEPTS[name].english && PATTERNS[name].test(text))
      .flatMap((name) => CONCEPTS[name].english.split(' ')),
    ...INDEX_PATTERNS.filter(([pattern]) => pattern.test(text)).flatMap(([, english]) => english.split(' ')),
  ];
}

// Words that name the subject of most questions without narrowing it.
const GENERIC = new Set(VOCABULARIES.flatMap((v) => v.generic.split(' ')));

/** The question's text with every word a concept names taken out (whole words, phrases too). */
function without(text: string, concepts: ConceptName[]): string {
  return concepts.reduce(
    (rest, name) => rest.replace(new RegExp(`[\\p{L}\\p{N}]*(?:${PATTERNS[name].source})[\\p{L}\\p{N}]*`, 'gu'), ' '),
    text,
  );
}

/**
 * The words of a question that none of `concepts`, the stop words, numbers or country names
 * account for: what a structured answer about those concepts would leave unanswered.
 */
export function residue(question: string, concepts: ConceptName[], isCountry: (word: string) => boolean): string[] {
  return (without(normalize(question), concepts).match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !STOP_WORDS.has(word) && !GENERIC.has(word) && !/^\d/.test(word) && word.length > 1 && !isCountry(word),
  );
}

/** Concepts whose words carry the subject: a passage that answers must speak of them too. */
const TOPICS: ConceptName[] = [
  'size',
  'skate',
  'blade',
  'goalie',
  'player',
  'ice',
  'ship',
  'duties',
  'returns',
  'klarna',
];

/** The words of a question that name its subject ("blades", "Kufen", "livraison"). */
export function topicWords(question: string): string[] {
  return (normalize(question).match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) =>
    TOPICS.some((name) => PATTERNS[name].test(word)),
  );
}

/** Words that ask rather than say ("which", "welche", "geeignet", "recommend"): no weight in a search. */
export function isAsking(word: string): boolean {
  const text = normalize(word);
  return STOP_WORDS.has(text) || GENERIC.has(text) || PATTERNS.recommend.test(text) || PATTERNS.order.test(text);
}
