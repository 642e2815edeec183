// /sitemap.xml: the sitemap index, one child per type and page (docs/decisions/seo.md).
import type { Route } from './+types/sitemap';
import { siteOrigins } from '~/lib/context/env.server';
import { OUTAGE_HEADERS } from '~/lib/http/upstream.server';
import { SITEMAP_TYPES } from '~/lib/seo/site-map-input';
import { SITE_MAP_OUTAGE, sitemapPageCounts } from '~/lib/seo/site-map.server';
import { SITEMAP_CONTENT_TYPE, sitemapError, sitemapIndexXml } from '~/lib/seo/sitemap-xml';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { current } = siteOrigins(context.appEnv, request);
  const counts = await sitemapPageCounts(context.storefrontCalls);
  // An outage: crawlers come back later (503), and the answer is still XML.
  if (!counts) return sitemapError(SITE_MAP_OUTAGE, 503, OUTAGE_HEADERS);
  const locs = SITEMAP_TYPES.flatMap((type) =>
    Array.from({ length: counts[type] }, (_, i) => `${current}/sitemap/${type}/${i + 1}.xml`),
  );
  return new Response(sitemapIndexXml(locs), {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': 'public, max-age=3600' },
  });
}
