// Which routes show the logo bar (spec §2: hidden on product pages and /devcenter). Since the header
// became one bar, the "logo bar" is the tagline beside the wordmark on wide screens, and these routes
// show the wordmark alone (docs/decisions/look-and-layout.md, "One header bar": the rule and its form).
import { matchPath } from 'react-router';
import { splitLanguage } from '~/lib/i18n/languages';

// The routes app/route-table.ts marks `hidesLogoBar`, copied: the browser cannot take the table
// itself (~1.2 KB gzip on every first load, more than the product page's budget has left). The
// table's test fails when the two disagree.
export const LOGO_BAR_HIDDEN_ROUTES = ['shop/:handle', 'devcenter'];

/** In every language: `/fr/shop/x` is a product page too (the US site's paths have no prefix). */
export function hidesLogoBar(pathname: string): boolean {
  const { path: spec } = splitLanguage(pathname);
  return LOGO_BAR_HIDDEN_ROUTES.some((path) => matchPath(path, spec) !== null);
}
