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
import { connection, type ConnectionArgs } from './connection';
import { parseGid, type StorefrontContext } from './context';
import { menuObject } from './menus';
import { predictiveSearch, searchConnection } from './search';
import { seed } from './seed';

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

function allArticles(ctx: StorefrontContext) {
  return seed.blogs.flatMap((blog) => blog.articles.map((article) => articleObject(blog, article, ctx)));
}

function node(id: unknown, ctx: StorefrontContext) {
  const parsed = typeof id === 'string' ? parseGid(id) : null;
  if (!parsed) return null;
  switch (parsed.type) {
    case 'Product': {
      const product = seed.products.find((p) => p.id === parsed.id);
      return product ? productObject(product, ctx) : null;
    }
    case 'ProductVariant': {
      const found = findVariant(parsed.id);
      return found ? variantObject(found.product, found.variant, ctx) : null;
    }
    case 'Collection': {
      const collection = seed.collections.find((c) => c.id === parsed.id);
      return collection ? collectionObject(collection, ctx) : null;
    }
    case 'Page': {
      const page = seed.pages.find((p) => p.id === parsed.id);
      return page ? pageObject(page) : null;
    }
    case 'Blog': {
      const blog = seed.blogs.find((b) => b.id === parsed.id);
      return blog ? blogObject(blog, ctx) : null;
    }
    case 'Article':
      return allArticles(ctx).find((a) => a.id === id) ?? null;
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
      const product = byHandleOrId(seed.products, args, 'Product');
      return product ? productObject(product, ctx) : null;
    },
    productByHandle: ({ handle }: Args) => {
      const product = seed.products.find((p) => p.handle === handle);
      return product ? productObject(product, ctx) : null;
    },
    products: (args: Args) => productsConnection(seed.products, args, ctx),
    productRecommendations: ({ productId, productHandle }: Args) => {
      const source = seed.products.find(
        (p) => p.handle === productHandle || `gid://shopify/Product/${p.id}` === productId,
      );
      if (!source) return null;
      return seed.products.filter((p) => p !== source).map((p) => productObject(p, ctx));
    },
    productTags: (args: ConnectionArgs) => connection([...new Set(seed.products.flatMap((p) => p.tags))], args),
    productTypes: (args: ConnectionArgs) => connection([...new Set(seed.products.map((p) => p.productType))], args),
    collection: (args: Args) => {
      const collection = byHandleOrId(seed.collections, args, 'Collection');
      return collection ? collectionObject(collection, ctx) : null;
    },
    collectionByHandle: ({ handle }: Args) => {
      const collection = seed.collections.find((c) => c.handle === handle);
      return collection ? collectionObject(collection, ctx) : null;
    },
    collections: (args: ConnectionArgs) =>
      connection(
        seed.collections.map((c) => collectionObject(c, ctx)),
        args,
      ),
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
    article: ({ id }: Args) => allArticles(ctx).find((a) => a.id === id) ?? null,
    articles: (args: ConnectionArgs) => connection(allArticles(ctx), args),
    page: (args: Args) => {
      const page = byHandleOrId(seed.pages, args, 'Page');
      return page ? pageObject(page) : null;
    },
    pageByHandle: ({ handle }: Args) => {
      const page = seed.pages.find((p) => p.handle === handle);
      return page ? pageObject(page) : null;
    },
    pages: (args: ConnectionArgs) => connection(seed.pages.map(pageObject), args),
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
    predictiveSearch: (args: Args) => predictiveSearch(args, ctx),
    menu: ({ handle }: Args) => menuObject(handle),
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
