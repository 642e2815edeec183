// Marketing links through the built worker (issue 14): /discount/{code} and the cart permalink
// /cart/{variantId}:{qty}[,...]. Both are plain GETs (no JavaScript) answering 303 on success and
// 4xx with a message on bad input, never a lost cart.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { client } from '../support/shopper';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');

function onlyCart() {
  expect(state.carts.size).toBe(1);
  return [...state.carts.values()][0]!;
}

describe('/discount/{code}', () => {
  it('creates a cart with the code when there is none and goes home, saying so once', async () => {
    const shopper = client();
    const response = await shopper.send('/discount/OCEAN10');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(onlyCart().discountCodes).toEqual(['OCEAN10']);
    expect(await text(await shopper.send('/'))).toContain('Discount code OCEAN10 applied');
    expect(await text(await shopper.send('/'))).not.toContain('Discount code OCEAN10 applied');
  });

  it('applies the code to the existing cart and follows a local redirect= only', async () => {
    const shopper = client();
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const local = await shopper.send('/discount/TEAM5?redirect=/shop/sharkblades%3FSize%3D246%2Bmm');
    expect(local.headers.get('location')).toBe('/shop/sharkblades?Size=246+mm');
    expect(onlyCart().discountCodes).toEqual(['TEAM5']);
    expect(onlyCart().lines).toHaveLength(1);
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await shopper.send(`/discount/OCEAN10?redirect=${encodeURIComponent(target)}`);
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('goes on with Shopify’s refusal shown once for a code it does not honour, leaving no dead code', async () => {
    const shopper = client();
    const response = await shopper.send('/discount/BOGUS123?redirect=/cart');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(onlyCart().discountCodes).toEqual([]);
    expect(await text(await shopper.send('/cart'))).toContain('Discount code BOGUS123 is not applicable');
  });

  it('refuses a malformed code with 400 and a message', async () => {
    const shopper = client();
    for (const code of ['%20', 'x'.repeat(300), '%3Cscript%3E', '%00abc']) {
      const response = await shopper.send(`/discount/${code}`);
      expect(response.status).toBe(400);
      expect(await text(response)).toContain('This discount link is not valid.');
    }
    expect(state.carts.size).toBe(0);
  });
});

describe('/cart/{variantId}:{qty}', () => {
  it('builds a cart with the lines and goes to /cart', async () => {
    const shopper = client();
    const response = await shopper.send('/cart/40000000000001:2,40000000000002:1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(onlyCart().lines).toMatchObject([
      { variantId: '40000000000001', quantity: 2 },
      { variantId: '40000000000002', quantity: 1 },
    ]);
    const page = await text(await shopper.send('/cart'));
    expect(page).toContain('aria-label="Quantity of Sharkblades"');
  });

  it('adds the same variant listed twice into one line of at most 99, and applies ?discount=', async () => {
    const shopper = client();
    await shopper.send('/cart/40000000000001:60,40000000000001:60?discount=OCEAN10');
    const cart = onlyCart();
    // 99 asked for; the mock has 36 in stock.
    expect(cart.lines).toMatchObject([{ variantId: '40000000000001', quantity: 36 }]);
    expect(cart.discountCodes).toEqual(['OCEAN10']);
  });

  it('goes straight to checkout with ?checkout', async () => {
    const shopper = client();
    const response = await shopper.send('/cart/40000000000001:1?checkout');
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/\/checkouts\/cn\//);
    expect(location).toContain(onlyCart().token);
  });

  it('refuses malformed lines with 400 and a message, and leaves the existing cart alone', async () => {
    const shopper = client();
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const cart = onlyCart();
    const before = structuredClone(cart);
    for (const lines of [
      'abc',
      '40000000000001',
      '40000000000001:0',
      '40000000000001:100',
      '40000000000001:-1',
      '1:1,',
      ':3',
    ]) {
      const response = await shopper.send(`/cart/${lines}`);
      expect(response.status, lines).toBe(400);
      expect(await text(response)).toContain('This cart link is not valid');
    }
    expect((await shopper.send('/cart/40000000000001:1?discount=%3Cx%3E')).status).toBe(400);
    expect(state.carts.get(cart.token)).toEqual(before);
    expect(state.carts.size).toBe(1);
  });

  it('refuses an unknown or sold-out variant with 400 and Shopify’s meaning', async () => {
    const shopper = client();
    const unknown = await shopper.send('/cart/1:1');
    expect(unknown.status).toBe(400);
    expect(await text(unknown)).toContain('Invalid item data provided.');
    const soldOut = await shopper.send('/cart/40000000000013:1');
    expect(soldOut.status).toBe(400);
    expect(await text(soldOut)).toContain('already sold out');
    expect(state.carts.size).toBe(0);
  });
});
