// The mock's option value encoding, checked against Shopify's own decoder (hydrogen-react's
// decodeEncodedVariant): what the mock answers is what a Hydrogen storefront reads.
import { decodeEncodedVariant } from '@shopify/hydrogen';
import { describe, expect, it } from 'vitest';
import { encodeCombinations, encodedVariants } from './storefront/option-encoding';
import { seed } from './storefront/seed';

describe('encodedVariantExistence / encodedVariantAvailability', () => {
  it('encodes the Storefront API documentation’s example the way it shows it', () => {
    const combos = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ];
    expect(encodeCombinations(combos, 3)).toBe('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,');
    expect(decodeEncodedVariant(encodeCombinations(combos, 3))).toEqual(combos);
  });

  it('encodes gaps and ranges in the last option', () => {
    expect(encodeCombinations([[0], [1], [2], [4], [6], [7]], 1)).toBe('v1_0-2 4 6-7');
  });

  it('round-trips every seed product through Shopify’s decoder', () => {
    for (const product of seed.products) {
      const existing = decodeEncodedVariant(encodedVariants(product, 'existence'));
      expect(existing).toHaveLength(product.variants.length);
      const available = decodeEncodedVariant(encodedVariants(product, 'availability'));
      expect(available).toHaveLength(product.variants.filter((v) => v.quantityAvailable > 0).length);
      for (const variant of product.variants) {
        const position = product.options.map((o) =>
          o.values.indexOf(variant.selectedOptions.find((s) => s.name === o.name)!.value),
        );
        expect(existing).toContainEqual(position);
      }
    }
  });
});
