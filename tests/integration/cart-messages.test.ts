// The cart's remaining spec messages (§8), each made to happen through the built worker: a change
// to a cart that is not there, Shopify refusing the shop's credentials (401), the per-operation
// failure messages during an outage, and the cart model's new fields on the page.
import { describe, expect, it } from 'vitest';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { client } from '../support/shopper';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const LINE = 'gid://shopify/CartLine/abc?cart=nothing';

function onlyCart() {
  expect(state.carts.size).toBe(1);
  return [...state.carts.values()][0]!;
}

describe('spec §8 cart messages', () => {
  it('answers a change to a cart that is not there with "Client or Cart ID missing." (400)', async () => {
    const shopper = client('/en');
    const changes: Record<string, string>[] = [
      { intent: 'update', lineId: LINE, quantity: '2' },
      { intent: 'remove', lineId: LINE },
      { intent: 'discount-remove', discountCode: 'OCEAN10' },
      { intent: 'gift-card-remove', giftCardId: 'gid://shopify/AppliedGiftCard/50000000000001' },
    ];
    for (const change of changes) {
      const response = await shopper.fetcherCart(change);
      expect(response.status, change.intent).toBe(400);
      expect(await response.text()).toContain('Client or Cart ID missing.');
    }
    expect(state.carts.size).toBe(0);
  });

  it('says so when Shopify refuses the shop’s credentials (401), keeping the cart', async () => {
    const shopper = client('/en');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const env = { ...mockEnv, PUBLIC_STOREFRONT_API_TOKEN: 'revoked', PRIVATE_STOREFRONT_API_TOKEN: 'revoked' };
    const response = await shopper.send('/en/cart.data', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', merchandiseId: AVAILABLE }),
      // @ts-expect-error -- the test worker takes the env beside the request init
      env,
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('authentication with Shopify failed (401)');
    expect(onlyCart().lines[0]!.quantity).toBe(1);
  });

  it('words an outage for the operation: update, remove, add', async () => {
    const shopper = client('/en');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const cart = onlyCart();
    const lineId = `gid://shopify/CartLine/${cart.lines[0]!.id}?cart=${cart.token}`;
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const cases: [Record<string, string>, string][] = [
      [{ intent: 'update', lineId, quantity: '3' }, 'Failed to update item quantity in cart'],
      [{ intent: 'update', lineId, quantity: '0' }, 'Failed to remove item from cart'],
      [{ intent: 'remove', lineId }, 'Failed to remove item from cart'],
      [{ intent: 'add', merchandiseId: AVAILABLE }, 'Failed to fetch/create cart'],
    ];
    for (const [fields, message] of cases) {
      const response = await shopper.fetcherCart(fields);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(message);
    }
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(onlyCart().lines[0]!.quantity).toBe(1);
  });
});

describe('the cart model (spec §3)', () => {
  it('reads discount allocations by code, gift card balance and amount used, buyer identity and delivery groups', async () => {
    const shopper = client('/en');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity: '2' });
    await shopper.cart({ intent: 'discount', discountCode: 'OCEAN10' });
    await shopper.cart({ intent: 'gift-card', giftCardCode: 'GIFT-SHARK-2026' });
    const page = (await (await shopper.send('/en/cart')).text()).replace(/<!-- -->/g, '');
    expect(page).toMatch(/<dt>Discount OCEAN10<\/dt><dd>−CHF\s?37\.80<\/dd>/);
    expect(page).toMatch(/CHF\s?50\.00 used · CHF\s?0\.00 left on the card/);
    const sent = state.requests
      .map((r) => (r.body as { query?: string } | null)?.query ?? '')
      .find((q) => q.includes('fragment CartApiQuery'))!;
    for (const field of ['discountAllocations', 'deliveryGroups(first: 10)', 'customer {', 'balance {']) {
      expect(sent).toContain(field);
    }
  });
});
