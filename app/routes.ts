import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { isLocalized, ROUTE_TABLE, type RouteEntry } from './route-table';

// Every URL of the shop (spec §2), from the route table, where each one is also classified for the
// page cache, rate limits, reviews and the header (docs/decisions/routes-and-languages.md). Legacy paths and review
// links are handled in the worker before React Router (app/lib/http/edge-rules.server.ts).
// Each page is declared once, under an optional language segment (Hydrogen's `($locale)`): `/shop`,
// `/fr/shop` and `/en/shop` are one route, and routes/locale.tsx answers 404 for any other segment.
// Endpoints that are not pages (APIs, JSON, sitemaps, robots.txt) and the not-found route have one
// path for every language.
const declare = (entry: RouteEntry) => {
  const options = entry.id ? { id: entry.id } : {};
  return entry.path === '/' ? index(entry.file, options) : route(entry.path, entry.file, options);
};

// A path with a parameter first: React Router ranks `/discount/shop` as high for `:locale/shop` as
// for `discount/:code`, and then takes the route declared first.
const pages = ROUTE_TABLE.filter(isLocalized).sort(
  (a, b) => Number(b.path.includes(':')) - Number(a.path.includes(':')),
);

export default [
  route(':locale?', 'routes/locale.tsx', pages.map(declare)),
  ...ROUTE_TABLE.filter((entry) => !isLocalized(entry)).map(declare),
] satisfies RouteConfig;
