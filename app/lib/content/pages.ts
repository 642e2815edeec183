// Which Shopify page or policy each content URL shows, and where it sits in the site
// (breadcrumbs), by URL; the routes' own entries in app/route-table.ts say it.
import { splitLanguage } from '~/lib/i18n/languages';
import { ROUTE_TABLE, type ContentPage, type PolicyField } from '~/route-table';

export type { ContentPage } from '~/route-table';

export const CONTENT_PAGES: Record<string, ContentPage> = Object.fromEntries(
  ROUTE_TABLE.flatMap(({ path, content }) => (content ? [[`/${path}`, content]] : [])),
);

/** The Storefront shop policy behind each legal URL. */
export const POLICY_PAGES: Record<string, PolicyField> = Object.fromEntries(
  ROUTE_TABLE.flatMap(({ path, policy }) => (policy ? [[`/${path}`, policy]] : [])),
);

/** The blogs of the stories area, by URL segment (= Shopify blog handle). */
export const STORY_BLOGS = ['blog', 'success-stories', 'testimonials'] as const;
export type StoryBlog = (typeof STORY_BLOGS)[number];

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The spec path a page's URL names, without its language prefix or a trailing slash (`/fr/faq/` →
 * `/faq`): the key of the tables above. The US site has no prefixes (a prefixed path there is
 * redirected before any loader runs).
 */
export const specPath = (pathname: string) => splitLanguage(pathname).path.replace(/(.)\/$/, '$1');
