// The complete seed of the mock Sharkblades shop: the hand-written shop, followed by a generated
// catalogue when MOCK_CATALOGUE_SIZE (products, default 5: the hand-written five alone) asks for
// one; MOCK_CATALOGUE_SEED (default 1) picks which. The hand-written records never change.
import { z } from 'zod';
import type { Seed } from './types';
import { blogs } from './blogs';
import { collections } from './collections';
import { countries } from './countries';
import { discountCodes, giftCards } from './discounts';
import { generateCatalogue } from './generate';
import { pages } from './pages';
import { products } from './products';
import { shop } from './shop';

export const seed: Seed = { shop, products, collections, blogs, pages, countries, discountCodes, giftCards };

export interface CatalogueSettings {
  /** Products in the catalogue, the hand-written five included. */
  size: number;
  /** Which generated catalogue: the same number always gives the same one. */
  seed: number;
}

export const HAND_WRITTEN_SIZE = products.length;
export const MAX_CATALOGUE_SIZE = 50_000;

export const CatalogueSettingsSchema = z.object({
  size: z.coerce
    .number()
    .int()
    .min(HAND_WRITTEN_SIZE, `The catalogue has at least the ${HAND_WRITTEN_SIZE} hand-written products.`)
    .max(MAX_CATALOGUE_SIZE)
    .default(HAND_WRITTEN_SIZE),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(1),
});

/** The settings an environment asks for (MOCK_CATALOGUE_SIZE, MOCK_CATALOGUE_SEED); throws on bad values. */
export function catalogueSettingsFrom(env: Record<string, string | undefined>): CatalogueSettings {
  const parsed = CatalogueSettingsSchema.safeParse({
    size: env.MOCK_CATALOGUE_SIZE || undefined,
    seed: env.MOCK_CATALOGUE_SEED || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`MOCK_CATALOGUE_${String(issue.path[0]).toUpperCase()}: ${issue.message}`);
  }
  return parsed.data;
}

let configured = catalogueSettingsFrom(process.env);
let current: CatalogueSettings = { size: HAND_WRITTEN_SIZE, seed: 1 };
let version = 0;

/** Generated catalogues already built (a test that switches sizes back and forth builds each once). */
const built = new Map<string, Pick<Seed, 'products' | 'collections' | 'blogs'>>();

function build({ size, seed: seedNumber }: CatalogueSettings) {
  const key = `${size}:${seedNumber}`;
  const known = built.get(key);
  if (known) return known;
  const generated = generateCatalogue(size - HAND_WRITTEN_SIZE, seedNumber, products);
  const all = [...products, ...generated.products];
  const made = {
    products: all,
    // "All products" is an automated collection in Shopify (every product, in the merchant's
    // order): it grows with the range; the shop's /shop lists it (docs/decisions/listings.md).
    collections: [
      ...collections.map((c) => (c.handle === 'all-products' ? { ...c, productHandles: all.map((p) => p.handle) } : c)),
      ...generated.collections,
    ],
    blogs: blogs.map((blog) => {
      const more = generated.articles[blog.handle] ?? [];
      return more.length > 0 ? { ...blog, articles: [...blog.articles, ...more] } : blog;
    }),
  };
  if (built.size >= 3) built.delete(built.keys().next().value!);
  built.set(key, made);
  return made;
}

/** Replaces the catalogue (products, collections, articles); the caller resets what depends on it. */
export function setCatalogue(settings: Partial<CatalogueSettings>) {
  const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  const next = CatalogueSettingsSchema.parse({ ...current, ...given });
  if (next.size === current.size && next.seed === current.seed) return current;
  const made = next.size === HAND_WRITTEN_SIZE ? { products, collections, blogs } : build(next);
  Object.assign(seed, made);
  current = next;
  version += 1;
  return current;
}

/** The catalogue the mock starts with and `POST /__mock/reset` returns to (dev, preview: from .env). */
export function configureCatalogue(settings: CatalogueSettings) {
  configured = CatalogueSettingsSchema.parse(settings);
  return setCatalogue(configured);
}

export function resetCatalogue() {
  return setCatalogue(configured);
}

export function catalogueSettings(): CatalogueSettings & { version: number } {
  return { ...current, version };
}

/** The catalogue's version (a new one with each `setCatalogue`); read on every lookup, so it allocates nothing. */
export const catalogueVersion = () => version;

setCatalogue(configured);
