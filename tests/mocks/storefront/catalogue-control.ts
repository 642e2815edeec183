// Switching the mock's catalogue at run time (Vitest helpers, `POST /__mock/catalogue`): the seed
// changes and the state that follows from it (inventory levels by location) starts over.
import { resetState, state } from '../state';
import { catalogueSettings, resetCatalogue, seed, setCatalogue, type CatalogueSettings } from './seed';

export function switchCatalogue(settings: Partial<CatalogueSettings>) {
  setCatalogue(settings);
  resetState();
  return catalogueSummary();
}

/** Back to the catalogue the mock started with (MOCK_CATALOGUE_SIZE, default the hand-written five). */
export function restoreCatalogue() {
  resetCatalogue();
  resetState();
  return catalogueSummary();
}

/** What the catalogue holds now, for a test or a person checking which mock is running. */
export function catalogueSummary() {
  const { size, seed: seedNumber } = catalogueSettings();
  return {
    size,
    seed: seedNumber,
    products: seed.products.length,
    variants: seed.products.reduce((sum, p) => sum + p.variants.length, 0),
    inventoryLevels: state.inventory.size * 2,
    collections: seed.collections.length,
    articles: seed.blogs.reduce((sum, b) => sum + b.articles.length, 0),
  };
}
