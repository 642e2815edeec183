// `npm run mock`: the mock upstreams on http://127.0.0.1:$MOCK_PORT (default 4001).
import { MOCK_DEFAULT_PORT } from './config';
import { startMockServer } from './http-server';

const port = Number(process.env.MOCK_PORT ?? MOCK_DEFAULT_PORT);
await startMockServer(port);
console.log(`[mock] Shopify mock listening on http://127.0.0.1:${port}`);
