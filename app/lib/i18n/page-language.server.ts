// The language a request's page is in, for loaders and actions: the URL's (docs/decisions/202),
// English on the US site. (The request context will carry it too; this reads the same rule.)
import { siteOrigins, type AppEnv } from '~/lib/context/env.server';
import { requestUrl } from '~/lib/http/request-url';
import { localePath, splitLanguage, type Language } from './languages';

export interface PageLanguage {
  language: Language;
  onUs: boolean;
  /** A spec path in this page's language. */
  path: (path: string) => string;
}

export function pageLanguage(request: Request, env: AppEnv): PageLanguage {
  const { onUs } = siteOrigins(env, request);
  const { language } = splitLanguage(requestUrl(request).pathname, onUs);
  return { language, onUs, path: (path) => localePath(language, path, onUs) };
}
