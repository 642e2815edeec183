// How each language's text becomes search terms: its stop words (beside the message catalogues)
// and its stemmer (Snowball's German and French from @orama/stemmers). English keeps a light
// stemmer of plurals and -ing: "refundable" must not become "refund".
import { stemmer as germanStem } from '@orama/stemmers/german';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import type { Language } from '~/lib/i18n/languages';
import { chatVocabulary as de } from '~/lib/i18n/messages/de/chat-vocabulary';
import { chatVocabulary as en } from '~/lib/i18n/messages/en/chat-vocabulary';
import { chatVocabulary as fr } from '~/lib/i18n/messages/fr/chat-vocabulary';
import { STOP_WORDS } from './lexicon';

const lightEnglish = (term: string) =>
  term.replace(/(?<=\w{3})(ies|ing|es|s)$/, (suffix) => (suffix === 'ies' ? 'y' : ''));

const VOCABULARY = { en, de, fr } satisfies Record<Language, typeof en>;
const LANGUAGE_TERMS = {
  en: { stop: new Set([...STOP_WORDS, ...en.stopWords.split(' ')]), stem: lightEnglish },
  de: { stop: new Set(de.stopWords.split(' ')), stem: germanStem },
  fr: { stop: new Set(fr.stopWords.split(' ')), stem: frenchStem },
} satisfies Record<Language, { stop: Set<string>; stem: (word: string) => string }>;
const REFERENTS = Object.fromEntries(
  Object.entries(VOCABULARY).map(([language, words]) => [language, new Set(words.referents.split(' '))]),
) as Record<Language, Set<string>>;

/** Whether a word carries no meaning in any of the languages (a French question searched in English: "peux"). */
export const isStopWordAnywhere = (word: string) =>
  Object.values(LANGUAGE_TERMS).some(({ stop }) => stop.has(word.toLowerCase()));

/** Whether a word points back to the conversation's subject ("it", "die", "ça"), in any language. */
export const isReferent = (word: string) => Object.values(REFERENTS).some((words) => words.has(word.toLowerCase()));

/** The word the shop's pages in `language` use for a question's word ("made" → "material"), if another. */
export const synonymOf = (language: Language, word: string): string | undefined =>
  VOCABULARY[language].synonyms[word.toLowerCase()];

/** A word as the search terms of `language` (null for a stop word or a single letter). */
export function termFor(language: Language): (word: string) => string | null {
  const { stop, stem } = LANGUAGE_TERMS[language];
  return (word) => {
    const lower = word.toLowerCase().replace(/ß/g, 'ss');
    if (lower.length < 2 || stop.has(lower)) return null;
    return stem(lower);
  };
}

/** The words of a text (French elisions split off: "l'acier" is "acier"; "9ft" is "9 ft"). */
export const wordsOf = (text: string): string[] =>
  text.replace(/(\d)(\p{L})/gu, '$1 $2').match(/[\p{L}\p{N}]+/gu) ?? [];
