// Marketing links through the built worker (issue 14): /discount/{code} and the cart permalink
// /cart/{variantId}:{qty}[,...]. Both are plain GETs (no JavaScript) answering 303 on success and
// 4xx with a message on bad input, never a lost cart. On the English pages (/en/…), where the
// spec's words are English; the other languages: cart-languages.test.ts.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { setFault } from '../mocks/faults';
import { client, sessionCartId } from '../support/shopper';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');

function onlyCart() {
  expect(state.carts.size).toBe(1);
  return [...state.carts.values()][0]!;
}

describe('/en/discount/{code}', () => {
  it('creates a cart with the code when there is none and goes home, saying so once', async () => {
    const shopper = client('/en');
    const response = await shopper.send('/en/discount/OCEAN10');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en');
    expect(onlyCart().discountCodes).toEqual(['OCEAN10']);
    expect(await text(await shopper.send('/en'))).toContain('Discount code OCEAN10 applied');
    expect(await text(await shopper.send('/en'))).not.toContain('Discount code OCEAN10 applied');
  });

  it('applies the code to the existing cart and follows a local redirect= only', async () => {
    const shopper = client('/en');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const local = await shopper.send('/en/discount/TEAM5?redirect=/shop/sharkblades%3FSize%3D246%2Bmm');
    expect(local.headers.get('location')).toBe('/en/shop/sharkblades?Size=246+mm');
    expect(onlyCart().discountCodes).toEqual(['TEAM5']);
    expect(onlyCart().lines).toHaveLength(1);
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await shopper.send(`/en/discount/OCEAN10?redirect=${encodeURIComponent(target)}`);
      expect(response.headers.get('location')).toBe('/en');
    }
  });

  it('goes on with Shopify’s refusal shown once for a code it does not honour, leaving no dead code', async () => {
    const shopper = client('/en');
    const response = await shopper.send('/en/discount/BOGUS123?redirect=/cart');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(onlyCart().discountCodes).toEqual([]);
    expect(await text(await shopper.send('/en/cart'))).toContain('Discount code BOGUS123 is not applicable');
  });

  it('refuses a malformed code with 400 and a message', async () => {
    const shopper = client('/en');
    for (const code of ['%20', 'x'.repeat(300), '%3Cscript%3E', '%00abc']) {
      const response = await shopper.send(`/en/discount/${code}`);
      expect(response.status).toBe(400);
      expect(await text(response)).toContain('This discount link is not valid.');
    }
    expect(state.carts.size).toBe(0);
  });
});

describe('/en/discount/{code} from another site over a cart with items (issue 47, item 13)', () => {
  const LINK = '/en/discount/TEAM5?redirect=/shop';
  const crossSite = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' };
  // As a browser posts the page's form: same origin.
  const answer = (shopper: ReturnType<typeof client>, choice: string) =>
    shopper.post(LINK, { choice }, { Origin: 'http://localhost:8787', Host: 'localhost:8787' });

  async function withCart() {
    const shopper = client('/en');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const cart = onlyCart();
    return { shopper, cart, before: structuredClone(cart) };
  }

  it('asks first, in one plain form posting to the link, and changes nothing until answered', async () => {
    const { shopper, cart, before } = await withCart();
    const response = await shopper.send(LINK, { headers: crossSite });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await text(response);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('TEAM5');
    const form = /<form[^>]* action="(\/en\/discount\/[^"]*)" method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(decodeURIComponent(form![1]!)).toBe(LINK);
    const buttons = [...form![2]!.matchAll(/<button[^>]* name="choice"[^>]*>/g)].map(
      ([tag]) => / value="(\w+)"/.exec(tag)?.[1],
    );
    expect(buttons.sort()).toEqual(['apply', 'keep']);
    expect(state.carts.get(cart.token)).toEqual(before);
  });

  it('apply: the code joins the cart, then the link’s page', async () => {
    const { shopper } = await withCart();
    const response = await answer(shopper, 'apply');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/shop');
    expect(onlyCart().discountCodes).toEqual(['TEAM5']);
    expect(onlyCart().lines).toHaveLength(1);
  });

  it('keep: the cart as it was, and the link’s page says so once', async () => {
    const { shopper, cart, before } = await withCart();
    const response = await answer(shopper, 'keep');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/shop');
    expect(state.carts.get(cart.token)).toEqual(before);
    expect(await text(await shopper.send('/en/shop'))).toContain('Your cart was kept as it was.');
  });

  it('refuses an unknown answer with 400, and one posted from another site with 403', async () => {
    const { shopper, cart, before } = await withCart();
    const unknown = await answer(shopper, 'replace');
    expect(unknown.status).toBe(400);
    expect(await text(unknown)).toContain('Choose whether to apply the discount code');
    const forged = await shopper.post(LINK, { choice: 'apply' }, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(state.carts.get(cart.token)).toEqual(before);
  });

  it('asks nothing over an empty cart, nor for a link followed on this site', async () => {
    const fresh = client('/en');
    const empty = await fresh.send(LINK, { headers: crossSite });
    expect(empty.status).toBe(303);
    expect(onlyCart().discountCodes).toEqual(['TEAM5']);
    const own = await fresh.send('/en/discount/OCEAN10', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.status).toBe(303);
  });
});

describe('/en/cart/{variantId}:{qty}', () => {
  it('builds a cart with the lines and goes to /cart', async () => {
    const shopper = client('/en');
    const response = await shopper.send('/en/cart/40000000000001:2,40000000000002:1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(onlyCart().lines).toMatchObject([
      { variantId: '40000000000001', quantity: 2 },
      { variantId: '40000000000002', quantity: 1 },
    ]);
    const page = await text(await shopper.send('/en/cart'));
    expect(page).toContain('aria-label="Quantity of Sharkblades"');
  });

  it('adds the same variant listed twice into one line of at most 99, and applies ?discount=', async () => {
    const shopper = client('/en');
    await shopper.send('/en/cart/40000000000001:60,40000000000001:60?discount=OCEAN10');
    const cart = onlyCart();
    // 99 asked for; the mock has 36 in stock.
    expect(cart.lines).toMatchObject([{ variantId: '40000000000001', quantity: 36 }]);
    expect(cart.discountCodes).toEqual(['OCEAN10']);
  });

  it('goes straight to checkout with ?checkout', async () => {
    const shopper = client('/en');
    const response = await shopper.send('/en/cart/40000000000001:1?checkout');
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/\/checkouts\/cn\//);
    expect(location).toContain(onlyCart().token);
  });

  it('refuses malformed lines with 400 and a message, and leaves the existing cart alone', async () => {
    const shopper = client('/en');
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
      const response = await shopper.send(`/en/cart/${lines}`);
      expect(response.status, lines).toBe(400);
      expect(await text(response)).toContain('This cart link is not valid');
    }
    expect((await shopper.send('/en/cart/40000000000001:1?discount=%3Cx%3E')).status).toBe(400);
    expect(state.carts.get(cart.token)).toEqual(before);
    expect(state.carts.size).toBe(1);
  });

  it('refuses an unknown or sold-out variant with 400 and Shopify’s meaning', async () => {
    const shopper = client('/en');
    const unknown = await shopper.send('/en/cart/1:1');
    expect(unknown.status).toBe(400);
    expect(await text(unknown)).toContain('Invalid item data provided.');
    const soldOut = await shopper.send('/en/cart/40000000000013:1');
    expect(soldOut.status).toBe(400);
    expect(await text(soldOut)).toContain('already sold out');
    expect(state.carts.size).toBe(0);
  });
});

describe('/en/cart/{variantId}:{qty} when the cart already has items (issue 30)', () => {
  const LINK = '/en/cart/40000000000017:1,40000000000001:3?discount=OCEAN10';

  async function withCart(quantity = '2') {
    const shopper = client('/en');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity });
    const cart = onlyCart();
    return { shopper, cart, before: structuredClone(cart) };
  }
  // As a browser posts the page's form: same origin (React Router compares Origin with Host too).
  const choose = (shopper: ReturnType<typeof client>, choice: string, link = LINK) =>
    shopper.post(link, { choice }, { Origin: 'http://localhost:8787', Host: 'localhost:8787' });

  it('shows what the link would do, with three choices, and changes nothing until one is made', async () => {
    const { shopper, cart, before } = await withCart();
    const response = await shopper.send(LINK);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await text(response);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Your cart already has items');
    // The link's lines and the cart's, by name.
    expect(html).toMatch(/1 × Black Ghost/);
    expect(html).toMatch(/3 × Sharkblades/);
    expect(html).toMatch(/2 × Sharkblades/);
    expect(html).toContain('OCEAN10');
    // One form posting to the link itself, query kept.
    const form = /<form[^>]* action="(\/en\/cart\/[^"]*)" method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[1]).toBe(LINK.replace('&', '&amp;'));
    const buttons = [...form![2]!.matchAll(/<button[^>]*>/g)]
      .filter(([tag]) => tag.includes(' name="choice"'))
      .map(([tag]) => / value="(\w+)"/.exec(tag)?.[1]);
    expect(buttons.sort()).toEqual(['add', 'keep', 'replace']);
    expect(state.carts.size).toBe(1);
    expect(state.carts.get(cart.token)).toEqual(before);
  });

  it('replace: a new cart with exactly the link’s lines and code, then /cart', async () => {
    const { shopper, cart } = await withCart();
    const response = await choose(shopper, 'replace');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    const made = [...state.carts.values()].find((c) => c.token !== cart.token)!;
    expect(made.lines).toMatchObject([
      { variantId: '40000000000017', quantity: 1 },
      { variantId: '40000000000001', quantity: 3 },
    ]);
    expect(made.discountCodes).toEqual(['OCEAN10']);
    expect(sessionCartId(shopper.jar.get('session'))).toContain(made.token);
  });

  it('add: the link’s lines join the same cart, the code joins its codes', async () => {
    const { shopper, cart } = await withCart('30');
    const response = await choose(shopper, 'add', '/en/cart/40000000000017:1,40000000000001:80?discount=OCEAN10');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(onlyCart().token).toBe(cart.token);
    const lines = Object.fromEntries(onlyCart().lines.map((l) => [l.variantId, l.quantity]));
    // 30 + 80 asked for: Shopify stops at the 36 the mock has in stock (a line over 99 would be set to 99).
    expect(lines['40000000000001']).toBe(36);
    expect(lines['40000000000017']).toBe(1);
    expect(onlyCart().discountCodes).toEqual(['OCEAN10']);
    expect(await text(await shopper.send('/en/cart'))).toContain('Discount code OCEAN10 applied');
  });

  it('keep: the cart as it was, no code, and /cart says so once', async () => {
    const { shopper, cart, before } = await withCart();
    const response = await choose(shopper, 'keep');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(state.carts.size).toBe(1);
    expect(state.carts.get(cart.token)).toEqual(before);
    expect(await text(await shopper.send('/en/cart'))).toContain('Your cart was kept as it was.');
    expect(await text(await shopper.send('/en/cart'))).not.toContain('Your cart was kept as it was.');
  });

  it('goes on to checkout after the choice when the link says ?checkout', async () => {
    const { shopper, cart } = await withCart();
    const response = await choose(shopper, 'add', '/en/cart/40000000000017:1?checkout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/checkouts\/cn\//);
    expect(response.headers.get('location')).toContain(cart.token);
    expect(onlyCart().lines).toHaveLength(2);
  });

  it('refuses an unknown choice with 400 and a message, and one sent from another site with 403', async () => {
    const { shopper, cart, before } = await withCart();
    for (const choice of ['', 'ADD', 'delete', 'x'.repeat(300)]) {
      const response = await choose(shopper, choice);
      expect(response.status, choice).toBe(400);
      expect(await text(response)).toContain('Choose what the cart link should do');
    }
    const bad = await shopper.post('/en/cart/40000000000001:0', { choice: 'replace' });
    expect(bad.status).toBe(400);
    const unknown = await choose(shopper, 'add', '/en/cart/1:1');
    expect(unknown.status).toBe(400);
    expect(await text(unknown)).toContain('Invalid item data provided.');
    const crossSite = await shopper.post(LINK, { choice: 'replace' }, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    // Without a cart: the page that shows the refusal does not follow the link itself.
    expect((await choose(client('/en'), 'x')).status).toBe(400);
    expect(state.carts.size).toBe(1);
    expect(state.carts.get(cart.token)).toEqual(before);
  });

  it('refuses a link to an unknown variant before asking', async () => {
    const { shopper } = await withCart();
    const response = await shopper.send('/en/cart/1:1');
    expect(response.status).toBe(400);
    expect(await text(response)).toContain('Invalid item data provided.');
  });

  it('asks nothing when the cart is empty: the link fills it', async () => {
    const shopper = client('/en');
    await shopper.send('/en/discount/OCEAN10');
    const response = await shopper.send('/en/cart/40000000000017:1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
  });

  it('answers 503 and keeps the cart when the cart cannot be read', async () => {
    const { shopper, cart, before } = await withCart();
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await shopper.send(LINK);
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(response.status).toBe(503);
    expect(state.carts.size).toBe(1);
    expect(state.carts.get(cart.token)).toEqual(before);
    expect(sessionCartId(shopper.jar.get('session'))).toContain(cart.token);
  });
});
