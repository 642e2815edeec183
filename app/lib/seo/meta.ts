// Each page's title and social tags (Open Graph, Twitter card), built in one place
// (docs/decisions/seo.md), in the page's language: the shop's description when a page has none of its
// own, `og:locale` and its alternates. Apart from ./seo, which the root imports: what the routes'
// meta functions need stays out of the root's chunk, which every page loads.
import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, SWISS_LOCALE } from '~/lib/i18n/languages';
import { alternateLinks, type SiteOrigins } from './seo';

export const SITE_NAME = 'Sharkblades';
/**
 * What a page says of the shop when it has no description of its own, in English (the US site's
 * and API clients'); a page's own language's is the catalogue's `seo.siteDescription`.
 */
export const SITE_DESCRIPTION = 'Exchangeable skate blades and synthetic ice made from recycled ocean plastic.';

/** Every locale the site's pages exist in, as hreflang names them (`de-CH` … `en-US`). */
const PAGE_LOCALES = [...LANGUAGES.map((language) => SWISS_LOCALE[language]), 'en-US'];

/** The page's locale (`fr-CH`), the shop's description and the site card's alt text in its language. */
export interface PageLanguage {
  locale: string;
  description: string;
  cardAlt: string;
}

/** Open Graph writes a locale with an underscore (`fr_CH`). */
const ogLocale = (locale: string) => locale.replace('-', '_');

/** `og:locale` and the page's other languages as `og:locale:alternate`. */
function localeMeta(locale: string): MetaDescriptor[] {
  return [
    { property: 'og:locale', content: ogLocale(locale) },
    ...PAGE_LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: ogLocale(other),
    })),
  ];
}
/** The share image of a page without one of its own (public/, drawn by `npm run marks`). */
export const SOCIAL_CARD = '/social-card.png';
/** What the card shows, in English (a page's own language's is the catalogue's `seo.socialCardAlt`). */
const SOCIAL_CARD_ALT = 'The Sharkblades logo and name on ocean blue';

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
  /** What the image shows (its alt text); none: the page's title. */
  imageAlt?: string | null;
  type?: 'website' | 'article' | 'product';
}

/**
 * The title, description, Open Graph and Twitter tags of a page at `url` on the site at `origin`, in
 * `language` (its locale and the shop's description in it; English without one).
 */
export function socialMeta(page: SocialPage, url: string, origin: string, language?: PageLanguage): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const description = page.description?.trim() || language?.description || SITE_DESCRIPTION;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: new URL(page.image || SOCIAL_CARD, origin).href },
    {
      property: 'og:image:alt',
      content: page.image ? page.imageAlt?.trim() || page.title : (language?.cardAlt ?? SOCIAL_CARD_ALT),
    },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(language ? localeMeta(language.locale) : []),
  ];
}

interface PageMetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

interface RootData {
  origins?: SiteOrigins & { onUs?: boolean };
  locale?: string;
  messages?: { seo?: { siteDescription: string; socialCardAlt: string } };
}

/** The page's language as the root's data gives it, for socialMeta. */
export function rootLanguage(root: RootData | undefined): PageLanguage | undefined {
  const seo = root?.messages?.seo;
  return root?.locale && seo
    ? { locale: root.locale, description: seo.siteDescription, cardAlt: seo.socialCardAlt }
    : undefined;
}

/**
 * socialMeta for a route's meta function: the URL is the page's canonical one, the language the
 * page's (both from the root's data).
 */
export function pageMeta({ location, matches }: PageMetaArgs, page: SocialPage): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  // A page with no canonical URL of its own (docs/decisions/seo.md) is not one to share: its title only.
  const links = root?.origins ? alternateLinks(location.pathname, root.origins) : null;
  if (!root?.origins || !links) return [{ title: pageTitle(page.title) }];
  return socialMeta(page, links.canonical, root.origins.current, rootLanguage(root));
}
