import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from './types';
import { buildCartView, cartErrorView } from './view';

const money = { amount: '10.0', currencyCode: 'CHF' as const };
const line = (id: string, variant: string): CartLine => ({
  id,
  quantity: 1,
  attributes: [],
  cost: { totalAmount: money, amountPerQuantity: money, compareAtAmountPerQuantity: null },
  merchandise: {
    id: variant,
    availableForSale: true,
    title: 'Default Title',
    sku: null,
    image: null,
    price: money,
    product: {
      handle: 'sharkblades',
      title: 'Sharkblades',
      id: 'gid://shopify/Product/1',
      vendor: 'Sharkblades',
      variants: { nodes: [] },
    },
    selectedOptions: [],
  },
});
const cart = (lines: CartLine[]): Cart => ({
  id: 'gid://shopify/Cart/1',
  updatedAt: '2026-11-01T00:00:00Z',
  checkoutUrl: 'https://shop.example/checkouts/1',
  totalQuantity: lines.length,
  buyerIdentity: { countryCode: 'CH', email: null, phone: null },
  lines: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: lines },
  delivery: { addresses: [] },
  cost: { subtotalAmount: money, totalAmount: money, totalDutyAmount: null, totalTaxAmount: null },
  note: null,
  attributes: [],
  discountCodes: [],
  appliedGiftCards: [],
  discountAllocations: [],
  deliveryGroups: { nodes: [] },
});
const market = { country: 'CH', klarna: true };

describe('buildCartView', () => {
  it('marks exactly the lines whose variant ships from Switzerland', () => {
    const model = buildCartView(cart([line('a', 'v1'), line('b', 'v2')]), new Set(['v2']), market);
    expect(model).toMatchObject({ view: 'ready', country: 'CH', klarna: true });
    expect(model.cart?.lines.nodes.map((l) => [l.id, l.shipsFromSwitzerland])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('is the empty view without a cart, and the error view when the cart could not be read', () => {
    expect(buildCartView(null, new Set(), market)).toEqual({ view: 'ready', cart: null, ...market });
    expect(cartErrorView({ country: 'US', klarna: false })).toEqual({
      view: 'error',
      cart: null,
      country: 'US',
      klarna: false,
    });
  });
});
