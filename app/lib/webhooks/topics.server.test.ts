import { describe, expect, it } from 'vitest';
import type { AppEnv } from '~/lib/context/env.server';
import { collectionTag, LISTING_TAG, productTag, PRODUCTS_TAG } from '~/lib/edge-cache/purge-tags.server';
import { PayloadError, tagsFor } from './topics.server';

const env = {} as AppEnv; // no Admin API: only inventory_levels/update would use it

describe('the tags a webhook purges', () => {
  it.each([
    ['products/update', { id: 1, handle: 'sharkblades' }, [productTag('sharkblades'), LISTING_TAG]],
    ['products/delete', { id: 1 }, [PRODUCTS_TAG, LISTING_TAG]],
    [
      'product_listings/update',
      { product_listing: { product_id: 1, handle: 'greenly' } },
      [productTag('greenly'), LISTING_TAG],
    ],
    ['product_listings/add', { product_listing: { product_id: 1 } }, [PRODUCTS_TAG, LISTING_TAG]],
    ['product_listings/remove', { product_listing: { product_id: 1 } }, [PRODUCTS_TAG, LISTING_TAG]],
    ['collections/create', { id: 2, handle: 'goalies' }, [LISTING_TAG]],
    ['collections/update', { id: 2, handle: 'goalies' }, [collectionTag('goalies')]],
    ['collections/delete', { id: 2 }, [LISTING_TAG]],
  ])('%s', async (topic, payload, tags) => {
    expect(await tagsFor(topic, payload, env)).toEqual(tags);
  });

  it('refuses a payload without what the purge needs, also where it does not narrow the purge', async () => {
    await expect(tagsFor('products/delete', {}, env)).rejects.toBeInstanceOf(PayloadError);
    await expect(tagsFor('collections/create', { id: 2 }, env)).rejects.toBeInstanceOf(PayloadError);
  });

  it('purges nothing for a topic it does not know', async () => {
    expect(await tagsFor('orders/create', { id: 3 }, env)).toBeNull();
  });
});
