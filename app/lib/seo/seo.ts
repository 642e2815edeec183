// Structured data (JSON-LD) builders and the canonical/hreflang set of a path (spec §2).
import { matchPath } from 'react-router';
import type { Money } from '~/lib/catalogue/money';
import { faqOf } from '~/lib/content/faq';
import { inlineText } from '~/lib/content/rich-text';
import { LANGUAGES, localePath, splitLanguage, SWISS_LOCALE } from '~/lib/i18n/languages';

export interface SiteOrigins {
  main: string;
  us: string;
  current: string;
}

// The routes app/route-table.ts marks `noCanonical`, copied as the logo rule copies its routes: the
// document's links are drawn in the browser too, which cannot take the table (its test compares).
export const NO_CANONICAL_ROUTES = ['cart/:lines', 'discount/:code', 'review'];

/**
 * A spec path's language versions (docs/decisions/seo.md): the one list the pages' hreflang links and
 * the sitemaps' xhtml:link alternates both draw from. A new language is added in
 * ~/lib/i18n/languages and appears here. `query`: what every version keeps (`?variant=…`).
 */
export function languageAlternates(path: string, origins: Pick<SiteOrigins, 'main' | 'us'>, query = '') {
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: SWISS_LOCALE[language],
      href: `${origins.main}${localePath(language, path)}${query}`,
    })),
    { hrefLang: 'en-US', href: `${origins.us}${path}${query}` },
    { hrefLang: 'x-default', href: `${origins.main}${path}${query}` },
  ];
}

/**
 * The canonical and hreflang links of a page's URL path (with its language prefix, if any); null
 * for a route with no URL of its own to name. The canonical is the page in its own language; the
 * alternates keep `query`, the page's language-neutral query (a product's `?variant=…`).
 */
export function alternateLinks(pathname: string, origins: SiteOrigins & { onUs?: boolean }, query = '') {
  const { path } = splitLanguage(pathname, origins.onUs);
  if (NO_CANONICAL_ROUTES.some((route) => matchPath(route, path) !== null)) return null;
  const own = trimSlash(pathname);
  return { canonical: `${origins.current}${own}`, alternates: languageAlternates(trimSlash(path), origins, query) };
}

const trimSlash = (path: string) => (path === '/' ? '/' : path.replace(/\/$/, ''));

export type JsonLd = Record<string, unknown>;

/** The shop's logo (public/icons, 512 × 512 px, drawn by `npm run marks`). */
const LOGO_SIZE = 512;
const logoUrl = (origin: string) => `${origin}/icons/icon-${LOGO_SIZE}.png`;

export function organizationJsonLd(origin: string, name: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    description,
    url: origin,
    logo: logoUrl(origin),
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Rapperswil-Jona',
      addressCountry: 'CH',
    },
    sameAs: [
      'https://www.instagram.com/sharkblades.ch/',
      'https://www.tiktok.com/@sharkblades',
      'https://www.facebook.com/sharkblades',
      'https://www.youtube.com/@sharkblades',
      'https://www.linkedin.com/company/sharkblades/',
    ],
  };
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

export function productJsonLd(input: {
  url: string;
  name: string;
  description: string;
  brand: string;
  images: string[];
  variants: { sku?: string | null; price: Money; available: boolean; url: string }[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.images,
    brand: { '@type': 'Brand', name: input.brand },
    offers: input.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku ?? undefined,
      price: Number(variant.price.amount).toFixed(2),
      priceCurrency: variant.price.currencyCode,
      availability: variant.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: variant.url,
    })),
  };
}

export function articleJsonLd(input: {
  url: string;
  /** The page's locale (`fr-CH`): the language the article is shown in. */
  inLanguage: string;
  headline: string;
  description: string;
  image: string | null;
  author: string;
  datePublished: string;
  /** The Storefront API has no article edit date: without one the publication date stands for it. */
  dateModified?: string;
  /** The shop: its name and its site's origin (Google's article rules want the publisher's logo). */
  publisher: { name: string; origin: string };
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    inLanguage: input.inLanguage,
    description: input.description,
    image: input.image ?? undefined,
    author: { '@type': 'Person', name: input.author },
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    publisher: {
      '@type': 'Organization',
      name: input.publisher.name,
      url: input.publisher.origin,
      logo: { '@type': 'ImageObject', url: logoUrl(input.publisher.origin), width: LOGO_SIZE, height: LOGO_SIZE },
    },
    mainEntityOfPage: input.url,
  };
}

/** The first words of an HTML body as plain text, for a page whose source has no summary. */
export function textSummary(html: string, length = 160): string {
  const text = inlineText(html);
  return text.length <= length ? text : `${text.slice(0, text.lastIndexOf(' ', length - 1))}…`;
}

/** FAQ pages write each question as an <h3> followed by its answer paragraphs; `inLanguage`: the page's locale. */
export function faqJsonLd(bodyHtml: string, inLanguage: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: faqOf(bodyHtml).groups.flatMap(({ items }) =>
      items.map(({ question, answerHtml }) => ({
        '@type': 'Question',
        name: inlineText(question),
        acceptedAnswer: { '@type': 'Answer', text: inlineText(answerHtml) },
      })),
    ),
  };
}

/** Meta descriptors that make React Router's <Meta> write each object as a JSON-LD script. */
export function jsonLdMeta(data: JsonLd | JsonLd[] | undefined): { 'script:ld+json': JsonLd }[] {
  if (!data) return [];
  return (Array.isArray(data) ? data : [data]).map((item) => ({ 'script:ld+json': item }));
}
