// /robots.txt: the pages crawlers should leave alone (cart, checkout, review, the noindex schedule),
// in every language the site has them (`/fr/cart` …), the endpoints, and the sitemap index.
import type { Route } from './+types/robots';
import { siteOrigins } from '~/lib/context/env.server';
import { LANGUAGES, localePath } from '~/lib/i18n/languages';

const PRIVATE_PAGES = ['/cart', '/checkout', '/review', '/zeitplan'];

export function loader({ request, context }: Route.LoaderArgs) {
  const { current, onUs } = siteOrigins(context.appEnv, request);
  // The US site has no language prefixes (docs/decisions/routes-and-languages.md).
  const pages = onUs
    ? PRIVATE_PAGES
    : LANGUAGES.flatMap((language) => PRIVATE_PAGES.map((p) => localePath(language, p)));
  const body = [
    'User-agent: *',
    ...pages.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    'Disallow: /json/',
    '',
    `Sitemap: ${current}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
