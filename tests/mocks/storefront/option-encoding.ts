// Shopify's encoding of a product's option value combinations (Product.encodedVariantExistence
// and encodedVariantAvailability), version 1: a trie over option value positions. Written from the
// Storefront API's description of the format: `:` goes one option deeper, `,` ends a prefix, a
// space separates values of the last option and `-` gives a range of them; the string starts v1_.
import type { SeedProduct, SeedVariant } from './seed/types';

type Trie = Map<number, Trie>;

/** The positions of a variant's option values in the product's option value lists. */
function positions(product: SeedProduct, variant: SeedVariant): number[] | null {
  const out: number[] = [];
  for (const option of product.options) {
    const value = variant.selectedOptions.find((o) => o.name === option.name)?.value;
    const index = value === undefined ? -1 : option.values.indexOf(value);
    if (index < 0) return null;
    out.push(index);
  }
  return out;
}

/** The last option's values: sorted, runs as `a-b`, separated by spaces. */
function encodeLeaves(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    runs.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(' ');
}

function encodeTrie(trie: Trie, depth: number, last: number): string {
  const keys = [...trie.keys()].sort((a, b) => a - b);
  if (depth === last) return encodeLeaves(keys);
  return keys.map((key) => `${key}:${encodeTrie(trie.get(key)!, depth + 1, last)},`).join('');
}

export function encodeCombinations(combinations: number[][], optionCount: number): string {
  if (optionCount === 0 || combinations.length === 0) return '';
  const root: Trie = new Map();
  for (const combination of combinations) {
    let node = root;
    for (const index of combination) {
      if (!node.has(index)) node.set(index, new Map());
      node = node.get(index)!;
    }
  }
  return `v1_${encodeTrie(root, 0, optionCount - 1)}`;
}

/** Every combination that has a variant (existence), or one that can be bought (availability). */
export function encodedVariants(product: SeedProduct, which: 'existence' | 'availability'): string {
  const combinations = product.variants
    .filter((v) => which === 'existence' || v.quantityAvailable > 0)
    .map((v) => positions(product, v))
    .filter((p): p is number[] => p !== null);
  return encodeCombinations(combinations, product.options.length);
}
