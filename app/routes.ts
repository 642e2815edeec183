import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('shop/:handle', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/klarna', 'routes/checkout.klarna.tsx'),
  route('checkout/success', 'routes/checkout.success.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
