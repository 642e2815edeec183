// Shopify's `search` and `predictiveSearch` over the seed: terms matched in titles, handles, tags,
// types and body text, ordered by a relevance score (title hits first, then tags and type, then
// body), products before articles and pages at equal score; `search` is a paged connection.
import { articleObject, collectionObject, pageObject, productObject, stripHtml } from './catalogue';
import { connection, type ConnectionArgs } from './connection';
import type { StorefrontContext } from './context';
import { seed } from './seed';

type Args = Record<string, unknown>;
type Kind = 'PRODUCT' | 'ARTICLE' | 'PAGE' | 'COLLECTION' | 'QUERY';

interface Doc {
  kind: Kind;
  title: string;
  secondary: string;
  body: string;
  available: boolean;
  make: (ctx: StorefrontContext) => Record<string, unknown>;
}

const docs = (): Doc[] => [
  ...seed.products.map((p) => ({
    kind: 'PRODUCT' as const,
    title: p.title,
    secondary: `${p.handle} ${p.productType} ${p.vendor} ${p.tags.join(' ')}`,
    body: stripHtml(p.descriptionHtml),
    available: p.variants.some((v) => v.quantityAvailable > 0),
    make: (ctx: StorefrontContext) => productObject(p, ctx),
  })),
  ...seed.blogs.flatMap((blog) =>
    blog.articles.map((a) => ({
      kind: 'ARTICLE' as const,
      title: a.title,
      secondary: `${a.handle} ${a.tags.join(' ')} ${a.excerpt}`,
      body: stripHtml(a.contentHtml),
      available: true,
      make: (ctx: StorefrontContext) => articleObject(blog, a, ctx),
    })),
  ),
  ...seed.pages.map((p) => ({
    kind: 'PAGE' as const,
    title: p.title,
    secondary: p.handle,
    body: stripHtml(p.bodyHtml),
    available: true,
    make: () => pageObject(p),
  })),
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A word matches a term as Shopify's search does, roughly: the same word, its plural, or a prefix. */
function wordMatches(word: string, term: string, prefix: boolean) {
  if (prefix) return word.startsWith(term);
  return word === term || word === `${term}s` || word === `${term}es` || `${word}s` === term;
}

/** Every term must match somewhere; a title hit weighs most. The last term may be a prefix. */
function score(doc: Doc, terms: string[], prefix: boolean): number {
  const fields = [words(doc.title), words(doc.secondary), words(doc.body)];
  let total = 0;
  for (const [index, term] of terms.entries()) {
    const loose = prefix && index === terms.length - 1;
    const weights = [10, 4, 1].filter((_, i) => fields[i]!.some((word) => wordMatches(word, term, loose)));
    if (weights.length === 0) return 0;
    total += weights.reduce((a, b) => a + b, 0);
  }
  return total;
}

const ORDER: Kind[] = ['PRODUCT', 'COLLECTION', 'ARTICLE', 'PAGE', 'QUERY'];

function ranked(query: string, types: Kind[], prefix: boolean, unavailable: string | undefined) {
  const terms = words(query);
  if (terms.length === 0) return [];
  return docs()
    .filter((doc) => types.includes(doc.kind))
    .filter((doc) => unavailable !== 'HIDE' || doc.available)
    .map((doc) => ({ doc, score: score(doc, terms, prefix) }))
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (unavailable === 'LAST' ? Number(b.doc.available) - Number(a.doc.available) : 0) ||
        ORDER.indexOf(a.doc.kind) - ORDER.indexOf(b.doc.kind) ||
        a.doc.title.localeCompare(b.doc.title),
    )
    .map((hit) => hit.doc);
}

export function searchConnection(args: Args, ctx: StorefrontContext) {
  const types = (Array.isArray(args.types) ? args.types : ['PRODUCT', 'ARTICLE', 'PAGE']) as Kind[];
  const found = ranked(String(args.query ?? ''), types, args.prefix === 'LAST', args.unavailableProducts as string);
  const ordered = args.sortKey === 'PRICE' ? sortByPrice(found, ctx) : found;
  const result = connection(
    ordered.map((doc) => doc.make(ctx)),
    args as ConnectionArgs,
  );
  return { ...result, totalCount: ordered.length, productFilters: [] };
}

function sortByPrice(found: Doc[], ctx: StorefrontContext) {
  const price = (doc: Doc) => {
    const made = doc.make(ctx) as { priceRange?: { minVariantPrice: { amount: string } } };
    return Number(made.priceRange?.minVariantPrice.amount ?? Infinity);
  };
  return [...found].sort((a, b) => price(a) - price(b));
}

export function predictiveSearch(args: Args, ctx: StorefrontContext) {
  const query = String(args.query ?? '');
  const limit = Math.min(Math.max(Number(args.limit ?? 10), 1), 10);
  const types = (
    Array.isArray(args.types) ? args.types : ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY']
  ) as Kind[];
  const hits = ranked(query, types, true, args.unavailableProducts as string);
  const take = (kind: Kind) =>
    hits
      .filter((d) => d.kind === kind)
      .slice(0, limit)
      .map((d) => d.make(ctx));
  const terms = words(query);
  const collections = types.includes('COLLECTION')
    ? seed.collections
        .filter((c) => terms.length > 0 && terms.every((w) => `${c.title} ${c.handle}`.toLowerCase().includes(w)))
        .slice(0, limit)
        .map((c) => collectionObject(c, ctx))
    : [];
  const queries = types.includes('QUERY')
    ? [...new Set(hits.filter((d) => d.kind === 'PRODUCT').map((d) => d.title.toLowerCase()))]
        .slice(0, limit)
        .map((text) => ({
          __typename: 'SearchQuerySuggestion',
          text,
          styledText: text.replace(
            new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi'),
            '<mark>$1</mark>',
          ),
          trackingParameters: null,
        }))
    : [];
  return {
    products: take('PRODUCT'),
    articles: take('ARTICLE'),
    pages: take('PAGE'),
    collections,
    queries,
  };
}
