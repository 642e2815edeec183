// Where variants ship from, from the Admin API's inventory levels: stock at the primary location
// wins; a variant stocked only in Switzerland ships from Switzerland (duties/longer delivery notice).
import type { WithCache } from '@shopify/hydrogen';
import { VARIANT_INVENTORY_QUERY } from '~/graphql/admin/inventory';
import { adminConfigured, adminQuery } from '~/lib/shopify/admin.server';
import { INVENTORY_CACHE } from '~/lib/shopify/cache.server';
import type { AppEnv } from '~/lib/context/env.server';
import type { UpstreamFaults } from '~/lib/http/upstream.server';

export interface VariantShipping {
  shipsFromSwitzerlandVariantIds: string[];
  primaryAvailableVariantIds: string[];
}

export async function variantShipping(env: AppEnv, variantIds: string[]): Promise<VariantShipping> {
  const data = await adminQuery(env, VARIANT_INVENTORY_QUERY, { ids: variantIds });
  const result: VariantShipping = { shipsFromSwitzerlandVariantIds: [], primaryAvailableVariantIds: [] };
  for (const node of data.nodes) {
    if (!node?.inventoryItem) continue;
    let primary = 0;
    let swiss = 0;
    for (const level of node.inventoryItem.inventoryLevels.nodes) {
      const quantity = level.quantities.find((q) => q.name === 'available')?.quantity ?? 0;
      if (level.location.isPrimary) primary += quantity;
      else if (level.location.address.countryCode === 'CH') swiss += quantity;
    }
    if (primary > 0) result.primaryAvailableVariantIds.push(node.id);
    else if (swiss > 0) result.shipsFromSwitzerlandVariantIds.push(node.id);
  }
  return result;
}

/** Primary-stocked variants first, the rest in their original order. */
export function primaryFirst<T extends { id: string }>(variants: T[], shipping: VariantShipping): T[] {
  const primary = new Set(shipping.primaryAvailableVariantIds);
  return [...variants.filter((v) => primary.has(v.id)), ...variants.filter((v) => !primary.has(v.id))];
}

const PAGE_TIMEOUT_MS = 1500;

/** `variantShipping` through the Cache API (INVENTORY_CACHE): fresh for a minute, then refreshed in the background. */
export function cachedVariantShipping(
  context: { appEnv: AppEnv; withCache: WithCache },
  variantIds: string[],
): Promise<VariantShipping> {
  return context.withCache.run(
    { cacheKey: ['variant-shipping', ...variantIds], cacheStrategy: INVENTORY_CACHE, shouldCacheResult: () => true },
    () => variantShipping(context.appEnv, variantIds),
  );
}

interface PageContext {
  appEnv: AppEnv;
  withCache: WithCache;
  /** Keeps a lookup that outlived the page's timeout running, so its answer still gets cached. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** A page rendered without the data is not shared (docs/decisions/upstream-discipline.md). */
  upstreamFaults: UpstreamFaults;
  /** The request's one upstream deadline (ms since the epoch, issue 47 item 16): the page waits no longer. */
  storefrontCalls?: { outcome: { readonly deadline?: number } };
}

/**
 * For a page: never breaks it (on failure or timeout the page renders without the data). The
 * answer is cached stale-while-revalidate (INVENTORY_CACHE), so only a product's first view, or
 * one after the stale window, waits for the Admin API; a failed refresh keeps the old answer.
 */
export async function shippingForPage(context: PageContext, variantIds: string[]): Promise<VariantShipping | null> {
  if (!adminConfigured(context.appEnv) || variantIds.length === 0) return null;
  // At most PAGE_TIMEOUT_MS, and never past the request's deadline: slow Storefront answers before
  // it must not push the page past the 5 s it answers in, whatever the upstreams do.
  const deadline = context.storefrontCalls?.outcome.deadline;
  const wait = Math.max(0, Math.min(PAGE_TIMEOUT_MS, deadline === undefined ? Infinity : deadline - Date.now()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), wait);
  });
  const lookup = cachedVariantShipping(context, variantIds);
  try {
    const shipping = await Promise.race([lookup, timeout]);
    if (shipping === null) {
      context.waitUntil?.(lookup.catch(() => undefined));
      context.upstreamFaults.note('admin');
    }
    return shipping;
  } catch (error) {
    context.upstreamFaults.log.warn('Product inventory unavailable', error);
    context.upstreamFaults.note('admin');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
