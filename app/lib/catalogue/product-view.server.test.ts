import { describe, expect, it } from 'vitest';
import type { ProductQuery } from 'storefrontapi.generated';
import { productView } from './product-view.server';
import { SWITZERLAND_NOTICE } from './inventory.server';

type Product = NonNullable<ProductQuery['product']>;

const variant = (id: string, size: string, available = true) => ({
  id,
  title: size,
  sku: `SB-${size}`,
  availableForSale: available,
  selectedOptions: [{ name: 'Size', value: size }],
  price: { amount: '189.0', currencyCode: 'CHF' },
  compareAtPrice: null,
});

/** A Product answer as the Storefront query returns it: a new object each time it is called. */
const answer = (): Product =>
  ({
    id: 'gid://shopify/Product/1',
    handle: 'sharkblades',
    title: 'Sharkblades',
    vendor: 'Sharkblades',
    description: 'Exchangeable runners.',
    descriptionHtml: '<p>Exchangeable runners.</p>',
    seo: { title: null, description: null },
    options: [{ name: 'Size', optionValues: [{ name: '246 mm' }, { name: '254 mm' }] }],
    selectedOrFirstAvailableVariant: variant('v1', '246 mm'),
    variants: { nodes: [variant('v1', '246 mm'), variant('v2', '254 mm')] },
    media: { nodes: [] },
  }) as unknown as Product;

const input = { origin: 'https://shop.example', search: '', country: 'CH' };

describe('productView', () => {
  it('is made once per answer and address, and frozen', () => {
    const product = answer();
    const view = productView(product, null, input);
    expect(productView(product, null, { ...input })).toBe(view);
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.optionLinks[0]!.values[0])).toBe(true);
    // Another answer (a refreshed one, or another market's) gets its own view.
    expect(productView(answer(), null, input)).not.toBe(view);
  });

  it('follows the address: the shopper’s choice, the site and the country', () => {
    const product = answer();
    const primary = { shipsFromSwitzerlandVariantIds: [], primaryAvailableVariantIds: ['v2'] };
    // No choice in the address: the first variant that ships from the primary location.
    const first = productView(product, primary, input);
    expect(first.variant?.id).toBe('v2');
    // A choice: the variant Shopify's answer selected for it.
    expect(productView(product, primary, { ...input, search: '?Size=246+mm' }).variant?.id).toBe('v1');
    const us = productView(product, primary, { ...input, origin: 'https://us.example', country: 'US' });
    expect(us.details).toContain('https://us.example/shop/sharkblades');
    expect(first.details).toContain('https://shop.example/shop/sharkblades');
    // Klarna is offered in Switzerland, not in the US (docs/decisions/023).
    expect(first.notes).toContain('alt="Klarna"');
    expect(us.notes).not.toContain('alt="Klarna"');
  });

  it('is made again for another shipping answer', () => {
    const product = answer();
    const plain = productView(product, null, input);
    const swiss = { shipsFromSwitzerlandVariantIds: ['v1'], primaryAvailableVariantIds: [] };
    const shipped = productView(product, swiss, input);
    expect(plain.notice).toBeNull();
    expect(shipped.notice).toBe(SWITZERLAND_NOTICE);
    expect(productView(product, swiss, input)).toBe(shipped);
    expect(productView(product, null, input).notice).toBeNull();
  });
});
