// The words and the language of the page in components (docs/decisions/words-and-translations.md). Each route's loader
// sends the catalogue sections its components need as `messages` (the root: the shell's); the
// browser never loads a catalogue of its own, so a page carries only its own language's words.
import { useMemo } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { localePath, MAIN_LANGUAGE, type Language } from './languages';
import type { Messages } from './messages/types';

/** The sections the matched routes' loaders sent, merged (a route's own win over the root's). */
export function useMessages(): Messages {
  const matches = useMatches();
  return useMemo(
    () =>
      Object.assign(
        {},
        ...matches.map((match) => (match.data as { messages?: Partial<Messages> } | undefined)?.messages),
      ) as Messages,
    [matches],
  );
}

/**
 * The page's query as its versions in the other languages read it (the product page's
 * `?variant=…`: option names and values differ per language), or ''. Its hreflang links and the
 * language switch keep it.
 */
export function useLanguageQuery(): string {
  const matches = useMatches();
  const query = matches.map((match) => (match.data as { languageQuery?: string } | undefined)?.languageQuery);
  return query.find(Boolean) ?? '';
}

interface RootLanguage {
  language?: Language;
  origins?: { onUs?: boolean };
}

/** The page's language (the root loader's, from the URL). */
export function useLanguage(): Language {
  return (useRouteLoaderData('root') as RootLanguage | undefined)?.language ?? MAIN_LANGUAGE;
}

/** A function that writes a spec path (`/shop`) in the page's language (`/fr/shop`). */
export function useLocalePath(): (path: string) => string {
  const root = useRouteLoaderData('root') as RootLanguage | undefined;
  const language = root?.language ?? MAIN_LANGUAGE;
  const onUs = root?.origins?.onUs ?? false;
  return (path: string) => localePath(language, path, onUs);
}
