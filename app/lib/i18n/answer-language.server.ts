// The language an endpoint without a language prefix (/api/*) answers in (issue 31): the page's
// that sent the form, by its hidden `language` field (each endpoint's zod schema takes
// `LanguageField`), else by the path it goes back to (`redirectTo`) or came from (Referer, this
// site's), else English, the spec's words for API clients. The US site speaks English only.
import * as z from 'zod/mini';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { isLanguage, LANGUAGES, splitLanguage, US_LANGUAGE, type Language } from './languages';

/** The hidden field of a page's form that posts to an endpoint without a prefix. */
export const LanguageField = z.optional(z.enum(LANGUAGES));

/** A same-site path from a form's `redirectTo` or the Referer, or undefined. */
export function ownPath(request: Request, redirectTo?: unknown): string | undefined {
  const to = safeRedirectPath(redirectTo, '');
  if (to) return to;
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    if (referer.origin === new URL(request.url).origin)
      return safeRedirectPath(referer.pathname + referer.search, '') || undefined;
  } catch {
    // No Referer, or not a URL: none.
  }
  return undefined;
}

export function answerLanguage(
  request: Request,
  onUs: boolean,
  form: { language?: unknown; redirectTo?: unknown } = {},
): Language {
  if (onUs) return US_LANGUAGE;
  if (isLanguage(form.language)) return form.language;
  const path = ownPath(request, form.redirectTo);
  return path ? splitLanguage(new URL(path, 'http://local.invalid').pathname).language : 'en';
}
