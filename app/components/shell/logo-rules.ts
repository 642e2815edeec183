// Which routes show which logo (spec §2, docs/decisions/050-header-logo-and-menus.md). The logo bar
// (the large wordmark above the sticky bar) is hidden on product pages and /devcenter; there, and
// once the page has scrolled, the bar's own compact logo stands in for it on desktop. Phones
// always show the compact logo and never the logo bar.
const PRODUCT_PAGE = /^\/shop\/[^/]+\/?$/;

export function hidesLogoBar(pathname: string): boolean {
  return PRODUCT_PAGE.test(pathname) || /^\/devcenter\/?$/.test(pathname);
}
