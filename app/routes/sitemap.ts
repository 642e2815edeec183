import type { Route } from './+types/sitemap';
import { siteOrigins } from '~/lib/context/env.server';
import { siteEntries } from '~/lib/seo/site-map.server';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current } = siteOrigins(context.appEnv, request);
  const entries = await siteEntries(context.storefront);
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(current + entry.path)}</loc>${entry.updatedAt ? `<lastmod>${entry.updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
