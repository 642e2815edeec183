// The stories' blogs, the slug rule and a page's spec path; which Shopify page or policy a content
// URL shows is its route's entry in app/route-table.ts (routeAt).
import { splitLanguage } from '~/lib/i18n/languages';

/** The blogs of the stories area, by URL segment (= Shopify blog handle). */
export const STORY_BLOGS = ['blog', 'success-stories', 'testimonials'] as const;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The spec path a page's URL names, without its language prefix or a trailing slash (`/fr/faq/` →
 * `/faq`). The US site has no prefixes (a prefixed path there is
 * redirected before any loader runs).
 */
export const specPath = (pathname: string) => splitLanguage(pathname).path.replace(/(.)\/$/, '$1');
