import { describe, expect, it } from 'vitest';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { formatMoney } from './money';
import { productCards } from './product-cards.server';

const card = (amount: string, currencyCode: string) =>
  ({
    id: 'gid://shopify/Product/1',
    handle: 'sharkblades',
    title: 'Sharkblades',
    availableForSale: false,
    featuredImage: null,
    priceRange: { minVariantPrice: { amount, currencyCode } },
  }) as unknown as ProductCardFragment;

describe('productCards', () => {
  it.each([
    ['189.0', 'CHF'],
    ['1234.5', 'EUR'],
    ['18900', 'JPY'],
  ])('formats %s %s as the card shows it, and keeps only what the card shows', (amount, currencyCode) => {
    const [product] = productCards([card(amount, currencyCode)]);
    expect(product!.fromPrice).toBe(formatMoney({ amount, currencyCode }));
    expect(product!.fromPrice).not.toBe('');
    expect(product).toEqual({
      id: 'gid://shopify/Product/1',
      handle: 'sharkblades',
      title: 'Sharkblades',
      featuredImage: null,
      fromPrice: product!.fromPrice,
      soldOut: true,
      rating: null,
    });
  });
});
