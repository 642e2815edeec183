// Issue 14's last cart pieces through the built worker: accept-language on every Storefront call,
// replace lines, the shipping address, lines paged by 250, and Shopify answers that lack their
// data (spec §7, §8, §9).
import { describe, expect, it } from 'vitest';
import { setFault } from '../mocks/faults';
import { nextId, state, type RecordedRequest } from '../mocks/state';
import { client, sessionCartId } from '../support/shopper';
import { STORE } from '../support/env';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from '../mocks/config';

const SIZE_246 = 'gid://shopify/ProductVariant/40000000000001';
const SIZE_254 = 'gid://shopify/ProductVariant/40000000000003';
const GOALIE_288 = 'gid://shopify/ProductVariant/40000000000014';
const GOALIE_SOLD_OUT = 'gid://shopify/ProductVariant/40000000000013';

const storefrontCalls = () => state.requests.filter((r) => r.upstream === 'storefront');
const bodyOf = (r: RecordedRequest) => r.body as { query: string; variables: Record<string, unknown> };
const sent = (name: RegExp) => storefrontCalls().filter((r) => name.test(bodyOf(r).query));
/** Cart changes sent to Shopify (a refused document post still renders the page, which reads). */
const mutations = () => sent(/^\s*(#graphql\s*)?mutation\b/);

function onlyCart() {
  expect(state.carts.size).toBe(1);
  return [...state.carts.values()][0]!;
}

async function withLine(merchandiseId = SIZE_246, quantity = '2') {
  const shopper = client('/en');
  expect((await shopper.cart({ intent: 'add', merchandiseId, quantity })).status).toBe(303);
  const cart = onlyCart();
  const lineId = `gid://shopify/CartLine/${cart.lines[0]!.id}?cart=${cart.token}`;
  return { shopper, cart, lineId };
}

describe('accept-language on every Storefront call (spec §7)', () => {
  it('sends the shop language in the visitor’s market on catalogue, cart reads and cart changes', async () => {
    const { shopper, lineId } = await withLine();
    await shopper.cart({ intent: 'update', lineId, quantity: '3' });
    expect((await shopper.send('/en/shop/sharkblades')).status).toBe(200);
    expect((await shopper.send('/en/cart')).status).toBe(200);
    const calls = storefrontCalls();
    expect(calls.length).toBeGreaterThan(3);
    for (const call of calls) expect(call.headers['accept-language'], bodyOf(call).query.slice(0, 80)).toMatch(/^en/);
    for (const kind of [/mutation cartCreate/, /mutation cartLinesUpdate/, /query CartQuery/, /product\(handle/]) {
      expect(sent(kind).length, String(kind)).toBeGreaterThan(0);
      for (const call of sent(kind)) expect(call.headers['accept-language']).toBe('en-CH');
    }
  });

  it('follows the visitor’s market (Germany: en-DE)', async () => {
    const shopper = client('/en');
    shopper.jar.set('shopify_country', 'DE');
    expect((await shopper.cart({ intent: 'add', merchandiseId: SIZE_246 })).status).toBe(303);
    const create = sent(/mutation cartCreate/).at(-1)!;
    expect(create.headers['accept-language']).toBe('en-DE');
  });
});

describe('replace lines: another variant in the same line (spec §7)', () => {
  it('without JavaScript: 303, the line holds the new variant and keeps its quantity', async () => {
    const { shopper, lineId, cart } = await withLine();
    const response = await shopper.cart({ intent: 'replace', lineId, merchandiseId: SIZE_254 });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart');
    expect(onlyCart().lines).toMatchObject([{ id: cart.lines[0]!.id, variantId: '40000000000003', quantity: 2 }]);
    const update = bodyOf(sent(/mutation cartLinesUpdate/).at(-1)!);
    expect(update.variables.lines).toEqual([{ id: lineId, merchandiseId: SIZE_254 }]);
    const page = await (await shopper.send('/en/cart')).text();
    expect(page).toContain('Item changed');
    expect(page).toContain('254 mm / Single pair');
  });

  it('from a fetcher: data, with a quantity when one is given (above 99 becomes 99)', async () => {
    const { shopper, lineId } = await withLine();
    const response = await shopper.fetcherCart({ intent: 'replace', lineId, merchandiseId: SIZE_254, quantity: '4' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Item changed');
    expect(onlyCart().lines).toMatchObject([{ variantId: '40000000000003', quantity: 4 }]);
    await shopper.fetcherCart({ intent: 'replace', lineId, merchandiseId: SIZE_246, quantity: '500' });
    const update = bodyOf(sent(/mutation cartLinesUpdate/).at(-1)!);
    expect(update.variables.lines).toEqual([{ id: lineId, merchandiseId: SIZE_246, quantity: 99 }]);
  });

  it('refuses bad input before Shopify, and Shopify’s refusal leaves the line as it was', async () => {
    const { shopper, lineId } = await withLine(GOALIE_288, '1');
    const before = mutations().length;
    const refused: Record<string, string>[] = [
      { lineId, merchandiseId: 'gid://shopify/Product/1' },
      { lineId: 'line-1', merchandiseId: SIZE_254 },
      { lineId, merchandiseId: SIZE_254, quantity: '-1' },
      { merchandiseId: SIZE_254 },
    ];
    for (const fields of refused) {
      const response = await shopper.cart({ intent: 'replace', ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain('Invalid item data provided.');
    }
    expect(mutations().length).toBe(before);
    const soldOut = await shopper.fetcherCart({ intent: 'replace', lineId, merchandiseId: GOALIE_SOLD_OUT });
    expect(soldOut.status).toBe(400);
    expect(await soldOut.text()).toContain('is already sold out');
    expect(onlyCart().lines).toMatchObject([{ variantId: '40000000000014', quantity: 1 }]);
  });
});

describe('shipping address on the cart (spec §7)', () => {
  const address = {
    intent: 'delivery-address',
    countryCode: 'CH',
    firstName: 'Ana',
    lastName: 'Keller',
    address1: 'Seestrasse 12',
    city: 'Rapperswil-Jona',
    zip: '8640',
  };

  it('saves the address Shopify accepts (303 without JavaScript) and the cart reads it back', async () => {
    const { shopper } = await withLine();
    const response = await shopper.cart(address);
    expect(response.status).toBe(303);
    const saved = onlyCart().deliveryAddresses!;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      selected: true,
      address: { address1: 'Seestrasse 12', zip: '8640', countryCode: 'CH' },
    });
    const call = bodyOf(sent(/mutation cartDeliveryAddressesReplace/).at(-1)!);
    expect(call.variables.addresses).toEqual([
      {
        address: {
          deliveryAddress: {
            firstName: 'Ana',
            lastName: 'Keller',
            address1: 'Seestrasse 12',
            city: 'Rapperswil-Jona',
            zip: '8640',
            countryCode: 'CH',
          },
        },
        selected: true,
      },
    ]);
    const page = await (await shopper.send('/en/cart')).text();
    expect(page).toContain('Shipping address saved');
    expect(page).toContain('Seestrasse 12');
    expect(page).toMatch(/>Switzerland</); // the country's name, not its code
    // A second address replaces the first.
    await shopper.fetcherCart({ ...address, address1: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' });
    expect(onlyCart().deliveryAddresses!.map((a) => a.address.address1)).toEqual(['Bahnhofstrasse 1']);
  });

  it('refuses what the schema refuses (400 naming the field), before Shopify', async () => {
    const { shopper } = await withLine();
    const before = mutations().length;
    const cases: [Record<string, string>, string][] = [
      [{ address1: '' }, 'Address is required.'],
      [{ city: '   ' }, 'City is required.'],
      [{ countryCode: 'Switzerland' }, 'Country is required.'],
      [{ firstName: '<b>Ana</b>' }, 'First name cannot contain &lt; or &gt;.'],
      [{ address2: 'x'.repeat(256) }, 'Address line 2 is too long.'],
    ];
    for (const [change, message] of cases) {
      const response = await shopper.cart({ ...address, ...change });
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const noZip: Record<string, string> = { ...address };
    delete noZip.zip;
    const missing = await shopper.cart(noZip);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Postal code is required.');
    expect(mutations().length).toBe(before);
    expect(onlyCart().deliveryAddresses).toBeUndefined();
  });

  it('passes on Shopify’s verdict on the address (a postal code not of that country)', async () => {
    const { shopper } = await withLine();
    const response = await shopper.fetcherCart({ ...address, zip: '86400' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter a valid postal code for Switzerland.');
    expect(onlyCart().deliveryAddresses).toBeUndefined();
  });

  it('needs a cart: without one the spec’s message', async () => {
    const response = await client('/en').cart(address);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Client or Cart ID missing.');
    expect(state.carts.size).toBe(0);
  });
});

describe('lines paged by 250 (spec §7, §9)', () => {
  it('reads every line of a cart with 301 lines: one cart query and one page after it', async () => {
    const { shopper, cart } = await withLine(SIZE_246, '1');
    // 300 more lines through the mock's state (one variant, lines told apart by an attribute).
    const stored = state.carts.get(cart.token)!;
    for (let i = 0; i < 300; i += 1) {
      stored.lines.push({
        id: nextId(),
        variantId: '40000000000005',
        quantity: 1,
        attributes: [{ key: 'n', value: String(i) }],
      });
    }
    const before = storefrontCalls().length;
    const response = await shopper.send('/en/cart');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/aria-label="Remove Sharkblades"/g)?.length).toBe(301);
    const reads = storefrontCalls().slice(before);
    const first = reads.filter((r) => /query CartQuery/.test(bodyOf(r).query));
    const pages = reads.filter((r) => /query CartLinesPage/.test(bodyOf(r).query));
    expect(first).toHaveLength(1);
    expect(first[0]!.body).toMatchObject({ variables: { numCartLines: 250 } });
    expect(pages).toHaveLength(1);
    expect(bodyOf(pages[0]!).query).toContain('lines(first: 250, after: $after)');
    expect(typeof bodyOf(pages[0]!).variables.after).toBe('string');
  });
});

describe('Shopify answers without their data (spec §8)', () => {
  it('a change answered with neither cart nor userErrors: the mutation’s unknown error, 503, cart kept', async () => {
    const { shopper, lineId } = await withLine();
    const cartId = sessionCartId(shopper.jar.get('session'));
    setFault({ upstream: 'storefront', mode: 'no-cart' });
    const add = await shopper.fetcherCart({ intent: 'add', merchandiseId: SIZE_254 });
    expect(add.status).toBe(503);
    expect(await add.text()).toContain('The cartLinesAdd mutation failed due to an unknown error.');
    const update = await shopper.cart({ intent: 'update', lineId, quantity: '3' });
    expect(update.status).toBe(503);
    expect(await update.text()).toContain('The cartLinesUpdate mutation failed due to an unknown error.');
    // Without a cart the change is a cartCreate.
    const fresh = await client('/en').cart({ intent: 'add', merchandiseId: SIZE_246 });
    expect(fresh.status).toBe(503);
    expect(await fresh.text()).toContain('The cartCreate mutation failed due to an unknown error.');
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(sessionCartId(shopper.jar.get('session'))).toBe(cartId);
    expect(await (await shopper.send('/en/cart')).text()).toContain('aria-label="Remove Sharkblades"');
  });

  it('an answer missing its data: "an unknown error has occurred.", 503 for a change and the cart page', async () => {
    const { shopper, lineId } = await withLine();
    setFault({ upstream: 'storefront', mode: 'no-data' });
    const change = await shopper.fetcherCart({ intent: 'update', lineId, quantity: '3' });
    expect(change.status).toBe(503);
    expect(await change.text()).toContain('an unknown error has occurred.');
    const page = await shopper.send('/en/cart');
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('an unknown error has occurred.');
    expect(html).toContain('Error loading cart. Please try again.');
    setFault({ upstream: 'storefront', mode: 'none' });
    // The id was kept: the cart is there again once Shopify answers properly.
    expect(await (await shopper.send('/en/cart')).text()).toContain('aria-label="Remove Sharkblades"');
  });

  it('an outage is still the operation’s failure message with 503, never a lost cart', async () => {
    const { shopper, lineId } = await withLine();
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const update = await shopper.fetcherCart({ intent: 'update', lineId, quantity: '3' });
    expect(update.status).toBe(503);
    expect(await update.text()).toContain('Failed to update item quantity in cart');
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(onlyCart().lines[0]!.quantity).toBe(2);
    expect(await (await shopper.send('/en/cart')).text()).toContain('aria-label="Remove Sharkblades"');
  });
});

describe('the cart’s customer for identify (spec §6)', () => {
  const SIGN_IN = `mutation SignIn($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      userErrors { code field message }
    }
  }`;

  async function signIn(cartId: string, customerAccessToken: string) {
    const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN,
      },
      body: JSON.stringify({ query: SIGN_IN, variables: { cartId, buyerIdentity: { customerAccessToken } } }),
    });
    return ((await response.json()) as { data: { cartBuyerIdentityUpdate: { userErrors: { code: string }[] } } }).data
      .cartBuyerIdentityUpdate.userErrors;
  }

  it('the root loader names the customer only when the cart carries one', async () => {
    const { shopper } = await withLine();
    const before = await (await shopper.send('/faq')).text();
    expect(before).not.toContain('ana.keller@example.ch');
    const cartId = sessionCartId(shopper.jar.get('session'))!;
    expect(await signIn(cartId, 'not-a-token')).toEqual([expect.objectContaining({ code: 'INVALID' })]);
    expect(await (await shopper.send('/faq')).text()).not.toContain('ana.keller@example.ch');
    expect(await signIn(cartId, '5b1d0c3e9f8a47b2a6c4e0d1f2a3b4c5')).toEqual([]);
    const after = await (await shopper.send('/faq')).text();
    for (const text of ['gid://shopify/Customer/7100000000001', 'ana.keller@example.ch', 'Ana', 'Keller']) {
      expect(after).toContain(text);
    }
  });
});
