import { describe, expect, it } from 'vitest';
import type { ProductQuery } from 'storefrontapi.generated';
import { en } from '~/lib/i18n/messages/en';
import { fr } from '~/lib/i18n/messages/fr';
import { localePath } from '~/lib/i18n/languages';
import { productView, variantImageFirst } from './product-view.server';

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

const input = {
  origin: 'https://shop.example',
  chosen: [],
  country: 'CH',
  messages: en,
  localePath: (path: string) => localePath('en', path),
  language: { locale: 'en-CH', description: en.seo.siteDescription, cardAlt: en.seo.socialCardAlt },
};

describe('productView', () => {
  it('follows the address: the shopper’s choice, the site and the country', () => {
    const product = answer();
    const primary = { shipsFromSwitzerlandVariantIds: [], primaryAvailableVariantIds: ['v2'] };
    // No choice in the address: the first variant that ships from the primary location.
    const first = productView(product, primary, input);
    expect(first.variant?.id).toBe('v2');
    // A choice: the variant Shopify's answer selected for it.
    expect(productView(product, primary, { ...input, chosen: [{ name: 'Size', value: '246 mm' }] }).variant?.id).toBe(
      'v1',
    );
    const onUs = { origin: 'https://us.example', country: 'US', localePath: (path: string) => path };
    const us = productView(product, primary, { ...input, ...onUs });
    expect(JSON.stringify(us.details.jsonLd)).toContain('https://us.example/shop/sharkblades');
    expect(JSON.stringify(first.details.jsonLd)).toContain('https://shop.example/en/shop/sharkblades');
    // The SKU shown is the variant's.
    expect(first.details.sku).toBe('SB-254 mm');
    // Klarna is offered in Switzerland, not in the US (docs/decisions/checkout-and-klarna.md).
    expect(first.notes.payments).toContain('klarna');
    expect(us.notes.payments).not.toContain('klarna');
  });

  it('notes shipping from Switzerland for a variant that ships from there', () => {
    const product = answer();
    const swiss = { shipsFromSwitzerlandVariantIds: ['v1'], primaryAvailableVariantIds: [] };
    expect(productView(product, null, input).notice).toBeNull();
    expect(productView(product, swiss, input).notice).toBe(en.cart.switzerlandNotice);
  });

  it('speaks the page’s language: notes, structured data and its links', () => {
    const french = productView(answer(), null, { ...input, messages: fr, localePath: (p) => localePath('fr', p) });
    const [shipping, returns] = french.notes.disclosures;
    expect(shipping).toMatchObject({ title: 'Livraison', href: '/fr/faq' });
    expect(shipping?.text).toMatch(/^Les articles en stock/);
    expect(returns).toMatchObject({ title: 'Retours', href: '/fr/legal/refund-policy' });
    expect(french.notes.paymentsLabel).toBe('Moyens de paiement');
    const breadcrumbs = JSON.stringify(french.details.jsonLd[1]);
    expect(breadcrumbs).toContain('"name":"Accueil","item":"https://shop.example/fr"');
    expect(breadcrumbs).toContain('"name":"Boutique","item":"https://shop.example/fr/shop"');
    expect(JSON.stringify(french.details.jsonLd[0])).toContain('"url":"https://shop.example/fr/shop/sharkblades"');
  });

  it('reads a frozen (shared) answer without changing it', () => {
    const product = Object.freeze(answer());
    Object.freeze(product.variants.nodes);
    const primary = { shipsFromSwitzerlandVariantIds: [], primaryAvailableVariantIds: ['v2'] };
    expect(productView(product, primary, input).variant?.id).toBe('v2');
    expect(product.variants.nodes.map((v) => v.id)).toEqual(['v1', 'v2']);
  });
});

describe('variantImageFirst', () => {
  const image = (path: string) => ({
    __typename: 'MediaImage' as const,
    id: path,
    alt: null,
    image: { url: `https://cdn.example${path}?width=1200`, altText: null, width: 1, height: 1 },
  });
  const media = [image('/a.jpg'), image('/b.jpg'), image('/c.jpg')] as unknown as Parameters<
    typeof variantImageFirst
  >[0];

  it('puts the variant’s image first, at any size, and keeps the rest in order', () => {
    const ids = (list: typeof media) => list.map((m) => (m as { id: string }).id);
    expect(ids(variantImageFirst(media, 'https://cdn.example/c.jpg'))).toEqual(['/c.jpg', '/a.jpg', '/b.jpg']);
    expect(ids(variantImageFirst(media, 'https://cdn.example/a.jpg?width=300'))).toEqual([
      '/a.jpg',
      '/b.jpg',
      '/c.jpg',
    ]);
    expect(variantImageFirst(media, 'https://cdn.example/elsewhere.jpg')).toBe(media);
    expect(variantImageFirst(media, undefined)).toBe(media);
  });
});
