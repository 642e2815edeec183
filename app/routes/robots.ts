import type { Route } from './+types/robots';
import { siteOrigins } from '~/lib/context/env.server';

export function loader({ request, context }: Route.LoaderArgs) {
  const { current } = siteOrigins(context.appEnv, request);
  const body = [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /review',
    'Disallow: /api/',
    'Disallow: /json/',
    'Disallow: /zeitplan',
    '',
    `Sitemap: ${current}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
