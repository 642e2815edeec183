import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { PREFIXED_LANGUAGES } from './lib/i18n/languages';
import { isLocalized, ROUTE_TABLE, type RouteEntry } from './route-table';

// Every URL of the shop (spec §2), from the route table, where each one is also classified for the
// page cache, rate limits, reviews and the header (docs/decisions/184). Legacy paths and review
// links are handled in the worker before React Router (app/lib/http/edge-rules.server.ts).
// Every page also lives under each prefixed language of the main site (`/fr/shop`, `/en/shop`,
// docs/decisions/202): the same module under an id of its own. Endpoints that are not pages (APIs,
// JSON, sitemaps, robots.txt) and the not-found route have one path for every language.
const routeId = ({ file, id }: RouteEntry) => id ?? file.replace(/\.tsx?$/, '');

export default ROUTE_TABLE.flatMap((entry) => [
  entry.path === '/'
    ? index(entry.file, entry.id ? { id: entry.id } : {})
    : route(entry.path, entry.file, entry.id ? { id: entry.id } : {}),
  ...(isLocalized(entry)
    ? PREFIXED_LANGUAGES.map((language) =>
        route(entry.path === '/' ? language : `${language}/${entry.path}`, entry.file, {
          id: `${language}/${routeId(entry)}`,
        }),
      )
    : []),
]) satisfies RouteConfig;
