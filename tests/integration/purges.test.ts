// Shopify's webhooks purge the page cache (docs/decisions/purges.md): pages stay fresh for hours, and a
// change in the shop shows on the very next request after its webhook, in every language, while
// pages that do not show what changed stay cached. The mock changes the shop and signs the
// deliveries as Shopify does (tests/mocks/admin/webhooks.ts).
import { FRESH_SECONDS } from '~/lib/edge-cache/page-cache.server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeCollection, changeProduct, undoAdminChanges, webhookDelivery } from '../mocks/admin/webhooks';
import { state } from '../mocks/state';
import { cached, deliver, view } from '../support/webhooks';
import { useEdgeCache } from '../support/worker';

const PRODUCT = '/shop/sharkblades';

useEdgeCache();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  undoAdminChanges();
  vi.restoreAllMocks();
});

describe('a price change', () => {
  it('is served from the cache until its webhook, and on the very next request after it', async () => {
    expect(await cached(PRODUCT)).not.toContain('99.00');
    const [update] = changeProduct({ handle: 'sharkblades', price: '99.00' });
    // Changed at Shopify, no webhook yet: the page is still the cached one.
    const before = await view(PRODUCT);
    expect(before.state).toBe('HIT');
    expect(before.body).not.toContain('99.00');

    const delivered = await deliver(update!);
    expect(delivered.status).toBe(200);
    expect(delivered.json.purged).toContain('product:sharkblades');

    const after = await view(PRODUCT);
    expect(after.state).toBe('MISS');
    expect(after.body).toContain('99.00');
    expect((await view(PRODUCT)).state).toBe('HIT');
  });

  it('keeps pages fresh for their whole window without one', async () => {
    await cached(PRODUCT);
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + (FRESH_SECONDS - 60) * 1000);
    expect((await view(PRODUCT)).state).toBe('HIT');
  });
});

describe('signatures', () => {
  it('refuses an unsigned or wrongly signed delivery with 401 and purges nothing', async () => {
    await cached(PRODUCT);
    const [update] = changeProduct({ handle: 'sharkblades', price: '99.00' });
    const unsigned = { ...update!.headers };
    delete unsigned['X-Shopify-Hmac-Sha256'];
    expect((await deliver({ ...update!, headers: unsigned })).status).toBe(401);
    const forged = webhookDelivery('products/update', JSON.parse(update!.body), 'not-the-app-secret');
    expect((await deliver(forged)).status).toBe(401);
    // Signed, but for another body.
    const swapped = { ...update!, body: update!.body.replace('sharkblades', 'greenly') };
    expect((await deliver(swapped)).status).toBe(401);

    const page = await view(PRODUCT);
    expect(page.state).toBe('HIT');
    expect(page.body).not.toContain('99.00');
  });

  it('answers a signed body that is not JSON with 400, and an unknown topic with 200 and no purge', async () => {
    await cached(PRODUCT);
    const notJson = webhookDelivery('products/update', null);
    const broken = { ...notJson, body: '{"id":', headers: { ...webhookDelivery('x', null).headers } };
    broken.headers['X-Shopify-Hmac-Sha256'] = (await import('../mocks/admin/webhooks')).signWebhook(broken.body);
    broken.headers['X-Shopify-Topic'] = 'products/update';
    expect((await deliver(broken)).status).toBe(400);
    const unknown = await deliver(webhookDelivery('orders/create', { id: 1, handle: 'sharkblades' }));
    expect(unknown.status).toBe(200);
    expect(unknown.json.purged).toEqual([]);
    expect((await view(PRODUCT)).state).toBe('HIT');
  });

  it('handles a repeated delivery (same X-Shopify-Webhook-Id) once', async () => {
    const [update] = changeProduct({ handle: 'sharkblades', price: '99.00' });
    expect((await deliver(update!)).json.purged).toContain('product:sharkblades');
    await cached(PRODUCT);
    expect((await deliver(update!)).json.purged).toEqual([]);
    expect((await view(PRODUCT)).state).toBe('HIT');
  });
});

describe('what a webhook purges', () => {
  it('an inventory_levels/update purges the product’s pages in de, fr and en (found through the Admin API)', async () => {
    const pages = [PRODUCT, `/fr${PRODUCT}`, `/en${PRODUCT}`];
    for (const path of pages) await cached(path);
    await cached('/about');
    const [level] = changeProduct({ handle: 'sharkblades', quantity: 0 });
    expect(JSON.parse(level!.body)).toEqual(expect.not.objectContaining({ handle: expect.anything() }));
    const delivered = await deliver(level!);
    expect(delivered.status).toBe(200);
    expect(delivered.json.purged).toContain('product:sharkblades');
    expect(state.requests.some((r) => r.upstream === 'admin' && JSON.stringify(r.body).includes('inventoryItem'))).toBe(
      true,
    );
    for (const path of pages) expect((await view(path)).state, path).toBe('MISS');
    expect((await view('/about')).state).toBe('HIT');
  });

  it('a collections/update purges the collection page, not unrelated products', async () => {
    // The English page shows the collection's own title (the others, its translations).
    const COLLECTION = '/en/collections/skate-blades';
    expect(await cached(COLLECTION)).not.toContain('Blades of Steel');
    await cached(PRODUCT);
    const [update] = changeCollection({ handle: 'skate-blades', title: 'Blades of Steel' });
    expect((await deliver(update!)).json.purged).toEqual(['collection:skate-blades']);
    const collection = await view(COLLECTION);
    expect(collection.state).toBe('MISS');
    expect(collection.body).toContain('Blades of Steel');
    expect((await view(PRODUCT)).state).toBe('HIT');
  });
});
