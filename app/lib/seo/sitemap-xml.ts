// The sitemaps' XML (sitemaps.org 0.9): the index, a child with each URL's lastmod and language
// alternates (xhtml:link, from the same list as the pages' hreflang links), and an error document.
// On the main site each page is listed once per language, every one with the same alternates, as
// Google asks of a localized sitemap (docs/decisions/seo.md); the US site lists its English pages.
import { LANGUAGES, localePath } from '~/lib/i18n/languages';
import { languageAlternates, type SiteOrigins } from './seo';

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

export function sitemapIndexXml(locs: string[]): string {
  const children = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return xmlDocument(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children}\n</sitemapindex>`,
  );
}

export function urlSetXml(
  entries: { path: string; updatedAt?: string }[],
  origins: SiteOrigins & { onUs: boolean },
): string {
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.updatedAt ? `<lastmod>${escapeXml(entry.updatedAt.slice(0, 10))}</lastmod>` : '';
    const alternates = languageAlternates(entry.path, origins)
      .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join('');
    const paths = origins.onUs ? [entry.path] : LANGUAGES.map((language) => localePath(language, entry.path));
    return paths.map((path) => `<url><loc>${escapeXml(origins.current + path)}</loc>${lastmod}${alternates}</url>`);
  });
  return xmlDocument(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      `${urls.join('\n')}\n</urlset>`,
  );
}

/** An answer that is not a sitemap (outage, bad page) is still XML, with the message in it. */
export function sitemapError(message: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(xmlDocument(`<error>${escapeXml(message)}</error>`), {
    status,
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': 'no-store', ...headers },
  });
}
