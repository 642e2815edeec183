import { describe, expect, it, vi } from 'vitest';
import type { ProductCardFragment } from 'storefrontapi.generated';
import { UpstreamFaults } from '~/lib/http/upstream.server';
import { kitProducts } from './recommendations.server';

const card = (handle: string) =>
  ({
    id: `gid://shopify/Product/${handle}`,
    handle,
    title: handle,
    availableForSale: true,
    featuredImage: null,
    priceRange: { minVariantPrice: { amount: '10.0', currencyCode: 'CHF' } },
  }) as unknown as ProductCardFragment;

describe('kitProducts (the recommendations of the product page’s query)', () => {
  it('takes complementary products first, then related ones, without the product itself', () => {
    const faults = new UpstreamFaults();
    const found = { complementary: [card('a'), card('page')], related: [card('a'), card('b')] };
    expect(kitProducts({ upstreamFaults: faults }, 'page', found).map((p) => p.handle)).toEqual(['a', 'b']);
    expect(faults.met).toEqual([]);
  });

  it('shows no cards, and notes the fault, when only the recommendations’ fields failed', () => {
    const faults = new UpstreamFaults();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const found = { complementary: null, related: [card('b')], errors: [{ message: 'boom', path: ['complementary'] }] };
    expect(kitProducts({ upstreamFaults: faults }, 'page', found)).toEqual([]);
    expect(faults.met).toEqual(['storefront']);
  });
});
