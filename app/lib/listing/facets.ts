// Shopify's `filters` (the facets of a collection's products, with counts) as the listing's filter
// panel shows them, the chosen filters as removable chips, and the check that every chosen filter
// is one the list offers. Only availability, price, product type and the options are offered:
// vendor and tag facets are not the shop's (docs/decisions/listings.md).
import { formatMoney } from '~/lib/catalogue/money';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { PARAM, toSearch, type Pair } from './url';

/** What the Storefront API answers in `products { filters { … } }`. */
export interface ShopifyFilter {
  id: string;
  label: string;
  type: string;
  values: { id: string; label: string; count: number; input: unknown }[];
}

export interface FacetValue {
  label: string;
  value: string;
  count: number;
  checked: boolean;
}

export type Facet =
  | { kind: 'list'; id: string; label: string; param: string; values: FacetValue[] }
  | { kind: 'price'; id: string; label: string; min: string; max: string; bound: number; currency: string };

export interface ActiveFilter {
  label: string;
  href: string;
}

function parsed(input: unknown): Record<string, unknown> | null {
  try {
    const value = typeof input === 'string' ? (JSON.parse(input) as unknown) : input;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A facet value's URL pair, from its Storefront filter input; null for kinds the shop does not offer. */
function pairOf(input: unknown): Pair | null {
  const value = parsed(input);
  if (!value) return null;
  if (typeof value.available === 'boolean') return [PARAM.availability, value.available ? '1' : '0'];
  if (typeof value.productType === 'string') return [PARAM.productType, value.productType];
  const option = value.variantOption as { name?: unknown; value?: unknown } | undefined;
  if (typeof option?.name === 'string' && typeof option.value === 'string') {
    return [`${PARAM.option}${option.name.toLowerCase()}`, option.value];
  }
  return null;
}

const has = (filters: readonly Pair[], [name, value]: Pair) => filters.some(([n, v]) => n === name && v === value);
const priceParam = (name: string) => name === PARAM.priceMin || name === PARAM.priceMax;

/** The panel's facets: Shopify's order, a list facet with a single value only when it is chosen. */
export function facetsOf(shopify: readonly ShopifyFilter[], filters: readonly Pair[], currency: string): Facet[] {
  const facets: Facet[] = [];
  for (const filter of shopify) {
    if (filter.type === 'PRICE_RANGE') {
      const range = parsed(filter.values[0]?.input)?.price as { max?: unknown } | undefined;
      const chosen = (name: string) => filters.find(([n]) => n === name)?.[1] ?? '';
      const bound = typeof range?.max === 'number' ? Math.ceil(range.max) : 0;
      facets.push({
        kind: 'price',
        id: filter.id,
        label: filter.label,
        min: chosen(PARAM.priceMin),
        max: chosen(PARAM.priceMax),
        bound,
        currency,
      });
      continue;
    }
    const values = filter.values.flatMap((value) => {
      const pair = pairOf(value.input);
      return pair ? [{ pair, value }] : [];
    });
    const param = values[0]?.pair[0];
    if (!param || values.some(({ pair }) => pair[0] !== param)) continue;
    const shown = values.map(({ pair, value }) => ({
      label: value.label,
      value: pair[1],
      count: value.count,
      checked: has(filters, pair),
    }));
    if (shown.length < 2 && !shown.some((v) => v.checked)) continue;
    facets.push({ kind: 'list', id: filter.id, label: filter.label, param, values: shown });
  }
  return facets;
}

/** The first chosen filter the list's facets do not offer (its name as the shopper wrote it), or null. */
export function unofferedFilter(shopify: readonly ShopifyFilter[], filters: readonly Pair[]): string | null {
  const offered = new Set<string>();
  for (const filter of shopify) {
    if (filter.type === 'PRICE_RANGE') offered.add('price');
    for (const value of filter.values) {
      const pair = pairOf(value.input);
      if (pair) offered.add(pair[0]);
    }
  }
  const missing = filters.find(([name]) => !offered.has(priceParam(name) ? 'price' : name));
  if (!missing) return null;
  return missing[0].startsWith(PARAM.option) ? missing[0].slice(PARAM.option.length) : missing[0];
}

/** The chips' words, in the page's language. */
export type ChipWords = Pick<Messages['listing'], 'chip' | 'priceAtLeast' | 'priceAtMost'>;

function chipLabel([name, value]: Pair, facets: readonly Facet[], currency: string, words: ChipWords): string {
  const price = () => formatMoney({ amount: value, currencyCode: currency });
  if (name === PARAM.priceMin) return format(words.priceAtLeast, { price: price() });
  if (name === PARAM.priceMax) return format(words.priceAtMost, { price: price() });
  const facet = facets.find((f) => f.kind === 'list' && f.param === name);
  const label = facet?.kind === 'list' ? facet.values.find((v) => v.value === value)?.label : undefined;
  if (!facet || !label) return value;
  return name.startsWith(PARAM.option) ? format(words.chip, { facet: facet.label, value: label }) : label;
}

/** Each chosen filter as a chip whose link is the same listing without it (first page). */
export function activeFilters(
  pathname: string,
  base: readonly Pair[],
  filters: readonly Pair[],
  facets: readonly Facet[],
  currency: string,
  words: ChipWords,
): ActiveFilter[] {
  return filters.map((pair) => ({
    label: chipLabel(pair, facets, currency, words),
    href: pathname + toSearch(base.filter(([name, value]) => name !== pair[0] || value !== pair[1])),
  }));
}
