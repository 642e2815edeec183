// Which pages a Shopify webhook changes, as purge tags (docs/decisions/purges.md, app/lib/edge-cache/
// purge-tags.server.ts). One zod schema per payload, with the fields the purge needs and what ties
// the body to its topic: only the body is signed, so a captured products/update re-sent as
// products/delete must not pass (issue 47). A product's or collection's payload names its own type
// in `admin_graphql_api_id` (when it has one); a deleted product's is its id and nothing else.
import * as z from 'zod/mini';
import { INVENTORY_ITEM_PRODUCT_QUERY } from '~/graphql/admin/webhooks';
import type { AppEnv } from '~/lib/context/env.server';
import { adminConfigured, adminQuery } from '~/lib/shopify/admin.server';
import { collectionTag, LISTING_TAG, productTag, PRODUCTS_TAG } from '~/lib/edge-cache/purge-tags.server';
import { log as isolateLog, type Warn } from '~/lib/ops/log.server';

const id = z.union([z.number(), z.string().check(z.regex(/^\d+$/))]);
const handle = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));
// The Admin API id of a product or collection (`gid://shopify/Product/123`), when the subscription's
// include_fields keep it (docs/decisions/purges.md). Its number is not compared with `id`: ids past 2^53 lose
// digits in JSON.parse.
const gidOf = (type: 'Product' | 'Collection') =>
  z.optional(z.string().check(z.startsWith(`gid://shopify/${type}/`, { message: `not a ${type}` })));
const ProductPayload = z.object({ id, handle, admin_graphql_api_id: gidOf('Product') });
const DeletedProductPayload = z.strictObject({ id });
const CollectionPayload = z.object({ id, handle, admin_graphql_api_id: gidOf('Collection') });
// A deleted collection's payload may carry more than its id, but never another type's.
const DeletedCollectionPayload = z.object({ id, admin_graphql_api_id: gidOf('Collection') });
const InventoryPayload = z.object({ inventory_item_id: id });
const ListingPayload = z.object({ product_listing: z.object({ product_id: id, handle: z.optional(handle) }) });

export class PayloadError extends Error {}

function parse<T>(schema: z.ZodMiniType<T>, payload: unknown): T {
  const result = schema.safeParse(payload);
  if (!result.success) throw new PayloadError(result.error.issues[0]?.message ?? 'Invalid payload');
  return result.data;
}

// A product changed: its own pages, every page that shows it, and the listings it may move in.
const changedProduct = (handle: string) => [productTag(handle), LISTING_TAG];
// A product is gone (the payload names only its id): every page that shows any product.
const goneProduct = [PRODUCTS_TAG, LISTING_TAG];

/** The product of an inventory item, through the Admin API; null when it cannot be told. */
async function productOfItem(env: AppEnv, itemId: string | number, log: Warn): Promise<string | null> {
  if (!adminConfigured(env)) return null;
  try {
    const data = await adminQuery(env, INVENTORY_ITEM_PRODUCT_QUERY, { id: `gid://shopify/InventoryItem/${itemId}` });
    return data.inventoryItem?.variant.product.handle ?? null;
  } catch (error) {
    log.warn('[webhooks] inventory item not resolved, purging every product page:', error);
    return null;
  }
}

type Topic = (payload: unknown, env: AppEnv, log: Warn) => string[] | Promise<string[]>;

// A product listing added or changed (its handle when the payload has it).
const listed: Topic = (payload) => {
  const { handle } = parse(ListingPayload, payload).product_listing;
  return handle ? changedProduct(handle) : goneProduct;
};
// The payload is checked, but what it names does not narrow the purge.
const checkedThen =
  <T>(schema: z.ZodMiniType<T>, tags: string[]): Topic =>
  (payload) => {
    parse(schema, payload);
    return tags;
  };

const TOPICS: Record<string, Topic> = {
  'products/create': (payload) => changedProduct(parse(ProductPayload, payload).handle),
  'products/update': (payload) => changedProduct(parse(ProductPayload, payload).handle),
  'products/delete': checkedThen(DeletedProductPayload, goneProduct),
  'product_listings/add': listed,
  'product_listings/update': listed,
  'product_listings/remove': checkedThen(ListingPayload, goneProduct),
  'collections/create': checkedThen(CollectionPayload, [LISTING_TAG]),
  'collections/update': (payload) => [collectionTag(parse(CollectionPayload, payload).handle)],
  'collections/delete': checkedThen(DeletedCollectionPayload, [LISTING_TAG]),
  'inventory_levels/update': async (payload, env, log) => {
    const product = await productOfItem(env, parse(InventoryPayload, payload).inventory_item_id, log);
    return product ? changedProduct(product) : goneProduct;
  },
};

/**
 * The tags a delivery of `topic` purges; null for a topic the shop does not purge for. `log`: the
 * delivery's request log.
 */
export async function tagsFor(
  topic: string,
  payload: unknown,
  env: AppEnv,
  log: Warn = isolateLog,
): Promise<string[] | null> {
  const tags = Object.hasOwn(TOPICS, topic) ? TOPICS[topic] : undefined;
  return tags ? await tags(payload, env, log) : null;
}
