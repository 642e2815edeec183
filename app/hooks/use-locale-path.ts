// A spec path ("/help", "/search") in the current page's language: "/fr/help" on a French page. The
// US site has no prefixes, so its paths read as the main language's, which keeps them unprefixed.
import { useLocation } from 'react-router';
import { localePath, splitLanguage } from '~/lib/i18n/languages';

export function useLocalePath(): (path: string) => string {
  const { language } = splitLanguage(useLocation().pathname);
  return (path) => localePath(language, path);
}
