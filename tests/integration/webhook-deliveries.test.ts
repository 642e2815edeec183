// What the webhook route takes and refuses (issue 47, items 9, 10 and 17; docs/decisions/purges.md): a
// genuine delivery of any size Shopify sends, and nothing a captured one can be turned into. Only
// the body is signed, so a replay may come with any headers: late deliveries purge nothing, a body
// must be its topic's, and each set of pages is purged a few times a minute at most.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signWebhook, undoAdminChanges, webhookDelivery, type WebhookDelivery } from '../mocks/admin/webhooks';
import { state } from '../mocks/state';
import { cached, deliver, view } from '../support/webhooks';
import { request, useEdgeCache } from '../support/worker';

const PRODUCT = '/shop/sharkblades';
const PRODUCT_ID = 7000000000001;

const zoneCalls = () => state.requests.filter((r) => r.upstream === 'cloudflare');

/** A products/update as Shopify's REST payload has it, with `variants` variants. */
function productUpdate(variants = 2, handle = 'sharkblades', id = PRODUCT_ID) {
  const now = new Date().toISOString();
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Product/${id}`,
    title: 'Sharkblades',
    handle,
    body_html: '<p>Exchangeable skate blades made from recycled ocean plastic.</p>',
    vendor: 'Sharkblades',
    product_type: 'Blades',
    status: 'active',
    created_at: now,
    updated_at: now,
    published_at: now,
    tags: 'blades, ocean plastic',
    options: [{ id: 1, product_id: id, name: 'Size', position: 1, values: ['246 mm', '254 mm'] }],
    variants: Array.from({ length: variants }, (_, i) => ({
      id: 40000000100000 + i,
      product_id: id,
      title: `${246 + i} mm / Ocean blue`,
      price: '189.00',
      compare_at_price: '219.00',
      sku: `SB-${246 + i}-BLUE`,
      position: i + 1,
      inventory_policy: 'deny',
      option1: `${246 + i} mm`,
      option2: 'Ocean blue',
      option3: null,
      created_at: now,
      updated_at: now,
      taxable: true,
      barcode: `76${String(i).padStart(11, '0')}`,
      inventory_item_id: 50000000100000 + i,
      inventory_quantity: 12,
      old_inventory_quantity: 12,
      requires_shipping: true,
      fulfillment_service: 'manual',
      inventory_management: 'shopify',
      grams: 450,
      weight: 0.45,
      weight_unit: 'kg',
      admin_graphql_api_id: `gid://shopify/ProductVariant/${40000000100000 + i}`,
      image_id: null,
    })),
    images: [],
    image: null,
  };
}

/** `delivery` with its headers changed (all but the signature are unsigned: anyone can set them). */
const withHeaders = (delivery: WebhookDelivery, headers: Record<string, string>): WebhookDelivery => ({
  ...delivery,
  headers: { ...delivery.headers, ...headers },
});

/** The same signed body under another topic, as a replay can send it. */
const asTopic = (delivery: WebhookDelivery, topic: string) =>
  withHeaders(delivery, { 'X-Shopify-Topic': topic, 'X-Shopify-Webhook-Id': crypto.randomUUID() });

useEdgeCache();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  undoAdminChanges();
  vi.restoreAllMocks();
});

describe('the size of a delivery (item 9)', () => {
  it('takes a signed products/update of a product with 150 variants (about 95 KB)', async () => {
    const update = webhookDelivery('products/update', productUpdate(150));
    expect(update.body.length).toBeGreaterThan(90_000);
    await cached(PRODUCT);
    const delivered = await deliver(update);
    expect(delivered.status).toBe(200);
    expect(delivered.json.purged).toContain('product:sharkblades');
    expect((await view(PRODUCT)).state).toBe('MISS');
    // Announced with a Content-Length, as Shopify sends it.
    const sized = webhookDelivery('products/update', productUpdate(150));
    const length = String(new TextEncoder().encode(sized.body).byteLength);
    expect((await deliver(withHeaders(sized, { 'Content-Length': length }))).status).toBe(200);
  });

  it('still refuses a body past the webhook cap, and keeps the 64 KB cap on every other route', async () => {
    const huge = webhookDelivery('products/update', { ...productUpdate(1), body_html: 'x'.repeat(8 * 1024 * 1024) });
    expect((await request('/api/shopify/webhooks', { method: 'POST', ...huge })).status).toBe(413);
    const form = new URLSearchParams({ intent: 'note', note: 'x'.repeat(100 * 1024) });
    const cart = await request('/cart', { method: 'POST', body: form, headers: { Origin: 'http://localhost:8787' } });
    expect(cart.status).toBe(413);
  });
});

describe('methods (item 17)', () => {
  it.each(['PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const update = webhookDelivery('products/update', productUpdate());
    const response = await request('/api/shopify/webhooks', { method, body: update.body, headers: update.headers });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});

describe('replays (item 10)', () => {
  it('purges nothing for a delivery triggered more than a few minutes ago, and refuses one without a time', async () => {
    await cached(PRODUCT);
    const old = withHeaders(webhookDelivery('products/update', productUpdate()), {
      'X-Shopify-Triggered-At': new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    const late = await deliver(old);
    // 2xx: Shopify stops retrying a delivery that can no longer purge anything.
    expect(late.status).toBe(200);
    expect(late.json.purged).toEqual([]);
    const untimed = webhookDelivery('products/update', productUpdate());
    delete untimed.headers['X-Shopify-Triggered-At'];
    expect((await deliver(untimed)).status).toBe(400);
    const garbled = withHeaders(webhookDelivery('products/update', productUpdate()), {
      'X-Shopify-Triggered-At': 'yesterday',
    });
    expect((await deliver(garbled)).status).toBe(400);
    expect((await view(PRODUCT)).state).toBe('HIT');
    expect(zoneCalls()).toEqual([]);
  });

  it('purges a delivery triggered a moment ago (a first retry included)', async () => {
    await cached(PRODUCT);
    const recent = withHeaders(webhookDelivery('products/update', productUpdate()), {
      'X-Shopify-Triggered-At': new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await deliver(recent)).json.purged).toContain('product:sharkblades');
  });

  it('refuses a signed body sent under a topic it is not (a products/update as products/delete)', async () => {
    await cached(PRODUCT);
    await cached('/about');
    const update = webhookDelivery('products/update', productUpdate());
    for (const topic of ['products/delete', 'collections/update', 'collections/delete', 'product_listings/remove']) {
      const replayed = await deliver(asTopic(update, topic));
      expect(replayed.status, topic).toBe(400);
    }
    const collection = webhookDelivery('collections/update', {
      id: 2,
      admin_graphql_api_id: 'gid://shopify/Collection/2',
      handle: 'sharkblades',
      title: 'Sharkblades',
    });
    expect((await deliver(asTopic(collection, 'products/update'))).status).toBe(400);
    expect((await view(PRODUCT)).state).toBe('HIT');
    expect((await view('/about')).state).toBe('HIT');
    expect(zoneCalls()).toEqual([]);
    // The genuine deletes: an id and nothing else.
    expect((await deliver(webhookDelivery('products/delete', { id: PRODUCT_ID }))).status).toBe(200);
  });

  it('purges the same pages a few times a minute at most, however the headers are varied', async () => {
    const update = webhookDelivery('products/update', productUpdate(2, 'greenly'));
    const answers = [];
    for (let i = 0; i < 30; i++) {
      const replay = withHeaders(update, {
        'X-Shopify-Webhook-Id': crypto.randomUUID(),
        'X-Shopify-Triggered-At': new Date().toISOString(),
        // From many addresses: the purge budget is the pages', not the sender's.
        'cf-connecting-ip': `203.0.113.${i}`,
      });
      answers.push(await deliver(replay));
    }
    const purged = answers.filter((answer) => answer.status === 200);
    expect(purged.length).toBeGreaterThan(0);
    expect(purged.length).toBeLessThanOrEqual(10);
    expect(zoneCalls().length).toBe(purged.length);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBe(30 - purged.length);
    // Another product's pages have their own budget.
    expect((await deliver(webhookDelivery('products/update', productUpdate()))).status).toBe(200);
  });

  it('answers a limited purge with Retry-After, so Shopify retries it', async () => {
    const update = webhookDelivery('products/update', productUpdate(2, 'black-ghost'));
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      const replay = withHeaders(update, { 'X-Shopify-Webhook-Id': crypto.randomUUID() });
      last = await request('/api/shopify/webhooks', { method: 'POST', body: replay.body, headers: replay.headers });
      await last.text();
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('signatures still come first', () => {
  it('refuses a forged body before looking at its time or topic', async () => {
    const forged = webhookDelivery('products/delete', { id: 1 });
    const body = JSON.stringify({ id: 2 });
    expect(signWebhook(body)).not.toBe(forged.headers['X-Shopify-Hmac-Sha256']);
    expect((await deliver({ ...forged, body })).status).toBe(401);
  });
});
