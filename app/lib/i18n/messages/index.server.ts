// The whole catalogue of each language, for server code (loaders, actions, server-rendered HTML).
// The browser never imports this: a route hands its components the sections they need in its
// loader data (docs/decisions/words-and-translations.md).
import type { Language } from '../languages';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import type { Messages } from './types';

const CATALOGUES: Record<Language, Messages> = { de, fr, en };

export const messagesFor = (language: Language): Messages => CATALOGUES[language];
export type { Messages };

/** The sections of a catalogue a route's components need, for its loader data. */
export function sections<K extends keyof Messages>(messages: Messages, ...keys: K[]): Pick<Messages, K> {
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as Pick<Messages, K>;
}
