// Each page's title and social tags (Open Graph, Twitter card), built in one place
// (docs/decisions/196). Apart from ./seo, which the root imports: what the routes' meta functions
// need stays out of the root's chunk, which every page loads.
import type { MetaDescriptor } from 'react-router';
import { alternateLinks, type SiteOrigins } from './seo';

export const SITE_NAME = 'Sharkblades';
/** What a page says of the shop when it has no description of its own. */
export const SITE_DESCRIPTION = 'Exchangeable skate blades and synthetic ice made from recycled ocean plastic.';
/** The share image of a page without one of its own (public/, drawn by `npm run marks`). */
export const SOCIAL_CARD = '/social-card.png';

// A title that ends with the brand, as Shopify SEO titles often do ("FAQ – Sharkblades").
const BRAND_END = /\s*[|–—-]\s*Sharkblades\s*$/i;

/** "Page | Sharkblades", with the brand once: a title that names it already keeps its own words. */
export function pageTitle(name: string): string {
  const bare = name.replace(BRAND_END, '');
  return /sharkblades/i.test(bare) ? bare : `${bare} | ${SITE_NAME}`;
}

export interface SocialPage {
  /** The page's own title; pageTitle adds the brand. */
  title: string;
  description?: string | null;
  /** An absolute URL, or a path on this site; none: the site's social card. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
}

/** The title, description, Open Graph and Twitter tags of a page at `url` on the site at `origin`. */
export function socialMeta(page: SocialPage, url: string, origin: string): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const description = page.description?.trim() || SITE_DESCRIPTION;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: new URL(page.image || SOCIAL_CARD, origin).href },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

interface PageMetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/** socialMeta for a route's meta function: the URL is the page's canonical one (root's origins). */
export function pageMeta({ location, matches }: PageMetaArgs, page: SocialPage): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { origins?: SiteOrigins } | undefined;
  // A page with no canonical URL of its own (decision 194) is not one to share: its title only.
  const links = root?.origins ? alternateLinks(location.pathname, root.origins) : null;
  if (!root?.origins || !links) return [{ title: pageTitle(page.title) }];
  return socialMeta(page, links.canonical, root.origins.current);
}
