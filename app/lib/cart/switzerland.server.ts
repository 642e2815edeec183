// The cart's view of Admin inventory: which cart variants ship from Switzerland, by the same rule
// as the product page (app/lib/catalogue/inventory.server.ts). Failures are logged, never shown as a crash.
import type { AppEnv } from '~/lib/context/env.server';
import { variantShipping } from '~/lib/catalogue/inventory.server';

// Per-isolate cache of the answer (a cache, never a store): stock location changes slowly.
const SWISS_TTL_MS = 60_000;
const swissCache = new Map<string, { swiss: boolean; at: number }>();

/** Variant ids stocked in Switzerland and not at the primary location. Empty on any failure. */
export async function variantsShippingFromSwitzerland(env: AppEnv, variantIds: string[]): Promise<Set<string>> {
  const now = Date.now();
  const ids = [...new Set(variantIds)];
  const fresh = (id: string) => {
    const hit = swissCache.get(id);
    return hit && now - hit.at < SWISS_TTL_MS ? hit : undefined;
  };
  const missing = ids.filter((id) => !fresh(id));
  if (missing.length > 0) {
    try {
      const swiss = new Set((await variantShipping(env, missing)).shipsFromSwitzerlandVariantIds);
      for (const id of missing) swissCache.set(id, { swiss: swiss.has(id), at: now });
    } catch (error) {
      // Not cached: the next view asks again.
      console.warn('Switzerland inventory lookup failed', error);
    }
  }
  return new Set(ids.filter((id) => fresh(id)?.swiss));
}
