// QueryRoot.productRecommendations over the seed, deterministic, in the query's language and market
// (productObject). Shopify's RELATED list is learnt from the shop's orders; COMPLEMENTARY is what the
// merchant set up in Search & Discovery, and empty without it. The mock stands in for both with the
// catalogue's own structure (docs/decisions/mock-upstreams.md):
// - RELATED: products that share collections and tags with the source, the same product type first;
// - COMPLEMENTARY: products that share a collection with the source but are of another type (a
//   blade goes with a holder and a care kit, not with another blade); none when nothing qualifies.
// Both: at most ten, never the source itself, ties in the seed's order. Memoised per catalogue.
import { catalogueIndex } from './catalogue-index';
import { parseGid } from './context';
import { seed } from './seed';
import type { SeedProduct } from './seed/types';

const LIMIT = 10;

function score(source: SeedProduct, candidate: SeedProduct, sourceCollections: Set<string>) {
  const index = catalogueIndex();
  const collections = (index.collectionsOfProduct.get(candidate.id) ?? []).filter((c) =>
    sourceCollections.has(c.id),
  ).length;
  const tags = candidate.tags.filter((tag) => source.tags.includes(tag)).length;
  return { collections, tags, sameType: candidate.productType === source.productType };
}

/** The recommended products for `source` and `intent` (RELATED by default, as in the schema). */
export function recommendedProducts(source: SeedProduct, intent: string): SeedProduct[] {
  const index = catalogueIndex();
  return index.memo(`recommendations:${intent}:${source.id}`, () => {
    const sourceCollections = new Set((index.collectionsOfProduct.get(source.id) ?? []).map((c) => c.id));
    const scored = seed.products
      .filter((candidate) => candidate.id !== source.id)
      .map((candidate, order) => ({ candidate, order, ...score(source, candidate, sourceCollections) }));
    const chosen =
      intent === 'COMPLEMENTARY'
        ? scored
            .filter((s) => s.collections > 0 && !s.sameType)
            .sort((a, b) => b.collections - a.collections || b.tags - a.tags || a.order - b.order)
        : scored
            .filter((s) => s.collections > 0 || s.tags > 0)
            .sort(
              (a, b) =>
                Number(b.sameType) - Number(a.sameType) ||
                b.collections + b.tags - (a.collections + a.tags) ||
                a.order - b.order,
            );
    return chosen.slice(0, LIMIT).map((s) => s.candidate);
  });
}

/** The source product of `productRecommendations(productId:)` or `(productHandle:)`, if it exists. */
export function recommendationSource(args: Record<string, unknown>): SeedProduct | undefined {
  const index = catalogueIndex();
  if (typeof args.productHandle === 'string') return index.productByHandle.get(args.productHandle);
  const parsed = typeof args.productId === 'string' ? parseGid(args.productId) : null;
  return parsed?.type === 'Product' ? index.productById.get(parsed.id) : undefined;
}
