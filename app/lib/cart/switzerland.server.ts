// The cart's view of Admin inventory: which cart variants ship from Switzerland, by the same rule
// as the product page (app/lib/catalogue/inventory.server.ts) and through the same Cache API entry
// kind. Failures are logged, never shown as a crash.
import type { WithCache } from '@shopify/hydrogen';
import type { AppEnv } from '~/lib/context/env.server';
import type { UpstreamFaults } from '~/lib/http/upstream.server';
import { cachedVariantShipping } from '~/lib/catalogue/inventory.server';
import { log } from '~/lib/ops/log.server';

/** Variant ids stocked in Switzerland and not at the primary location. Empty on any failure. */
export async function variantsShippingFromSwitzerland(
  context: { appEnv: AppEnv; withCache: WithCache; upstreamFaults?: UpstreamFaults },
  variantIds: string[],
): Promise<Set<string>> {
  const ids = [...new Set(variantIds)].sort();
  if (ids.length === 0) return new Set();
  try {
    return new Set((await cachedVariantShipping(context, ids)).shipsFromSwitzerlandVariantIds);
  } catch (error) {
    (context.upstreamFaults?.log ?? log).warn('Switzerland inventory lookup failed', error);
    context.upstreamFaults?.note('admin');
    return new Set();
  }
}
