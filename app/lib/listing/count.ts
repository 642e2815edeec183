// How many products a listing holds (its heading: "48 products"). The Storefront API has no count
// on a collection; its facet counts do (docs/decisions/listings.md). Every product has exactly one vendor,
// and a vendor is never one of the listing's filters (docs/decisions/listings.md), so the vendor facet's
// counts, each with the chosen filters applied, add up to the filtered list. Without that facet,
// the product types' do when no type is chosen; a list that fits on one page counts itself.
import type { ShopifyFilter } from './facets';

const VENDOR = 'filter.p.vendor';
const PRODUCT_TYPE = 'filter.p.product_type';

const sum = (filter: ShopifyFilter | undefined) => filter?.values.reduce((total, value) => total + value.count, 0);

export function productCount(
  filters: readonly ShopifyFilter[],
  chosen: readonly (readonly [string, string])[],
  page: { shown: number; onePage: boolean },
): number | null {
  const vendor = sum(filters.find((filter) => filter.id === VENDOR));
  if (vendor !== undefined) return vendor;
  const typeChosen = chosen.some(([name]) => name === PRODUCT_TYPE);
  const types = typeChosen ? undefined : sum(filters.find((filter) => filter.id === PRODUCT_TYPE));
  if (types !== undefined) return types;
  return page.onePage ? page.shown : null;
}
