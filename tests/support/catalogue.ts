// A test file that needs a bigger shop: `withCatalogue({ size: 5000 })` at the top of a describe
// switches the in-process mock to that many products before its tests, and after them back to
// the one it started with (MOCK_CATALOGUE_SIZE, default the hand-written five).
// The worker's own caches are per test file (tests/support/worker.ts), so switch before the
// first request of the file. Generating 5,000 products takes a second or two once per file.
import { afterAll, beforeAll } from 'vitest';
import { restoreCatalogue, switchCatalogue } from '../mocks/storefront/catalogue-control';
import type { CatalogueSettings } from '../mocks/storefront/seed';

export function withCatalogue(settings: Partial<CatalogueSettings>) {
  beforeAll(() => {
    switchCatalogue(settings);
  }, 60_000);
  afterAll(() => {
    restoreCatalogue();
  });
}
