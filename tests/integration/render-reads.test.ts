// What a personalised (uncached) page reads and sends, through the built worker (docs/decisions/cart.md): the
// header badge reads the cart's count, not its lines, except where the page reads the whole cart
// anyway; a stale cart id is still dropped; the page's data carries only what the page renders.
import { describe, expect, it } from 'vitest';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { client, sessionCartId } from '../support/shopper';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';

/** The Storefront operations the mock received since `from`, by name. */
function operations(from: number) {
  return state.requests
    .slice(from)
    .filter((r) => r.upstream === 'storefront')
    .map((r) => /(?:query|mutation)\s+(\w+)/.exec(String((r.body as { query?: string } | null)?.query))?.[1]);
}

async function shopperWithCart(quantity = '2') {
  const shopper = client();
  expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity })).status).toBe(303);
  expect((await shopper.send('/cart')).status).toBe(200); // reads the one-time notice
  return shopper;
}

describe('the header badge on a page with a cart', () => {
  it('reads only the count on a catalogue page, and shows it', async () => {
    const shopper = await shopperWithCart('3');
    for (const path of ['/', '/shop', '/shop/sharkblades']) {
      const from = state.requests.length;
      const response = await shopper.send(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('>3 Artikel</span>');
      const sent = operations(from);
      expect(sent).toContain('CartBadge');
      expect(sent).not.toContain('CartQuery');
      // Nothing changed in the session: the cookie is not signed and sent again.
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('shares the whole read on the cart page: one cart query, no badge query', async () => {
    const shopper = await shopperWithCart();
    for (const path of ['/cart', '/cart.data']) {
      const from = state.requests.length;
      expect((await shopper.send(path)).status).toBe(200);
      expect(operations(from).filter((name) => name?.startsWith('Cart'))).toEqual(['CartQuery']);
    }
  });

  it('drops the id of a cart Shopify no longer knows, on any page', async () => {
    const shopper = await shopperWithCart();
    const [cart] = [...state.carts.values()];
    state.carts.delete(cart!.token);
    const html = await (await shopper.send('/shop/sharkblades')).text();
    expect(html).toContain('>0 Artikel</span>');
    expect(sessionCartId(shopper.jar.get('session'))).toBeUndefined();
  });

  it('says the cart could not be loaded when Shopify answers without it, keeping the id', async () => {
    const shopper = await shopperWithCart();
    const id = sessionCartId(shopper.jar.get('session'));
    setFault({ upstream: 'storefront', mode: 'no-data' });
    const response = await shopper.send('/shop');
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Der Warenkorb konnte nicht geladen werden.');
    expect(sessionCartId(shopper.jar.get('session'))).toBe(id);
  });
});

describe('page data', () => {
  it('the product page sends the browser what it renders, not the whole product', async () => {
    const shopper = await shopperWithCart();
    const data = await (await shopper.send('/shop/sharkblades.data')).text();
    expect(data).toContain('Sharkblades');
    for (const unused of ['selectedOrFirstAvailableVariant', 'variants']) {
      expect(data).not.toContain(`"${unused}"`);
    }
  });

  it('the home page leaves the story teaser’s article text out', async () => {
    const shopper = await shopperWithCart();
    const data = await (await shopper.send('/_root.data')).text();
    expect(data).not.toContain('"contentHtml"');
    expect(data).toContain('"quotes"');
  });
});
