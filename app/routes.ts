import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTE_TABLE } from './route-table';

// Every URL of the shop (spec §2), from the route table, where each one is also classified for the
// page cache, rate limits, reviews and the header (docs/decisions/184). Legacy paths and review
// links are handled in the worker before React Router (app/lib/http/edge-rules.server.ts).
export default ROUTE_TABLE.map(({ path, file, id }) =>
  path === '/' ? index(file, id ? { id } : {}) : route(path, file, id ? { id } : {}),
) satisfies RouteConfig;
