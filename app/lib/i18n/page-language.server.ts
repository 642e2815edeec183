// The page's language for the chat's and search's answers: the request context's (the URL's,
// docs/decisions/routes-and-languages.md), with the US site's English-only rule and the page's own paths.
import { siteOrigins } from '~/lib/context/env.server';
import type { AppLoadContext } from 'react-router';
import type { Language } from './languages';

export interface PageLanguage {
  language: Language;
  onUs: boolean;
  /** A spec path in this page's language. */
  path: (path: string) => string;
}

export function pageLanguage(
  request: Request,
  context: Pick<AppLoadContext, 'appEnv' | 'language' | 'localePath'>,
): PageLanguage {
  const { onUs } = siteOrigins(context.appEnv, request);
  return { language: context.language, onUs, path: context.localePath };
}
