// Shopify's storefront filtering over a list of products (a collection's `products(filters:)`,
// `search(productFilters:)`) and the facets it answers with (`filters`, `productFilters`).
// Filters of different kinds combine with AND, values of one kind with OR (Shopify's rule). The
// variant-level ones (availability, price, option values) must hold for one and the same variant.
// A facet value's count is the number of products it would leave with the other kinds' filters
// applied, so choosing a second size never makes the first size's count drop to its own.
// Facets come in Shopify's shape: filter.v.availability, filter.v.price (PRICE_RANGE),
// filter.p.product_type, filter.p.vendor, filter.v.option.<name>, filter.p.tag.
// Labels are in the query's language; ids and inputs stay in the primary one, and an input's option
// or product type may be named in any of the shop's languages (docs/decisions/mock-upstreams.md).
import { GraphQLError } from 'graphql';
import type { StorefrontContext } from './context';
import { PUBLISHED_LANGUAGES, type ShopLanguage } from './languages';
import { filterLabel, optionName, optionValue, productTypeName } from './localize';
import { handleize } from './seed/random';
import { priceInMarket, minorUnitsPerMajor } from './money';
import type { SeedProduct, SeedVariant } from './seed/types';

type VariantTest = (variant: SeedVariant) => boolean;
type ProductTest = (product: SeedProduct) => boolean;

/** One kind of filter and the values asked for (any of them will do). */
interface Group {
  key: string;
  level: 'variant' | 'product';
  tests: (VariantTest | ProductTest)[];
}

export interface ProductFilters {
  groups: Group[];
}

interface FilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  variantOption?: { name: string; value: string } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  [other: string]: unknown;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** `given` names `primary` in one of the shop's languages. */
const names = (primary: string, given: string, inLanguage: (text: string, language: ShopLanguage) => string) =>
  PUBLISHED_LANGUAGES.some((language) => same(inLanguage(primary, language), given));

function priceOf(variant: SeedVariant, ctx: StorefrontContext) {
  return priceInMarket(variant.price, ctx.country) / minorUnitsPerMajor(ctx.country.currency.isoCode);
}

/** Parses `filters: [ProductFilter!]`; kinds the mock's shop has not set up are refused by name. */
export function parseFilters(input: unknown, ctx: StorefrontContext): ProductFilters {
  const groups = new Map<string, Group>();
  const add = (key: string, level: Group['level'], test: VariantTest | ProductTest) => {
    const group = groups.get(key) ?? { key, level, tests: [] };
    group.tests.push(test);
    groups.set(key, group);
  };
  for (const filter of (Array.isArray(input) ? input : []) as FilterInput[]) {
    for (const [kind, value] of Object.entries(filter)) {
      if (value === null || value === undefined) continue;
      if (kind === 'available') add('available', 'variant', (v: SeedVariant) => v.quantityAvailable > 0 === value);
      else if (kind === 'price') {
        const { min, max } = value as { min?: number | null; max?: number | null };
        add('price', 'variant', (v: SeedVariant) => {
          const price = priceOf(v, ctx);
          return (min == null || price >= min) && (max == null || price <= max);
        });
      } else if (kind === 'variantOption') {
        const { name, value: wanted } = value as { name: string; value: string };
        add(`option:${name.toLowerCase()}`, 'variant', (v: SeedVariant) =>
          v.selectedOptions.some((o) => names(o.name, name, optionName) && names(o.value, wanted, optionValue)),
        );
      } else if (kind === 'productType') {
        add('productType', 'product', (p: SeedProduct) => names(p.productType, String(value), productTypeName));
      } else if (kind === 'productVendor') {
        add('vendor', 'product', (p: SeedProduct) => same(p.vendor, String(value)));
      } else if (kind === 'tag') {
        add('tag', 'product', (p: SeedProduct) => p.tags.some((t) => same(t, String(value))));
      } else {
        throw new GraphQLError(`The mock shop has no ${kind} filter set up in Search & Discovery.`);
      }
    }
  }
  return { groups: [...groups.values()] };
}

/** Which of `groups` each variant satisfies, as a bit mask, and whether product-level ones hold. */
function evaluate(product: SeedProduct, groups: Group[]) {
  let productMask = 0;
  const variantMasks = product.variants.map(() => 0);
  groups.forEach((group, bit) => {
    if (group.level === 'product') {
      if ((group.tests as ProductTest[]).some((test) => test(product))) productMask |= 1 << bit;
      return;
    }
    product.variants.forEach((variant, i) => {
      if ((group.tests as VariantTest[]).some((test) => test(variant))) variantMasks[i]! |= 1 << bit;
    });
  });
  return { productMask, variantMasks };
}

const levelMask = (groups: Group[], level: Group['level']) =>
  groups.reduce((mask, g, bit) => (g.level === level ? mask | (1 << bit) : mask), 0);

export function applyFilters(products: readonly SeedProduct[], filters: ProductFilters): readonly SeedProduct[] {
  const { groups } = filters;
  if (groups.length === 0) return products;
  const productBits = levelMask(groups, 'product');
  const variantBits = levelMask(groups, 'variant');
  return products.filter((product) => {
    const { productMask, variantMasks } = evaluate(product, groups);
    return (
      (productMask & productBits) === productBits && variantMasks.some((mask) => (mask & variantBits) === variantBits)
    );
  });
}

interface Dimension {
  id: string;
  label: string;
  type: 'LIST' | 'PRICE_RANGE';
  /** The active group it answers to. */
  group: string;
  level: 'variant' | 'product';
  /** A variant's value in this dimension (variant level). */
  variantValue?: (variant: SeedVariant) => string | undefined;
  /** A product's values in this dimension (product level). */
  productValues?: (product: SeedProduct) => readonly string[];
  input: (value: string) => Record<string, unknown>;
  labelOf?: (value: string) => string;
  order?: (a: string, b: string) => number;
}

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function dimensions(products: readonly SeedProduct[], language: ShopLanguage): Dimension[] {
  const optionNames = new Set<string>();
  for (const product of products) for (const option of product.options) optionNames.add(option.name);
  optionNames.delete('Title');
  return [
    {
      id: 'filter.v.availability',
      label: filterLabel('availability', language),
      type: 'LIST',
      group: 'available',
      level: 'variant',
      variantValue: (v) => (v.quantityAvailable > 0 ? '1' : '0'),
      input: (value) => ({ available: value === '1' }),
      labelOf: (value) => filterLabel(value === '1' ? 'inStock' : 'outOfStock', language),
      order: (a, b) => b.localeCompare(a),
    },
    {
      id: 'filter.v.price',
      label: filterLabel('price', language),
      type: 'PRICE_RANGE',
      group: 'price',
      level: 'variant',
      input: () => ({}),
    },
    {
      id: 'filter.p.product_type',
      label: filterLabel('productType', language),
      type: 'LIST',
      group: 'productType',
      level: 'product',
      productValues: (p) => [p.productType],
      input: (value) => ({ productType: value }),
      labelOf: (value) => productTypeName(value, language),
    },
    {
      id: 'filter.p.vendor',
      label: filterLabel('brand', language),
      type: 'LIST',
      group: 'vendor',
      level: 'product',
      productValues: (p) => [p.vendor],
      input: (value) => ({ productVendor: value }),
    },
    ...[...optionNames].sort(natural).map((name): Dimension => ({
      id: `filter.v.option.${name.toLowerCase()}`,
      label: optionName(name, language),
      type: 'LIST',
      group: `option:${name.toLowerCase()}`,
      level: 'variant',
      variantValue: (v) => v.selectedOptions.find((o) => o.name === name)?.value,
      input: (value) => ({ variantOption: { name: name.toLowerCase(), value } }),
      labelOf: (value) => optionValue(value, language),
    })),
    {
      id: 'filter.p.tag',
      label: filterLabel('tag', language),
      type: 'LIST',
      group: 'tag',
      level: 'product',
      productValues: (p) => p.tags,
      input: (value) => ({ tag: value }),
    },
  ];
}

/** Per dimension: each value's count (every value of the list, so a value that leaves nothing shows 0). */
function tally(
  products: readonly SeedProduct[],
  dims: Dimension[],
  eligibility: (dim: Dimension, p: number) => number[] | null,
) {
  const counts = dims.map(() => new Map<string, number>());
  const max = dims.map(() => 0);
  const seen = new Set<string>();
  products.forEach((product, p) => {
    dims.forEach((dim, d) => {
      const tally = counts[d]!;
      if (dim.productValues) for (const value of dim.productValues(product)) if (!tally.has(value)) tally.set(value, 0);
      if (dim.variantValue) {
        for (const variant of product.variants) {
          const value = dim.variantValue(variant);
          if (value !== undefined && !tally.has(value)) tally.set(value, 0);
        }
      }
      const eligible = eligibility(dim, p);
      if (eligible !== null && eligible.length === 0) return;
      seen.clear();
      if (dim.productValues) for (const value of dim.productValues(product)) seen.add(value);
      for (let i = 0; i < product.variants.length; i++) {
        if (eligible !== null && !eligible.includes(i)) continue;
        const variant = product.variants[i]!;
        if (dim.type === 'PRICE_RANGE') max[d] = Math.max(max[d]!, Math.round(Number(variant.price) * 100));
        const value = dim.variantValue?.(variant);
        if (value !== undefined) seen.add(value);
      }
      for (const value of seen) tally.set(value, tally.get(value)! + 1);
    });
  });
  return { counts, max };
}

/** The facets of `products` (the unfiltered list) with `filters` applied, as Shopify's `filters`. */
export function facets(products: readonly SeedProduct[], filters: ProductFilters, ctx: StorefrontContext) {
  const { groups } = filters;
  const dims = dimensions(products, ctx.languageCode);
  const evaluated = products.map((product) => (groups.length > 0 ? evaluate(product, groups) : null));
  const variantBits = levelMask(groups, 'variant');
  const productBits = levelMask(groups, 'product');
  // Which variants count for a dimension: those that meet every other kind's filters (null: all).
  // Dimensions without a filter of their own share one answer per product.
  const ownMask = new Map(
    dims.map((dim) => [dim, groups.reduce((m, g, bit) => (g.key === dim.group ? m | (1 << bit) : m), 0)]),
  );
  let answers = new Map<number, number[]>();
  let answered = -1;
  const eligibility = (dim: Dimension, p: number): number[] | null => {
    const state = evaluated[p];
    if (!state) return null;
    if (answered !== p) {
      answers = new Map();
      answered = p;
    }
    const own = ownMask.get(dim)!;
    let answer = answers.get(own);
    if (!answer) {
      const need = variantBits & ~own;
      answer =
        (state.productMask & productBits & ~own) !== (productBits & ~own)
          ? []
          : state.variantMasks.flatMap((mask, i) => ((mask & need) === need ? [i] : []));
      answers.set(own, answer);
    }
    return answer;
  };
  const { counts, max } = tally(products, dims, eligibility);
  const currency = ctx.country.currency.isoCode;
  return dims.map((dim, d) => {
    if (dim.type === 'PRICE_RANGE') {
      const highest = priceInMarket((max[d]! / 100).toFixed(2), ctx.country) / minorUnitsPerMajor(currency);
      return {
        id: dim.id,
        label: dim.label,
        type: dim.type,
        presentation: null,
        values: [
          {
            id: dim.id,
            label: dim.label,
            count: 0,
            input: JSON.stringify({ price: { min: 0, max: max[d] === 0 ? 0 : highest } }),
            image: null,
            swatch: null,
          },
        ],
      };
    }
    const tally = counts[d]!;
    if (dim.id === 'filter.v.availability') for (const value of ['1', '0']) if (!tally.has(value)) tally.set(value, 0);
    return {
      id: dim.id,
      label: dim.label,
      type: dim.type,
      presentation: 'TEXT',
      values: [...tally.keys()].sort(dim.order ?? natural).map((value) => ({
        id: `${dim.id}.${dim.id === 'filter.v.availability' ? value : handleize(value)}`,
        label: dim.labelOf?.(value) ?? value,
        count: tally.get(value)!,
        input: JSON.stringify(dim.input(value)),
        image: null,
        swatch: null,
      })),
    };
  });
}
