// The Admin API calls of the cart stream: which variants ship from Switzerland (inventory only at
// the Swiss location) and the Klarna draft orders. Failures are logged, never shown as a crash.
import type { AppEnv } from './env.server';

const ADMIN_API_VERSION = '2025-04';

export class AdminError extends Error {}

export async function adminQuery<T>(env: AppEnv, query: string, variables: Record<string, unknown>): Promise<T> {
  if (!env.PRIVATE_ADMIN_API_DOMAIN || !env.PRIVATE_ADMIN_API_TOKEN) throw new AdminError('Admin API not configured');
  const origin = /^https?:\/\//.test(env.PRIVATE_ADMIN_API_DOMAIN)
    ? env.PRIVATE_ADMIN_API_DOMAIN
    : `https://${env.PRIVATE_ADMIN_API_DOMAIN}`;
  const response = await fetch(`${origin}/admin/api/${ADMIN_API_VERSION}/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': env.PRIVATE_ADMIN_API_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: unknown } | null;
  if (!response.ok || !body?.data || body.errors) {
    throw new AdminError(`Admin API ${response.status}: ${JSON.stringify(body?.errors ?? null)}`);
  }
  return body.data;
}

const VARIANT_LOCATIONS_QUERY = `#graphql
  query VariantLocations($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        inventoryItem {
          inventoryLevels(first: 10) {
            nodes {
              location {
                isPrimary
                address {
                  countryCode
                }
              }
              quantities(names: ["available"]) {
                name
                quantity
              }
            }
          }
        }
      }
    }
  }
` as const;

interface VariantLocations {
  nodes: ({
    id: string;
    inventoryItem: {
      inventoryLevels: {
        nodes: {
          location: { isPrimary: boolean; address: { countryCode: string | null } };
          quantities: { name: string; quantity: number }[];
        }[];
      };
    };
  } | null)[];
}

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
      const swiss = new Set(await lookupSwiss(env, missing));
      for (const id of missing) swissCache.set(id, { swiss: swiss.has(id), at: now });
    } catch (error) {
      // Not cached: the next view asks again.
      console.warn('Switzerland inventory lookup failed', error);
    }
  }
  return new Set(ids.filter((id) => fresh(id)?.swiss));
}

async function lookupSwiss(env: AppEnv, variantIds: string[]): Promise<string[]> {
  const data = await adminQuery<VariantLocations>(env, VARIANT_LOCATIONS_QUERY, { ids: variantIds });
  return data.nodes.flatMap((variant) => {
    if (!variant) return [];
    const levels = variant.inventoryItem.inventoryLevels.nodes;
    const available = (primary: boolean, swissOnly: boolean) =>
      levels
        .filter((l) => l.location.isPrimary === primary && (!swissOnly || l.location.address.countryCode === 'CH'))
        .reduce((sum, l) => sum + (l.quantities.find((q) => q.name === 'available')?.quantity ?? 0), 0);
    return available(false, true) > 0 && available(true, false) === 0 ? [variant.id] : [];
  });
}
