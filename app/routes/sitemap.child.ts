// /sitemap/{type}/{page}.xml: one child of the sitemap index, at most 250 URLs (docs/decisions/seo.md).
import type { Route } from './+types/sitemap.child';
import { siteOrigins } from '~/lib/context/env.server';
import { OUTAGE_HEADERS } from '~/lib/http/upstream.server';
import { parseSitemapParams, SITEMAP_PAGE_PAST_END, UNKNOWN_SITEMAP } from '~/lib/seo/site-map-input';
import { SITE_MAP_OUTAGE, sitemapPage } from '~/lib/seo/site-map.server';
import { SITEMAP_CONTENT_TYPE, sitemapError, urlSetXml } from '~/lib/seo/sitemap-xml';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const input = parseSitemapParams(params);
  if (!input.ok) return sitemapError(input.error, input.error === UNKNOWN_SITEMAP ? 404 : 400);
  const entries = await sitemapPage(context.storefrontCalls, input.type, input.page);
  if (!entries) return sitemapError(SITE_MAP_OUTAGE, 503, OUTAGE_HEADERS);
  if (entries === 'not-found') return sitemapError(SITEMAP_PAGE_PAST_END, 404);
  const xml = urlSetXml(entries, siteOrigins(context.appEnv, request));
  return new Response(xml, {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': 'public, max-age=3600' },
  });
}
