// `npm run dev` only: mini-oxygen gives every request default geo headers for San Francisco, US, so
// the main site priced in USD with "United States" selected, unlike preview and production. This
// Vite middleware runs before mini-oxygen's and sends the geo a developer sets (DEV_GEO_COUNTRY,
// DEV_GEO_REGION, DEV_GEO_CITY in .env), or none at all: then, as in preview, each site starts in
// its default country (CH on the main site, US on the US site). Headers the request brings win.
import type { Plugin } from 'vite';

const GEO_HEADERS = {
  'oxygen-buyer-country': 'DEV_GEO_COUNTRY',
  'oxygen-buyer-region': 'DEV_GEO_REGION',
  'oxygen-buyer-city': 'DEV_GEO_CITY',
  'oxygen-buyer-continent': '',
  'oxygen-buyer-region-code': '',
  'oxygen-buyer-postal-code': '',
  'oxygen-buyer-latitude': '',
  'oxygen-buyer-longitude': '',
  'oxygen-buyer-metro-code': '',
} as const;

export function devGeoHeaders(env: Record<string, string | undefined>, sent: Record<string, unknown>) {
  const headers: Record<string, string> = {};
  for (const [name, variable] of Object.entries(GEO_HEADERS)) {
    // An empty value reads as "unknown" in app/lib/http/geo.server.ts and hides mini-oxygen's default.
    if (sent[name] === undefined) headers[name] = (variable && env[variable]) || '';
  }
  return headers;
}

export function devGeo(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'dev-geo',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        Object.assign(req.headers, devGeoHeaders(env, req.headers));
        next();
      });
    },
  };
}
