// The optional language segment every page sits under (Hydrogen's `($locale)` route): `/fr/shop`,
// `/en/shop`, `/shop`. React Router lets any first segment fill it, so any but a prefixed language
// (docs/decisions/routes-and-languages.md) is the not-found page here, as `/it/shop` always was. The page's language
// itself is read from the URL when the request context is built.
import type { Route } from './+types/locale';
import { isPrefixed } from '~/lib/i18n/languages';
import { pageNotFound } from '~/lib/http/not-found.server';

export function loader({ params, url, context }: Route.LoaderArgs) {
  if (params.locale !== undefined && !isPrefixed(params.locale.toLowerCase())) pageNotFound(url, context);
  return null;
}
