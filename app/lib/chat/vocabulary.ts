// The chat's words in every language (app/lib/i18n/messages/<language>/chat-vocabulary.ts, beside
// each catalogue), joined: a question or a policy in any language is read with all of them, so a
// language is added by adding its file here, without touching the code that reads them.
import { chatVocabulary as de } from '~/lib/i18n/messages/de/chat-vocabulary';
import { chatVocabulary as en } from '~/lib/i18n/messages/en/chat-vocabulary';
import { chatVocabulary as fr } from '~/lib/i18n/messages/fr/chat-vocabulary';

export type Vocabulary = typeof en;
export const VOCABULARIES: Vocabulary[] = [en, de, fr];

/** One list (`a|b|c`) from every language's. */
export const joined = (pick: (v: Vocabulary) => string | undefined) =>
  VOCABULARIES.map(pick)
    .filter((words): words is string => Boolean(words))
    .join('|');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A list as regular-expression alternatives; `word!` ends at the word's end ("office", not "officer"). */
export const alternatives = (words: string) =>
  words
    .split('|')
    .map((w) => (w.endsWith('!') ? `${escape(w.slice(0, -1))}(?![\\p{L}\\p{N}])` : escape(w)))
    .join('|');

/** Word starts (after a space, an apostrophe or the start), or `parts` anywhere in a word. */
export const wordPattern = (starts: string, parts?: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(starts)})${parts ? `|(?:${alternatives(parts)})` : ''}`, 'u');

/** Anywhere in a text (a compound's part: "Versandkosten" holds "kosten"). */
export const partPattern = (words: string) => new RegExp(alternatives(words), 'u');
