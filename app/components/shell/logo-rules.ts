// Which routes show which logo (spec §2, docs/decisions/050-header-logo-and-menus.md). The logo bar
// (the large wordmark above the sticky bar) is hidden on product pages and /devcenter; there, and
// once the page has scrolled, the bar's own compact logo stands in for it on desktop. Phones
// always show the compact logo and never the logo bar.
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
