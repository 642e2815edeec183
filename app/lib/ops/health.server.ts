// The health check for uptime monitors (docs/operations.md): the build that runs and whether the
// Storefront API answers, uncached, within its deadline (STOREFRONT_DEADLINE_MS). 200 when it does,
// 503 when it does not; never stored by any cache. Rate-limited by the route table (`health`).
import { CacheNone } from '@shopify/hydrogen';
import { oneLine, RETRY_AFTER_SECONDS } from '~/lib/http/upstream.server';
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';

const HEALTH_QUERY = `#graphql
  query Health {
    shop {
      name
    }
  }
` as const;

export async function health(calls: StorefrontCalls): Promise<Response> {
  const started = Date.now();
  const ok = await storefrontQuery(calls, HEALTH_QUERY, { cache: CacheNone() }).then(
    ({ shop }) => typeof shop?.name === 'string',
    (error: unknown) => {
      // Why it is down, for whoever reads the log after the monitor's alert.
      calls.log?.warn(`Health check: the Storefront API failed: ${oneLine(error)}`);
      return false;
    },
  );
  const body = {
    status: ok ? 'ok' : 'down',
    build: { id: __BUILD_ID__, builtAt: __BUILD_TIME__ },
    storefront: { ok, ms: Date.now() - started },
  };
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (!ok) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
  return Response.json(body, { status: ok ? 200 : 503, headers });
}
