import { describe, expect, it } from 'vitest';
import type { AppEnv } from '~/lib/context/env.server';
import { collectionTag, LISTING_TAG, productTag, PRODUCTS_TAG } from '~/lib/edge-cache/purge-tags.server';
import { PayloadError, tagsFor } from './topics.server';

const env = {} as AppEnv; // no Admin API: only inventory_levels/update would use it
const COLLECTION = 'gid://shopify/Collection/2';

describe('the tags a webhook purges', () => {
  it.each([
    [
      'products/update',
      { id: 1, handle: 'sharkblades', admin_graphql_api_id: 'gid://shopify/Product/1' },
      [productTag('sharkblades'), LISTING_TAG],
    ],
    ['products/delete', { id: 1 }, [PRODUCTS_TAG, LISTING_TAG]],
    [
      'product_listings/update',
      { product_listing: { product_id: 1, handle: 'greenly' } },
      [productTag('greenly'), LISTING_TAG],
    ],
    ['product_listings/add', { product_listing: { product_id: 1 } }, [PRODUCTS_TAG, LISTING_TAG]],
    ['product_listings/remove', { product_listing: { product_id: 1 } }, [PRODUCTS_TAG, LISTING_TAG]],
    ['collections/create', { id: 2, handle: 'goalies', admin_graphql_api_id: COLLECTION }, [LISTING_TAG]],
    ['collections/update', { id: 2, handle: 'goalies', admin_graphql_api_id: COLLECTION }, [collectionTag('goalies')]],
    ['collections/delete', { id: 2 }, [LISTING_TAG]],
    ['collections/delete', { id: 2, admin_graphql_api_id: COLLECTION }, [LISTING_TAG]],
  ])('%s', async (topic, payload, tags) => {
    expect(await tagsFor(topic, payload, env)).toEqual(tags);
  });

  it('refuses a payload without what the purge needs, also where it does not narrow the purge', async () => {
    await expect(tagsFor('products/delete', {}, env)).rejects.toBeInstanceOf(PayloadError);
    await expect(tagsFor('collections/create', { id: 2 }, env)).rejects.toBeInstanceOf(PayloadError);
  });

  it('refuses a body of another topic: only the body is signed (issue 47, item 10)', async () => {
    const product = { id: 1, handle: 'sharkblades', admin_graphql_api_id: 'gid://shopify/Product/1' };
    const collection = { id: 2, handle: 'goalies', admin_graphql_api_id: COLLECTION };
    for (const topic of ['products/delete', 'collections/update', 'collections/delete']) {
      await expect(tagsFor(topic, product, env), topic).rejects.toBeInstanceOf(PayloadError);
    }
    await expect(tagsFor('products/update', collection, env)).rejects.toBeInstanceOf(PayloadError);
    await expect(tagsFor('products/delete', collection, env)).rejects.toBeInstanceOf(PayloadError);
    // A subscription whose include_fields leave the Admin API id out: `id, handle` only.
    expect(await tagsFor('products/update', { id: 1, handle: 'sharkblades' }, env)).toEqual([
      productTag('sharkblades'),
      LISTING_TAG,
    ]);
    await expect(tagsFor('products/delete', { id: 1, handle: 'sharkblades' }, env)).rejects.toBeInstanceOf(
      PayloadError,
    );
  });

  it('purges nothing for a topic it does not know', async () => {
    expect(await tagsFor('orders/create', { id: 3 }, env)).toBeNull();
  });
});
