import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('shop/:handle', 'routes/product.tsx'),
  route('country', 'routes/country.tsx'),
  route('api/geoip', 'routes/api.geoip.ts'),
  route('api/shopify/regions', 'routes/api.shopify.regions.ts'),
  route('api/shopify/update-buyer-identity', 'routes/api.shopify.update-buyer-identity.ts'),
  route('api/shopify/update-country', 'routes/api.shopify.update-country.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
