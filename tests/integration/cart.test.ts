// The cart action and page through the built worker: the shared contract (POST /cart), its
// refusals (4xx, cart unchanged), the cart's lifecycle, and the checkout hand-off. On the English
// pages (/en/…), where the spec's messages are word for word; the other languages are in
// cart-languages.test.ts and checkout-languages.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { client, sessionCartId } from '../support/shopper';
import { request } from '../support/worker';
import { cartAlerts as alerts, cartStatus } from '../support/cart-page';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const SOLD_OUT = 'gid://shopify/ProductVariant/40000000000013';

function onlyCart() {
  expect(state.carts.size).toBe(1);
  return [...state.carts.values()][0]!;
}

async function withOneLine(quantity = '2') {
  const shopper = client('/en');
  // A shopper who allowed analytics: the anonymous id and utm_* are optional cookies
  // (docs/decisions/consent-and-analytics.md).
  shopper.jar.set('consented-cookies', 'necessary~analytics~map');
  const response = await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity });
  expect(response.status).toBe(303);
  const cart = onlyCart();
  const lineId = `gid://shopify/CartLine/${cart.lines[0]!.id}?cart=${cart.token}`;
  // The shopper looks at the cart (which syncs the anonymous id into its attributes).
  expect((await shopper.send('/en/cart')).status).toBe(200);
  return { shopper, cart, lineId };
}

describe('POST /cart: changes', () => {
  it('adds a line and answers 303 to /cart, keeping the cart id in the session cookie', async () => {
    const shopper = client('/en');
    const response = await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(shopper.jar.has('session')).toBe(true);
    expect(onlyCart().lines).toMatchObject([{ variantId: '40000000000001', quantity: 1 }]);
    const page = await (await shopper.send('/en/cart')).text();
    expect(page).toContain('Sharkblades');
    // A success is a status in the page's ink, not an alert in the error colour.
    expect(cartStatus(page)).toBe('Added to cart');
    expect(alerts(page)).toEqual([]);
    const again = await (await shopper.send('/en/cart')).text();
    expect([cartStatus(again), ...alerts(again)]).toEqual([undefined]);
  });

  it('redirects to a same-origin redirectTo only', async () => {
    const shopper = client('/en');
    const back = await shopper.cart({
      intent: 'add',
      merchandiseId: AVAILABLE,
      redirectTo: '/en/shop/sharkblades?Size=246+mm',
    });
    expect(back.headers.get('location')).toBe('/en/shop/sharkblades?Size=246+mm');
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, redirectTo: target });
      expect(response.headers.get('location')).toBe('/en/cart');
    }
  });

  it('updates, caps at 99, removes at 0 and on remove', async () => {
    const { shopper, lineId } = await withOneLine();
    await shopper.cart({ intent: 'update', lineId, quantity: '5' });
    expect(onlyCart().lines[0]!.quantity).toBe(5);
    const capped = await shopper.fetcherCart({ intent: 'update', lineId, quantity: '150' });
    const sent = state.requests.filter((r) => JSON.stringify(r.body).includes('cartLinesUpdate')).at(-1)!.body as {
      variables: { lines: { quantity: number }[] };
    };
    expect(sent.variables.lines[0]!.quantity).toBe(99);
    // The mock has 36 in stock: Shopify clamps and warns, the shopper is told.
    expect(onlyCart().lines[0]!.quantity).toBe(36);
    // Worded for a quantity change, not Shopify's "added" (issue 14).
    expect(await capped.text()).toContain('Only 36 are available, so the quantity was set to 36.');
    await shopper.cart({ intent: 'update', lineId, quantity: '0' });
    expect(onlyCart().lines).toEqual([]);
  });

  it('merges discount codes with the existing ones', async () => {
    const { shopper } = await withOneLine();
    await shopper.cart({ intent: 'discount', discountCode: 'TEAM5' });
    await shopper.cart({ intent: 'discount', discountCode: 'OCEAN10' });
    expect(onlyCart().discountCodes).toEqual(['TEAM5', 'OCEAN10']);
  });

  it('applies gift cards, notes and attributes', async () => {
    const { shopper } = await withOneLine();
    await shopper.cart({ intent: 'gift-card', giftCardCode: 'GIFT-SHARK-2026' });
    await shopper.cart({ intent: 'note', note: 'Please wrap it' });
    await shopper.cart({ intent: 'attributes', key: 'team', value: 'Sharks' });
    const cart = onlyCart();
    expect(cart.giftCardCodes).toEqual(['GIFT-SHARK-2026']);
    expect(cart.note).toBe('Please wrap it');
    expect(cart.attributes).toContainEqual({ key: 'team', value: 'Sharks' });
  });

  it('answers by redirectTo alone, whatever Sec-Fetch-* headers the browser sends or leaves out', async () => {
    const shopper = client('/en');
    const add = { intent: 'add', merchandiseId: AVAILABLE };
    // A form sent before hydration, from a browser that sends no Sec-Fetch-* headers: 303.
    const form = await shopper.post('/en/cart', { ...add, redirectTo: '/en/shop/sharkblades' });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/en/shop/sharkblades');
    // A fetcher after hydration posts without redirectTo: data, even when it claims a document.
    const fetcher = await shopper.post('/en/cart.data', add, {
      'Sec-Fetch-Dest': 'document',
      'Sec-Fetch-Mode': 'navigate',
    });
    expect(fetcher.status).toBe(200);
    expect(fetcher.headers.get('location')).toBeNull();
    expect(await fetcher.text()).toContain('totalQuantity');
    // And redirectTo wins over a fetch-like header.
    const early = await shopper.post('/en/cart', { ...add, redirectTo: '/en/cart' }, { 'Sec-Fetch-Dest': 'empty' });
    expect(early.status).toBe(303);
    expect(onlyCart().lines[0]!.quantity).toBe(3);
  });

  it('renders the cart page with the result for a form post without redirectTo', async () => {
    const shopper = client('/en');
    const response = await shopper.post('/en/cart', { intent: 'add', merchandiseId: AVAILABLE });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1 id="cart-title">Cart</h1>');
    expect(html).toContain('aria-label="Quantity of Sharkblades"');
    expect(onlyCart().lines).toMatchObject([{ variantId: '40000000000001', quantity: 1 }]);
  });

  it('shows a sold-out refusal with the spec meaning and adds nothing', async () => {
    const shopper = client('/en');
    const response = await shopper.cart({ intent: 'add', merchandiseId: SOLD_OUT });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('already sold out');
  });
});

describe('POST /cart: refusals leave the cart as it was', () => {
  const invalid: [string, Record<string, string>, string][] = [
    ['a negative quantity', { intent: 'update', quantity: '-1' }, 'Quantity cannot be negative.'],
    ['a fractional quantity', { intent: 'update', quantity: '1.5' }, 'Invalid item data provided.'],
    ['a non-number quantity', { intent: 'update', quantity: 'lots' }, 'Invalid item data provided.'],
    ['a missing intent', { quantity: '1' }, 'Invalid item data provided.'],
    ['an unknown intent', { intent: 'explode' }, 'Invalid item data provided.'],
    [
      'an unknown line',
      { intent: 'update', lineId: 'gid://shopify/CartLine/nope?cart=x', quantity: '1' },
      'Invalid item data provided.',
    ],
    [
      'an unknown line on remove',
      { intent: 'remove', lineId: 'gid://shopify/CartLine/nope?cart=x' },
      'Invalid item data provided.',
    ],
    [
      'an unknown merchandise',
      { intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/1' },
      'Invalid item data provided.',
    ],
    ['a malformed merchandise id', { intent: 'add', merchandiseId: 'not-a-gid' }, 'Invalid item data provided.'],
    ['a negative add', { intent: 'add', merchandiseId: AVAILABLE, quantity: '-3' }, 'Quantity cannot be negative.'],
  ];
  for (const [name, fields, message] of invalid) {
    it(`refuses ${name} with 4xx "${message}"`, async () => {
      const { shopper, cart, lineId } = await withOneLine();
      const before = structuredClone(state.carts.get(cart.token));
      const body = { ...fields };
      if (body.lineId === undefined && body.intent === 'update') body.lineId = lineId;
      const response = await shopper.cart(body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).toContain(message);
      expect(state.carts.get(cart.token)).toEqual(before);
    });
  }

  it('refuses a malformed body (JSON) with 400 and no change', async () => {
    const { shopper, cart } = await withOneLine();
    const before = structuredClone(state.carts.get(cart.token));
    const response = await shopper.send('/en/cart', {
      method: 'POST',
      body: '{"intent":"add"',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid item data provided.');
    expect(state.carts.get(cart.token)).toEqual(before);
  });
});

describe('cart lifecycle', () => {
  it('replaces a completed cart with a new one on the next change, in the visitor’s country', async () => {
    const { shopper, cart } = await withOneLine();
    state.carts.get(cart.token)!.completed = true;
    const response = await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect(response.status).toBe(303);
    const fresh = [...state.carts.values()].filter((c) => !c.completed);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.token).not.toBe(cart.token);
    expect(fresh[0]!.lines).toMatchObject([{ variantId: '40000000000001', quantity: 1 }]);
  });

  it('creates the new cart in the market of the shopify_country cookie', async () => {
    const { shopper, cart } = await withOneLine();
    state.carts.delete(cart.token);
    shopper.jar.set('shopify_country', 'DE');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect(onlyCart().buyerIdentity.countryCode).toBe('DE');
  });

  it('shows the empty view for a cart Shopify no longer knows', async () => {
    const { shopper, cart } = await withOneLine();
    state.carts.delete(cart.token);
    const html = await (await shopper.send('/en/cart')).text();
    expect(html).toContain('Your cart is empty');
  });

  it('keeps the cart id through a storefront outage during a change and shows the error view', async () => {
    const { shopper, cart } = await withOneLine();
    const cartId = sessionCartId(shopper.jar.get('session'));
    expect(cartId).toContain(cart.token);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Error loading cart. Please try again.');
    expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
    setFault({ upstream: 'storefront', mode: 'none' });
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect(onlyCart().token).toBe(cart.token);
    expect(onlyCart().lines[0]!.quantity).toBe(3);
  });

  it('shows the error view on /cart while the storefront is down, and the cart again after', async () => {
    const { shopper, cart } = await withOneLine();
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const down = await shopper.send('/en/cart');
    expect(down.status).toBe(503);
    expect(await down.text()).toContain('Error loading cart. Please try again.');
    setFault({ upstream: 'storefront', mode: 'none' });
    const up = await (await shopper.send('/en/cart')).text();
    expect(up).toContain('Sharkblades');
    expect(onlyCart().token).toBe(cart.token);
  });

  it('syncs the anonymous analytics id into the cart attributes on /cart', async () => {
    const { shopper } = await withOneLine();
    const anon = shopper.jar.get('rudder_anonymous_id');
    expect(anon).toMatch(/^[\w-]{8,}$/);
    await shopper.send('/en/cart');
    expect(onlyCart().attributes).toContainEqual({ key: 'rudder_anonymous_id', value: anon });
  });

  it('writes no anonymous id into the cart on /cart with only necessary cookies allowed', async () => {
    const shopper = client('/en');
    // Analytics declined, but an id left in the browser (set before, or by another tab).
    shopper.jar.set('consented-cookies', 'necessary');
    shopper.jar.set('rudder_anonymous_id', 'anon-1234567890');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect((await shopper.send('/en/cart')).status).toBe(200);
    expect(onlyCart().attributes.map((a) => a.key)).not.toContain('rudder_anonymous_id');
    // Nor at the checkout hand-off.
    const handOff = await shopper.post('/en/checkout', {});
    expect(handOff.status).toBe(303);
    expect(onlyCart().attributes.map((a) => a.key)).not.toContain('rudder_anonymous_id');
  });

  it('sets no cookie and sends no cart query on a plain page view', async () => {
    const response = await request('/en/shop/sharkblades');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('puts the count in the header badge', async () => {
    const { shopper } = await withOneLine('3');
    const html = await (await shopper.send('/en/shop/sharkblades')).text();
    expect(html).toContain('>3 items</span>');
  });
});

describe('POST /checkout', () => {
  it('writes the tracking attributes and answers 303 to the cart’s checkoutUrl', async () => {
    const { shopper, cart } = await withOneLine();
    const response = await shopper.post(
      '/en/checkout',
      {},
      {
        'cf-ipcountry': 'CH',
        'cf-ipcity': 'Z%C3%BCrich',
        'cf-region': 'ZH',
        Cookie: 'utm_source=newsletter',
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`/checkouts/cn/${cart.token}`);
    const attributes = Object.fromEntries(onlyCart().attributes.map((a) => [a.key, a.value]));
    expect(attributes).toMatchObject({
      utm_source: 'newsletter',
      origin_country: 'CH',
      origin_city: 'Zürich',
      origin_region: 'ZH',
      shipping_origin: 'international',
      rudder_anonymous_id: shopper.jar.get('rudder_anonymous_id'),
    });
  });

  it('sends no origin_country for a Tor visitor (cf-ipcountry T1), nor for XX (unknown)', async () => {
    for (const code of ['T1', 'XX']) {
      const { shopper, cart } = await withOneLine();
      const response = await shopper.post('/en/checkout', {}, { 'cf-ipcountry': code });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toContain(`/checkouts/cn/${cart.token}`);
      const keys = onlyCart().attributes.map((a) => a.key);
      expect(keys).toContain('shipping_origin');
      expect(keys).not.toContain('origin_country');
      state.carts.clear();
    }
  });

  it('marks a cart with a Swiss-only line as shipping from Switzerland', async () => {
    const shopper = client('/en');
    await shopper.cart({ intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/40000000000003' });
    await shopper.post('/en/checkout', {});
    expect(onlyCart().attributes).toContainEqual({ key: 'shipping_origin', value: 'switzerland' });
    const html = await (await shopper.send('/en/cart')).text();
    expect(html).toContain('This product ships from Switzerland.');
  });

  it('falls back to the default checkout URL with origin and anon_id when the storefront fails', async () => {
    const { shopper } = await withOneLine();
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await shopper.post('/en/checkout', {}, { 'cf-ipcountry': 'US' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/checkout');
    expect(location.searchParams.get('locale')).toBe('en');
    expect(location.searchParams.get('origin')).toBe('US');
    expect(location.searchParams.get('anon_id')).toBe(shopper.jar.get('rudder_anonymous_id'));
  });

  it('falls back with the market country, not T1, for a Tor visitor', async () => {
    const { shopper } = await withOneLine();
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await shopper.post('/en/checkout', {}, { 'cf-ipcountry': 'T1' });
    expect(new URL(response.headers.get('location')!).searchParams.get('origin')).toBe('CH');
  });

  it('sends an empty cart back to /cart, saying so once', async () => {
    const shopper = client('/en');
    const response = await shopper.post('/en/checkout', {});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(alerts(await (await shopper.send('/en/cart')).text())).toEqual(['Your cart is empty']);
    expect(alerts(await (await shopper.send('/en/cart')).text())).toEqual([]);
  });
});

describe('/en/checkout/klarna', () => {
  async function cartIn(country: string) {
    const shopper = client('/en');
    shopper.jar.set('shopify_country', country);
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity: '2' });
    await shopper.cart({ intent: 'discount', discountCode: 'OCEAN10' });
    // The 303 lands on /cart, which shows the one-time confirmation.
    await shopper.send('/en/cart');
    return shopper;
  }

  it('creates a Klarna session from the server-side cart, places the order and records it in Shopify', async () => {
    const shopper = await cartIn('DE');
    const page = await shopper.send('/en/checkout/klarna');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Klarna needs JavaScript');
    const session = [...state.klarnaSessions.values()][0]!;
    expect(session.body).toMatchObject({ purchase_country: 'DE', purchase_currency: 'EUR', locale: 'en-DE' });
    expect(session.body.order_lines.some((l) => l.total_amount < 0)).toBe(true); // the OCEAN10 discount

    const placed = await shopper.post('/en/checkout/klarna', {
      intent: 'place',
      authorizationToken: `auth-${session.clientToken}`,
    });
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toBe('/en/checkout/success?order=%231001');
    const draft = [...state.draftOrders.values()][0]!;
    expect(draft.status).toBe('COMPLETED');
    expect(draft.customAttributes).toContainEqual({ key: 'klarna_order_id', value: session.orderId });
    expect(draft.lineItems).toEqual([{ variantId: AVAILABLE, quantity: 2 }]);
    expect(await (await shopper.send('/en/cart')).text()).toContain('Your cart is empty');
    expect(await (await shopper.send('/en/checkout/success?order=%231001')).text()).toContain('#1001');
  });

  it('refuses a forged authorization without placing an order', async () => {
    const shopper = await cartIn('DE');
    await shopper.send('/en/checkout/klarna');
    const response = await shopper.post('/en/checkout/klarna', { intent: 'place', authorizationToken: 'auth-forged' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Klarna could not confirm this payment.');
    expect(state.draftOrders.size).toBe(0);
  });

  it('keeps one Klarna session per cart version across views (problem 8)', async () => {
    const shopper = await cartIn('DE');
    for (let i = 0; i < 3; i += 1) expect((await shopper.send('/en/checkout/klarna')).status).toBe(200);
    expect(state.klarnaSessions.size).toBe(1);
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    await shopper.send('/en/checkout/klarna');
    await shopper.send('/en/checkout/klarna');
    expect(state.klarnaSessions.size).toBe(2);
  });

  it('limits Klarna requests per client: forged tokens stop reaching Klarna (problem 8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shopper = await cartIn('DE');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await shopper.post('/en/checkout/klarna', {
        intent: 'place',
        authorizationToken: `auth-forged-${i}`,
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    const sent = state.requests.filter((r) => r.upstream === 'klarna' && r.path.includes('/authorizations/'));
    expect(sent.length).toBeLessThanOrEqual(10);
    vi.restoreAllMocks();
  });
  it('sends a US shopper back to /cart with a message, shown once', async () => {
    const shopper = await cartIn('US');
    const refusals = [
      () => shopper.post('/en/checkout/klarna', { intent: 'start' }),
      () => shopper.send('/en/checkout/klarna'),
    ];
    for (const refuse of refusals) {
      const response = await refuse();
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      expect(location).toBe('/en/cart');
      expect(alerts(await (await shopper.send(location)).text())).toEqual(['Klarna is not available in your country.']);
      // Once: the message went with the page that showed it.
      expect(await (await shopper.send(location)).text()).not.toContain('Klarna is not available');
    }
    expect(state.klarnaSessions.size).toBe(0);
  });

  it('sends an empty cart back to /cart', async () => {
    const shopper = client('/en');
    shopper.jar.set('shopify_country', 'DE');
    const response = await shopper.send('/en/checkout/klarna');
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(alerts(await (await shopper.send('/en/cart')).text())).toEqual(['Your cart is empty']);
  });
});

describe('rate limits', () => {
  it('limits cart creation per client with 429, Retry-After and a message on the page (problem 8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 40; i += 1) {
      last = await request('/en/cart', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'add', merchandiseId: AVAILABLE, redirectTo: '/en/cart' }),
        headers: { 'cf-connecting-ip': ip },
      });
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 303).length).toBeLessThanOrEqual(31);
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await last!.text()).toContain('Too many requests. Please try again in a moment.');
    expect(state.carts.size).toBeLessThanOrEqual(31);
    vi.restoreAllMocks();
  });

  it('says so in the page’s language: a French cart page refuses in French', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let last: Response | undefined;
    for (let i = 0; i < 40; i += 1) {
      last = await request('/fr/cart', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'add', merchandiseId: AVAILABLE, redirectTo: '/fr/cart' }),
        headers: { 'cf-connecting-ip': '192.0.2.78' },
      });
    }
    expect(last!.status).toBe(429);
    expect(await last!.text()).toContain('Trop de requêtes');
    vi.restoreAllMocks();
  });
});
