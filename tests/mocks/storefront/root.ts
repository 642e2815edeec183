// Root fields of the mock Storefront API: the QueryRoot over the seed and the Mutation root.
import { cartMutations, cartObject, findCart } from './cart';
import {
  articleObject,
  blogObject,
  collectionObject,
  findVariant,
  localizationObject,
  pageObject,
  productObject,
  productsConnection,
  shopObject,
  variantObject,
} from './catalogue';
import { catalogueIndex } from './catalogue-index';
import { connection, type ConnectionArgs } from './connection';
import { parseGid, type StorefrontContext } from './context';
import { menuObject } from './menus';
import { predictiveSearch, searchConnection } from './search';
import { recommendationSource, recommendedProducts } from './recommendations';
import { seed } from './seed';
import { sitemapObject } from './sitemap';
import type { SeedCollection } from './seed/types';

type Args = Record<string, unknown>;

/** Shopify's own URL redirects (Online Store > Navigation > URL redirects). */
export const URL_REDIRECTS = [
  { id: '70000000000001', path: '/pages/shipping', target: '/faq' },
  { id: '70000000000002', path: '/pages/oceanice', target: '/shop/oceanice-pro' },
];

const byHandleOrId = <T extends { handle: string; id: string }>(list: T[], args: Args, type: string) =>
  list.find((item) =>
    typeof args.handle === 'string'
      ? item.handle === args.handle
      : parseGid(String(args.id))?.id === item.id && parseGid(String(args.id))?.type === type,
  );

/** `product(handle:)` / `collection(id:)` and the like, through the catalogue index. */
function lookUp<T>(byHandle: Map<string, T>, byId: Map<string, T>, args: Args, type: string): T | undefined {
  if (typeof args.handle === 'string') return byHandle.get(args.handle);
  const parsed = parseGid(String(args.id));
  return parsed?.type === type ? byId.get(parsed.id) : undefined;
}

function articleById(id: unknown, ctx: StorefrontContext) {
  const parsed = typeof id === 'string' ? parseGid(id) : null;
  const found = parsed?.type === 'Article' ? catalogueIndex().articleById.get(parsed.id) : undefined;
  return found ? articleObject(found.blog, found.article, ctx) : null;
}

function allArticles(ctx: StorefrontContext) {
  return seed.blogs.flatMap((blog) => blog.articles.map((article) => articleObject(blog, article, ctx)));
}

const COLLECTION_SORTS: Record<string, (a: SeedCollection, b: SeedCollection) => number> = {
  TITLE: (a, b) => a.title.localeCompare(b.title),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
};

/** QueryRoot.collections: by ID (the seed's order), TITLE or UPDATED_AT; `query` matches title words. */
function collectionsConnection(args: Args, ctx: StorefrontContext) {
  const query = typeof args.query === 'string' ? args.query.replace(/^title:/, '').toLowerCase() : '';
  const sort = COLLECTION_SORTS[String(args.sortKey)];
  const list = catalogueIndex().memo(`collections:${String(args.sortKey)}`, () =>
    sort ? [...seed.collections].sort(sort) : seed.collections,
  );
  const matching = query ? list.filter((c) => c.title.toLowerCase().includes(query.replace(/\*$/, ''))) : list;
  // Keyed by id, as Shopify's collection cursors are ({"last_id":…,"last_value":…}).
  return connection(matching, args as ConnectionArgs, {
    node: (c) => collectionObject(c, ctx),
    key: { id: (c) => c.id },
  });
}

function node(id: unknown, ctx: StorefrontContext) {
  const parsed = typeof id === 'string' ? parseGid(id) : null;
  if (!parsed) return null;
  switch (parsed.type) {
    case 'Product': {
      const product = catalogueIndex().productById.get(parsed.id);
      return product ? productObject(product, ctx) : null;
    }
    case 'ProductVariant': {
      const found = findVariant(parsed.id);
      return found ? variantObject(found.product, found.variant, ctx) : null;
    }
    case 'Collection': {
      const collection = catalogueIndex().collectionById.get(parsed.id);
      return collection ? collectionObject(collection, ctx) : null;
    }
    case 'Page': {
      const page = seed.pages.find((p) => p.id === parsed.id);
      return page ? pageObject(page, ctx) : null;
    }
    case 'Blog': {
      const blog = seed.blogs.find((b) => b.id === parsed.id);
      return blog ? blogObject(blog, ctx) : null;
    }
    case 'Article':
      return articleById(id, ctx);
    case 'Cart': {
      const cart = findCart(id);
      return cart ? cartObject(cart, ctx) : null;
    }
    default:
      return null;
  }
}

export function queryRoot(ctx: StorefrontContext) {
  return {
    shop: () => shopObject(ctx),
    localization: () => localizationObject(ctx),
    product: (args: Args) => {
      const index = catalogueIndex();
      const product = lookUp(index.productByHandle, index.productById, args, 'Product');
      return product ? productObject(product, ctx) : null;
    },
    productByHandle: ({ handle }: Args) => {
      const product = catalogueIndex().productByHandle.get(String(handle));
      return product ? productObject(product, ctx) : null;
    },
    products: (args: Args) => productsConnection(args, ctx),
    // Related by collection and tags, or complementary (./recommendations.ts).
    productRecommendations: (args: Args) => {
      const source = recommendationSource(args);
      if (!source) return null;
      const intent = typeof args.intent === 'string' ? args.intent : 'RELATED';
      return recommendedProducts(source, intent).map((p) => productObject(p, ctx));
    },
    productTags: (args: ConnectionArgs) =>
      connection(
        catalogueIndex().memo('tags', () => [...new Set(seed.products.flatMap((p) => p.tags))]),
        args,
      ),
    productTypes: (args: ConnectionArgs) =>
      connection(
        catalogueIndex().memo('types', () => [...new Set(seed.products.map((p) => p.productType))]),
        args,
      ),
    collection: (args: Args) => {
      const index = catalogueIndex();
      const collection = lookUp(index.collectionByHandle, index.collectionById, args, 'Collection');
      return collection ? collectionObject(collection, ctx) : null;
    },
    collectionByHandle: ({ handle }: Args) => {
      const collection = catalogueIndex().collectionByHandle.get(String(handle));
      return collection ? collectionObject(collection, ctx) : null;
    },
    collections: (args: Args) => collectionsConnection(args, ctx),
    blog: (args: Args) => {
      const blog = byHandleOrId(seed.blogs, args, 'Blog');
      return blog ? blogObject(blog, ctx) : null;
    },
    blogByHandle: ({ handle }: Args) => {
      const blog = seed.blogs.find((b) => b.handle === handle);
      return blog ? blogObject(blog, ctx) : null;
    },
    blogs: (args: ConnectionArgs) =>
      connection(
        seed.blogs.map((b) => blogObject(b, ctx)),
        args,
      ),
    article: ({ id }: Args) => articleById(id, ctx),
    articles: (args: ConnectionArgs) => connection(allArticles(ctx), args),
    page: (args: Args) => {
      const page = byHandleOrId(seed.pages, args, 'Page');
      return page ? pageObject(page, ctx) : null;
    },
    pageByHandle: ({ handle }: Args) => {
      const page = seed.pages.find((p) => p.handle === handle);
      return page ? pageObject(page, ctx) : null;
    },
    pages: (args: ConnectionArgs) =>
      connection(
        seed.pages.map((page) => pageObject(page, ctx)),
        args,
      ),
    cart: ({ id }: Args) => {
      const cart = findCart(id);
      return cart ? cartObject(cart, ctx) : null;
    },
    node: ({ id }: Args) => node(id, ctx),
    nodes: ({ ids }: Args) => (ids as string[]).map((id) => node(id, ctx)),
    urlRedirects: (args: Args) => {
      const query = typeof args.query === 'string' ? args.query : '';
      const path = /path:(\S+)/.exec(query)?.[1]?.replace(/^["']|["']$/g, '');
      const list = URL_REDIRECTS.filter((r) => !path || r.path === path).map((r) => ({
        ...r,
        id: `gid://shopify/UrlRedirect/${r.id}`,
      }));
      return connection(list, args as ConnectionArgs);
    },
    search: (args: Args) => searchConnection(args, ctx),
    sitemap: (args: Args) => sitemapObject(args, ctx),
    predictiveSearch: (args: Args) => predictiveSearch(args, ctx),
    menu: ({ handle }: Args) => menuObject(handle, ctx),
    metaobject: () => null,
    metaobjects: (args: ConnectionArgs) => connection([], args),
    publicApiVersions: () => [
      { handle: '2026-04', displayName: '2026-04 (Latest)', supported: true },
      { handle: '2025-04', displayName: '2025-04', supported: true },
    ],
  };
}

export function mutationRoot(ctx: StorefrontContext) {
  return cartMutations(ctx);
}
