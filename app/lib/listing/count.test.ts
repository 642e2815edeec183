import { describe, expect, it } from 'vitest';
import { productCount } from './count';

const facet = (id: string, counts: number[]) => ({
  id,
  label: id,
  type: 'LIST',
  values: counts.map((count, i) => ({ id: `${id}.${i}`, label: String(i), count, input: '{}' })),
});

describe('productCount', () => {
  it('adds up the vendor facet: every product has one vendor', () => {
    const filters = [facet('filter.v.availability', [40, 9]), facet('filter.p.vendor', [30, 18])];
    expect(productCount(filters, [], { shown: 24, onePage: false })).toBe(48);
  });

  it('adds up the product types when none is chosen, else counts a single page', () => {
    const types = [facet('filter.p.product_type', [3, 2])];
    expect(productCount(types, [], { shown: 5, onePage: true })).toBe(5);
    const chosen = [['filter.p.product_type', 'Skate Blades']] as const;
    expect(productCount(types, chosen, { shown: 3, onePage: true })).toBe(3);
    expect(productCount(types, chosen, { shown: 24, onePage: false })).toBeNull();
  });
});
