import { index, route, type RouteConfig } from '@react-router/dev/routes';

// Every URL of the shop (spec §2). Legacy paths and review links are handled in the worker before
// React Router (app/lib/http/edge-rules.server.ts).
export default [
  index('routes/home.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('shop/:handle', 'routes/product.tsx'),
  route('collections/:handle', 'routes/collection.tsx'),

  route('stories', 'routes/stories.tsx'),
  route('stories/blog', 'routes/blog.tsx', { id: 'blog' }),
  route('stories/success-stories', 'routes/blog.tsx', { id: 'success-stories' }),
  route('stories/testimonials', 'routes/blog.tsx', { id: 'testimonials' }),
  route('stories/blog/:slug', 'routes/article.tsx', { id: 'blog-article' }),
  route('stories/success-stories/:slug', 'routes/article.tsx', { id: 'success-story' }),

  route('about', 'routes/page.tsx', { id: 'about' }),
  route('about/team', 'routes/page.tsx', { id: 'team' }),
  route('about/contact', 'routes/contact.tsx'),
  route('legal/ethics', 'routes/page.tsx', { id: 'ethics' }),
  route('legal/terms', 'routes/policy.tsx', { id: 'terms' }),
  route('legal/privacy-policy', 'routes/policy.tsx', { id: 'privacy-policy' }),
  route('legal/refund-policy', 'routes/policy.tsx', { id: 'refund-policy' }),
  route('faq', 'routes/page.tsx', { id: 'faq' }),
  route('sustainability', 'routes/page.tsx', { id: 'sustainability' }),
  route('summer-oceanice-cup', 'routes/page.tsx', { id: 'summer-oceanice-cup' }),
  route('devcenter', 'routes/page.tsx', { id: 'devcenter' }),
  route('zeitplan', 'routes/page.tsx', { id: 'zeitplan' }),

  route('cart', 'routes/cart.tsx'),
  route('cart/:lines', 'routes/cart.permalink.tsx'),
  route('discount/:code', 'routes/discount.tsx'),
  route('search', 'routes/search.tsx'),
  route('search/suggest', 'routes/search.suggest.ts'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/klarna', 'routes/checkout.klarna.tsx'),
  route('checkout/success', 'routes/checkout.success.tsx'),

  route('review', 'routes/review.tsx'),
  route('help', 'routes/help.tsx'),
  route('country', 'routes/country.tsx'),
  route('consent', 'routes/consent.tsx'),

  route('api/shopify/switzerland-inventory', 'routes/api.switzerland-inventory.ts'),
  route('api/geoip', 'routes/api.geoip.ts'),
  route('api/shopify/regions', 'routes/api.shopify.regions.ts'),
  route('api/shopify/update-buyer-identity', 'routes/api.shopify.update-buyer-identity.ts'),
  route('api/shopify/update-country', 'routes/api.shopify.update-country.ts'),
  route('api/newsletter-signup', 'routes/api.newsletter-signup.ts'),
  route('api/consent', 'routes/api.consent.ts'),

  route('json/version', 'routes/json.version.ts'),
  route('json/list', 'routes/json.list.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
