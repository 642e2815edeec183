// Totals as shoppers read them (docs/decisions/cart.md): the cart's subtotal and total, on the /cart page and
// in the panel's data, and the Klarna page's order total show the same decimals as the lines beside
// them ("CHF 378.00" under "CHF 189.00"), never the Storefront API's decimal ("CHF 378.0").
import { describe, expect, it } from 'vitest';
import { client } from '../support/shopper';

const SHARKBLADES = 'gid://shopify/ProductVariant/40000000000001';
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '').replace(/\u00a0/g, ' ');
/** The summary's figures, in order (subtotal, …, total). */
const totals = (html: string) =>
  [...(/<dl[^>]*>(.*?)<\/dl>/s.exec(html)?.[1]?.matchAll(/<dd>(?:<strong>)?([^<]*)/g) ?? [])].map((m) => m[1]);

async function shopperWithCart(prefix: '' | '/fr' | '/en', country = 'CH') {
  const shopper = client(prefix);
  shopper.jar.set('shopify_country', country);
  expect((await shopper.cart({ intent: 'add', merchandiseId: SHARKBLADES, quantity: '2' })).status).toBe(303);
  return shopper;
}

describe('totals have the lines’ decimals', () => {
  it.each([
    ['', 'CHF 378.00', 'CHF 189.00'],
    ['/fr', 'CHF 378.00', 'CHF 189.00'],
    ['/en', 'CHF 378.00', 'CHF 189.00'],
  ] as const)('the cart page at "%s": %s under lines of %s', async (prefix, total, price) => {
    const shopper = await shopperWithCart(prefix);
    const page = await text(await shopper.send(`${prefix}/cart`));
    expect(page).toContain(price);
    expect(totals(page)).toEqual([total, total]);
    expect(page).not.toMatch(/CHF \d+\.\d(?!\d)/);
  });

  it('a discount keeps two decimals in every figure', async () => {
    const shopper = await shopperWithCart('/en');
    await shopper.cart({ intent: 'discount', discountCode: 'OCEAN10' });
    const figures = totals(await text(await shopper.send('/en/cart')));
    expect(figures.length).toBeGreaterThanOrEqual(3);
    for (const figure of figures) expect(figure).toMatch(/\d\.\d\d$/);
  });

  it('the Klarna page’s order total matches its lines (EUR, de-DE)', async () => {
    const shopper = await shopperWithCart('/en', 'DE');
    const page = await text(await shopper.send('/en/checkout/klarna'));
    const amounts = [...page.matchAll(/(\d[\d.]*,\d+) €/g)].map((m) => m[1]!);
    expect(amounts.length).toBeGreaterThanOrEqual(2);
    for (const amount of amounts) expect(amount).toMatch(/,\d\d$/);
  });
});
