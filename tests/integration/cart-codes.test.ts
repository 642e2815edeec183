// Discount codes and gift cards through the built worker (issue 14): Shopify's verdict at once, a
// code Shopify does not honour taken off again, removal of each, gift card balance and amount used,
// and one-time messages worded for the change, with and without JavaScript.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { client } from '../support/shopper';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';

function onlyCart() {
  expect(state.carts.size).toBe(1);
  return [...state.carts.values()][0]!;
}

async function shopperWithLine() {
  const shopper = client('/en');
  expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity: '2' })).status).toBe(303);
  await shopper.send('/en/cart');
  return shopper;
}

const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');

describe('discount codes', () => {
  it('applies a code, says so once, and shows its discount in the summary', async () => {
    const shopper = await shopperWithLine();
    const applied = await shopper.cart({ intent: 'discount', discountCode: 'ocean10' });
    expect(applied.status).toBe(303);
    const page = await text(await shopper.send('/en/cart'));
    expect(page).toContain('Discount code OCEAN10 applied');
    expect(page).toMatch(/<dt>Discount ocean10<\/dt><dd>−CHF/i);
    expect(page).toContain('aria-label="Remove discount code ocean10"');
    expect(await text(await shopper.send('/en/cart'))).not.toContain('Discount code OCEAN10 applied');
  });

  it('refuses a code Shopify does not honour at once, and takes it off the cart (no JavaScript)', async () => {
    const shopper = await shopperWithLine();
    const response = await shopper.cart({ intent: 'discount', discountCode: 'BOGUS123' });
    expect(response.status).toBe(400);
    expect(await text(response)).toContain('Discount code BOGUS123 is not applicable to this cart');
    expect(onlyCart().discountCodes).toEqual([]);
  });

  it('answers a fetcher with the refusal and keeps the codes that were there', async () => {
    const shopper = await shopperWithLine();
    await shopper.fetcherCart({ intent: 'discount', discountCode: 'OCEAN10' });
    const response = await shopper.fetcherCart({ intent: 'discount', discountCode: 'BOGUS123' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Discount code BOGUS123 is not applicable to this cart');
    expect(onlyCart().discountCodes).toEqual(['OCEAN10']);
  });

  it('refuses a bogus code on a cart it had to create, leaving no dead code', async () => {
    const shopper = client('/en');
    const response = await shopper.cart({ intent: 'discount', discountCode: 'NOPE' });
    expect(response.status).toBe(400);
    expect(onlyCart().discountCodes).toEqual([]);
  });

  it('removes one code and keeps the others', async () => {
    const shopper = await shopperWithLine();
    await shopper.cart({ intent: 'discount', discountCode: 'TEAM5' });
    await shopper.cart({ intent: 'discount', discountCode: 'OCEAN10' });
    const removed = await shopper.cart({ intent: 'discount-remove', discountCode: 'team5' });
    expect(removed.status).toBe(303);
    expect(onlyCart().discountCodes).toEqual(['OCEAN10']);
    expect(await text(await shopper.send('/en/cart'))).toContain('Discount code TEAM5 removed');
  });
});

describe('gift cards', () => {
  it('applies a card and shows the amount used and the balance left', async () => {
    const shopper = await shopperWithLine();
    const response = await shopper.fetcherCart({ intent: 'gift-card', giftCardCode: 'GIFT-SHARK-2026' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Gift card ending 2026 applied');
    const page = await text(await shopper.send('/en/cart'));
    expect(page).toContain('Gift card ···2026');
    expect(page).toMatch(/CHF\s?50\.00 used · CHF\s?0\.00 left on the card/);
  });

  it('shows what is left on a card worth more than the cart', async () => {
    const shopper = await shopperWithLine();
    await shopper.cart({ intent: 'gift-card', giftCardCode: 'GIFT-REEF-0042' });
    const page = await text(await shopper.send('/en/cart'));
    const used = /CHF\s?([\d.’']+) used · CHF\s?([\d.’']+) left on the card/.exec(page);
    expect(used).not.toBeNull();
    const [spent, left] = [Number(used![1]!.replace(/[’']/g, '')), Number(used![2]!.replace(/[’']/g, ''))];
    expect(spent).toBeGreaterThan(0);
    expect(spent + left).toBeCloseTo(500, 2);
  });

  it('refuses an unknown or empty card with Shopify’s message (400) and applies nothing', async () => {
    const shopper = await shopperWithLine();
    for (const giftCardCode of ['NOT-A-CARD', 'GIFT-EMPTY-0000']) {
      const response = await shopper.cart({ intent: 'gift-card', giftCardCode });
      expect(response.status).toBe(400);
      expect(await text(response)).toContain('Gift card code is invalid.');
    }
    expect(onlyCart().giftCardCodes).toEqual([]);
  });

  it('removes an applied card', async () => {
    const shopper = await shopperWithLine();
    await shopper.cart({ intent: 'gift-card', giftCardCode: 'GIFT-SHARK-2026' });
    const response = await shopper.cart({
      intent: 'gift-card-remove',
      giftCardId: 'gid://shopify/AppliedGiftCard/50000000000001',
    });
    expect(response.status).toBe(303);
    expect(onlyCart().giftCardCodes).toEqual([]);
    expect(await text(await shopper.send('/en/cart'))).toContain('Gift card removed');
  });
});

describe('messages worded for the change', () => {
  it('says a quantity change was capped by stock without saying "added", and only once', async () => {
    const shopper = await shopperWithLine();
    const cart = onlyCart();
    const lineId = `gid://shopify/CartLine/${cart.lines[0]!.id}?cart=${cart.token}`;
    const fetched = await shopper.fetcherCart({ intent: 'update', lineId, quantity: '80' });
    const body = await fetched.text();
    expect(body).toContain('Only 36 are available, so the quantity was set to 36.');
    expect(body).not.toContain('were added');
    await shopper.cart({ intent: 'update', lineId, quantity: '90' });
    const page = await text(await shopper.send('/en/cart'));
    expect(page).toContain('Only 36 are available, so the quantity was set to 36.');
    expect(await text(await shopper.send('/en/cart'))).not.toContain('Only 36');
  });

  it('confirms a quantity change and a removal in words for each', async () => {
    const shopper = await shopperWithLine();
    const cart = onlyCart();
    const lineId = `gid://shopify/CartLine/${cart.lines[0]!.id}?cart=${cart.token}`;
    await shopper.cart({ intent: 'update', lineId, quantity: '3' });
    expect(await text(await shopper.send('/en/cart'))).toContain('Quantity updated');
    await shopper.cart({ intent: 'update', lineId, quantity: '0' });
    expect(await text(await shopper.send('/en/cart'))).toContain('Removed from cart');
    expect(onlyCart().lines).toEqual([]);
  });
});
