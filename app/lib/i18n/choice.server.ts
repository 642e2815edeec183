// The visitor's choice of language (issue 31, item 5; docs/decisions/routes-and-languages.md): remembered in a plain
// cookie only for `/` (a shared link or a bot lands where it points), and a first visit whose
// browser prefers another of the site's languages is offered that language, never redirected.
import * as z from 'zod/mini';
import { readCookies, setCookie } from '~/lib/http/cookies.server';
import { requestUrl } from '~/lib/http/request-url';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { isLanguage, LANGUAGES, localePath, MAIN_LANGUAGE, splitLanguage, type Language } from './languages';

export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The language the visitor chose (the switch or the suggestion), if any. */
export function chosenLanguage(request: Request): Language | undefined {
  const value = readCookies(request)[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

/** The first of the site's languages the browser's Accept-Language names, by its q-values. */
export function preferredLanguage(header: string | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.language as Language | undefined;
}

/**
 * The language to suggest on a page in `page`: the browser's preferred one when it is another of
 * the main site's and the visitor has not chosen yet; none on the US site (English only).
 */
export function suggestedLanguage(request: Request, page: Language, onUs: boolean): Language | null {
  if (onUs || chosenLanguage(request)) return null;
  const preferred = preferredLanguage(request.headers.get('Accept-Language'));
  return preferred && preferred !== page ? preferred : null;
}

/**
 * `/` for a visitor who chose French or English → their home page (302, never cached); a prefixed
 * path on the US site (English only) → the same page on the main site. Null: no redirect.
 */
export function languageRedirect(request: Request, origins: { main: string; onUs: boolean }): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = requestUrl(request);
  if (origins.onUs) {
    if (splitLanguage(url.pathname).language === MAIN_LANGUAGE) return null;
    return redirect(`${origins.main}${url.pathname}${url.search}`, 301);
  }
  const chosen = url.pathname === '/' ? chosenLanguage(request) : undefined;
  if (!chosen || chosen === MAIN_LANGUAGE) return null;
  return redirect(localePath(chosen, '/') + url.search, 302);
}

const redirect = (location: string, status: number) =>
  new Response(null, { status, headers: { Location: location, 'Cache-Control': 'private, no-store', Vary: 'Cookie' } });

/**
 * The switch's and the suggestion's form: the language, and optionally the page (a path on this
 * site) to show in it; without one, the page the form was sent from (its Referer), else home.
 */
export const LanguageChoice = z.object({
  language: z.enum(LANGUAGES),
  path: z.optional(z.string().check(z.maxLength(2048))),
});

/** The page a form was sent from, when the browser says (same origin only). */
function refererPath(request: Request): string {
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    return referer.origin === requestUrl(request).origin ? referer.pathname + referer.search : '/';
  } catch {
    return '/';
  }
}

/** The chosen page in the chosen language, and the cookie that remembers the choice. */
export function applyLanguageChoice(request: Request, choice: z.infer<typeof LanguageChoice>) {
  const target = new URL(safeRedirectPath(choice.path ?? refererPath(request)), 'http://local.invalid');
  const { path } = splitLanguage(target.pathname);
  return {
    location: localePath(choice.language, path) + target.search,
    cookie: setCookie(request, LANGUAGE_COOKIE, choice.language, ONE_YEAR),
  };
}
