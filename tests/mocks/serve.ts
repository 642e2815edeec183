// `npm run mock`: the mock upstreams on http://127.0.0.1:$MOCK_PORT (default 4001), with
// MOCK_CATALOGUE_SIZE products (default 5, the hand-written shop; MOCK_CATALOGUE_SEED picks which).
import { MOCK_DEFAULT_PORT } from './config';
import { startMockServer } from './http-server';
import { catalogueSummary } from './storefront/catalogue-control';

const port = Number(process.env.MOCK_PORT ?? MOCK_DEFAULT_PORT);
await startMockServer(port);
const { products, collections, articles } = catalogueSummary();
console.log(
  `[mock] Shopify mock listening on http://127.0.0.1:${port} (${products} products, ${collections} collections, ${articles} articles)`,
);
