// Lookups over the seed, built once per catalogue (seed/index.ts `setCatalogue` starts a new one):
// products, variants, collections and articles by id or handle, the collections of a product, the
// members of a collection, and each sort order of the products. Requests never scan the seed.
import { catalogueVersion, seed } from './seed';
import type { SeedArticle, SeedBlog, SeedCollection, SeedProduct, SeedVariant } from './seed/types';

export interface CatalogueIndex {
  version: number;
  productById: Map<string, SeedProduct>;
  productByHandle: Map<string, SeedProduct>;
  variantById: Map<string, { product: SeedProduct; variant: SeedVariant }>;
  collectionById: Map<string, SeedCollection>;
  collectionByHandle: Map<string, SeedCollection>;
  collectionsOfProduct: Map<string, SeedCollection[]>;
  /** A collection's products in the order the merchant listed them. */
  members: (collection: SeedCollection) => SeedProduct[];
  articleById: Map<string, { blog: SeedBlog; article: SeedArticle }>;
  /** Every image's natural size by CDN path (the CDN mock draws at that aspect ratio). */
  imageSize: Map<string, [number, number]>;
  /** Memory for derived values of this catalogue (orders, search index): dropped with it. */
  memo: <T>(key: string, make: () => T) => T;
}

let current: CatalogueIndex | undefined;

function build(version: number): CatalogueIndex {
  const productById = new Map<string, SeedProduct>();
  const productByHandle = new Map<string, SeedProduct>();
  const variantById = new Map<string, { product: SeedProduct; variant: SeedVariant }>();
  const imageSize = new Map<string, [number, number]>();
  const sized = (image: { path: string; width: number; height: number }) =>
    imageSize.set(image.path, [image.width, image.height]);
  for (const product of seed.products) {
    productById.set(product.id, product);
    productByHandle.set(product.handle, product);
    for (const variant of product.variants) variantById.set(variant.id, { product, variant });
    product.images.forEach(sized);
    for (const video of product.videos) sized(video.previewImage);
  }
  const collectionsOfProduct = new Map<string, SeedCollection[]>();
  const memberLists = new Map<string, SeedProduct[]>();
  for (const collection of seed.collections) {
    if (collection.image) sized(collection.image);
    const list = collection.productHandles.flatMap((handle) => productByHandle.get(handle) ?? []);
    memberLists.set(collection.id, list);
    for (const product of list) {
      const of = collectionsOfProduct.get(product.id);
      if (of) of.push(collection);
      else collectionsOfProduct.set(product.id, [collection]);
    }
  }
  const articleById = new Map<string, { blog: SeedBlog; article: SeedArticle }>();
  for (const blog of seed.blogs) {
    for (const article of blog.articles) {
      articleById.set(article.id, { blog, article });
      sized(article.image);
    }
  }
  for (const page of seed.pages) page.pictures?.forEach(sized);
  sized(seed.shop.brand.logo);
  const memory = new Map<string, unknown>();
  return {
    version,
    productById,
    productByHandle,
    variantById,
    collectionById: new Map(seed.collections.map((c) => [c.id, c])),
    collectionByHandle: new Map(seed.collections.map((c) => [c.handle, c])),
    collectionsOfProduct,
    members: (collection) => memberLists.get(collection.id) ?? [],
    articleById,
    imageSize,
    memo: <T>(key: string, make: () => T): T => {
      if (!memory.has(key)) memory.set(key, make());
      return memory.get(key) as T;
    },
  };
}

export function catalogueIndex(): CatalogueIndex {
  const version = catalogueVersion();
  if (current?.version !== version) current = build(version);
  return current;
}
