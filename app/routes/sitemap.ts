import type { Route } from './+types/sitemap';
import { siteOrigins } from '~/lib/context/env.server';
import { OUTAGE_HEADERS } from '~/lib/http/upstream.server';
import { siteEntries, SITE_MAP_OUTAGE } from '~/lib/seo/site-map.server';

const XML = 'application/xml; charset=utf-8';
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current } = siteOrigins(context.appEnv, request);
  const entries = await siteEntries(context.storefront);
  // An outage: crawlers come back later (503), and the answer is still XML.
  if (!entries) {
    return new Response(xmlDocument(`<error>${escapeXml(SITE_MAP_OUTAGE)}</error>`), {
      status: 503,
      headers: { 'Content-Type': XML, ...OUTAGE_HEADERS },
    });
  }
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(current + entry.path)}</loc>${entry.updatedAt ? `<lastmod>${entry.updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = xmlDocument(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`);
  return new Response(xml, { headers: { 'Content-Type': XML, 'Cache-Control': 'public, max-age=3600' } });
}
