// Changes a merchant makes in Shopify's admin, and the webhooks Shopify sends the app for them
// (docs/decisions/purges.md): a product's price or stock, a collection's title. Each change returns its
// deliveries as Shopify makes them: JSON body (REST payload shape), X-Shopify-Topic, a base64
// HMAC-SHA256 of the raw body with the app's client secret in X-Shopify-Hmac-Sha256, and
// X-Shopify-Webhook-Id. Vitest sends them to the built worker itself; the HTTP mock's
// `POST /__mock/admin/products/:handle` and `/__mock/admin/collections/:handle` post them to
// `deliverTo` (the app's webhook URL). `undoAdminChanges` (also on `POST /__mock/reset`) puts the
// seed back.
import { createHmac, randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { MOCK_REVIEW_STORE_DOMAIN, MOCK_WEBHOOK_SECRET } from '../config';
import { gid } from '../storefront/context';
import { catalogueIndex } from '../storefront/catalogue-index';
import { state } from '../state';
import { LOCATIONS } from './roots';

export interface WebhookDelivery {
  topic: string;
  body: string;
  headers: Record<string, string>;
}

export function signWebhook(body: string, secret = MOCK_WEBHOOK_SECRET): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

export function webhookDelivery(topic: string, payload: unknown, secret = MOCK_WEBHOOK_SECRET): WebhookDelivery {
  const body = JSON.stringify(payload);
  return {
    topic,
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': topic,
      'X-Shopify-Hmac-Sha256': signWebhook(body, secret),
      'X-Shopify-Shop-Domain': MOCK_REVIEW_STORE_DOMAIN,
      'X-Shopify-API-Version': '2026-04',
      'X-Shopify-Webhook-Id': randomUUID(),
      'X-Shopify-Event-Id': randomUUID(),
      'X-Shopify-Triggered-At': new Date().toISOString(),
    },
  };
}

// What the seed held before a change, to put back.
const undo: (() => void)[] = [];

export function undoAdminChanges() {
  while (undo.length) undo.pop()!();
}

const numeric = (id: string) => Number(/\d+$/.exec(id)?.[0] ?? id);

export interface ProductChange {
  handle: string;
  /** New price in CHF for every variant, e.g. "99.00". */
  price?: string;
  /** New sellable quantity of the first variant (0: sold out), sent as inventory_levels/update. */
  quantity?: number;
}

/** Changes a product; its products/update (price) and inventory_levels/update (stock) deliveries. */
export function changeProduct({ handle, price, quantity }: ProductChange): WebhookDelivery[] {
  const product = catalogueIndex().productByHandle.get(handle);
  if (!product) throw new Error(`No product ${handle}`);
  const deliveries: WebhookDelivery[] = [];
  if (price !== undefined) {
    for (const variant of product.variants) {
      const before = variant.price;
      undo.push(() => (variant.price = before));
      variant.price = price;
    }
    deliveries.push(
      webhookDelivery('products/update', {
        id: numeric(product.id),
        admin_graphql_api_id: gid('Product', product.id),
        handle: product.handle,
        title: product.title,
        updated_at: new Date().toISOString(),
        variants: product.variants.map((v) => ({
          id: numeric(v.id),
          product_id: numeric(product.id),
          price: v.price,
          inventory_item_id: numeric(v.id),
          inventory_quantity: v.quantityAvailable,
        })),
      }),
    );
  }
  if (quantity !== undefined) {
    const variant = product.variants[0]!;
    const before = { available: variant.quantityAvailable, stock: state.inventory.get(variant.id) };
    undo.push(() => {
      variant.quantityAvailable = before.available;
      if (before.stock) state.inventory.set(variant.id, before.stock);
    });
    variant.quantityAvailable = quantity;
    state.inventory.set(variant.id, { switzerland: 0, primary: quantity });
    deliveries.push(
      webhookDelivery('inventory_levels/update', {
        inventory_item_id: numeric(variant.id),
        location_id: numeric(LOCATIONS.primary.id),
        available: quantity,
        updated_at: new Date().toISOString(),
        admin_graphql_api_id: gid('InventoryLevel', `${variant.id}-primary`),
      }),
    );
  }
  return deliveries;
}

/** Renames a collection; its collections/update delivery. */
export function changeCollection({ handle, title }: { handle: string; title: string }): WebhookDelivery[] {
  const collection = catalogueIndex().collectionByHandle.get(handle);
  if (!collection) throw new Error(`No collection ${handle}`);
  const before = collection.title;
  undo.push(() => (collection.title = before));
  collection.title = title;
  return [
    webhookDelivery('collections/update', {
      id: numeric(collection.id),
      admin_graphql_api_id: gid('Collection', collection.id),
      handle: collection.handle,
      title,
      updated_at: new Date().toISOString(),
    }),
  ];
}

const Deliver = z.object({ deliverTo: z.string().url() });
const ProductBody = Deliver.extend({
  price: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .optional(),
  quantity: z.number().int().min(0).optional(),
});
const CollectionBody = Deliver.extend({ title: z.string().min(1) });

async function deliver(deliveries: WebhookDelivery[], to: string) {
  const results = [];
  for (const { topic, body, headers } of deliveries) {
    const response = await fetch(to, { method: 'POST', headers, body }).catch(() => null);
    results.push({ topic, status: response?.status ?? 0 });
  }
  return HttpResponse.json({ deliveries: results });
}

export const webhookHandlers = [
  http.post('*/__mock/admin/products/:handle', async ({ request, params }) => {
    const parsed = ProductBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
    const { deliverTo, ...change } = parsed.data;
    if (!catalogueIndex().productByHandle.has(String(params.handle))) {
      return HttpResponse.json({ error: 'No such product' }, { status: 404 });
    }
    return deliver(changeProduct({ handle: String(params.handle), ...change }), deliverTo);
  }),
  http.post('*/__mock/admin/collections/:handle', async ({ request, params }) => {
    const parsed = CollectionBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
    if (!catalogueIndex().collectionByHandle.has(String(params.handle))) {
      return HttpResponse.json({ error: 'No such collection' }, { status: 404 });
    }
    return deliver(
      changeCollection({ handle: String(params.handle), title: parsed.data.title }),
      parsed.data.deliverTo,
    );
  }),
];
