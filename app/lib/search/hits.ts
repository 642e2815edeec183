// A search result as the results page and the suggestions show it, made from a Storefront node:
// its path on the site (none for pages kept out of search engines), a snippet that ends on a word,
// its image only when it has one, and for a product the variant the query names ("black ghost 272"
// → Black Ghost, 272 mm, linked with that variant chosen). Shared with the browser (types only).
import { isIndexed, pathFor } from '~/route-paths';

export type SearchKind = 'product' | 'collection' | 'article' | 'page';

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  path: string;
  /** The option values the query named ("272 mm"), for a product. */
  variant: string | null;
  /** An excerpt (articles, pages, collections), cut on a word with an ellipsis. */
  detail: string | null;
  /** The price from (a product), or the named variant's. */
  price: { amount: string; currencyCode: string } | null;
  image: { url: string; altText: string | null } | null;
}

type Money = { amount: string; currencyCode: string };
type Image = { url: string; altText?: string | null } | null | undefined;

export type SearchNode = {
  __typename: string;
  id?: string;
  handle?: string;
  title?: string;
  excerpt?: string | null;
  bodySummary?: string;
  description?: string;
  blog?: { handle: string };
  featuredImage?: Image;
  image?: Image;
  priceRange?: { minVariantPrice: Money };
  options?: {
    name: string;
    optionValues: {
      name: string;
      firstSelectableVariant?: {
        selectedOptions: { name: string; value: string }[];
        price: Money;
        image?: Image;
      } | null;
    }[];
  }[];
};

const KINDS: Record<string, SearchKind> = {
  Product: 'product',
  Collection: 'collection',
  Article: 'article',
  Page: 'page',
};

/** At most `max` characters of `text`, ending on a whole word with an ellipsis when cut. */
export function snippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut.slice(0, max)).replace(/[\s,;:.–-]+$/, '')}…`;
}

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The option values whose words the query has and the title has not ("272 mm" for "black ghost 272"). */
function namedVariant(node: SearchNode, query: string) {
  const asked = new Set(tokens(query));
  for (const word of tokens(node.title ?? '')) asked.delete(word);
  if (asked.size === 0) return null;
  const values = (node.options ?? []).flatMap((option) =>
    option.optionValues
      .filter((value) => tokens(value.name).some((word) => asked.has(word)))
      .slice(0, 1)
      .map((value) => ({ option: option.name, value })),
  );
  const first = values[0]?.value.firstSelectableVariant;
  if (!first) return null;
  // The named values over the first variant that has the first of them: a whole variant to open.
  const chosen = new Map(first.selectedOptions.map((o) => [o.name, o.value]));
  for (const { option, value } of values) chosen.set(option, value.name);
  return { label: values.map((v) => v.value.name).join(' / '), options: [...chosen], variant: first };
}

export function toHit(node: SearchNode, query: string, path: (url: string) => string): SearchHit | null {
  const kind = KINDS[node.__typename];
  if (!kind || !node.id || !node.handle || !node.title) return null;
  const at = pathFor(
    kind === 'article'
      ? { type: kind, blog: node.blog?.handle ?? '', handle: node.handle }
      : { type: kind, handle: node.handle },
  );
  if (!at || !isIndexed(at)) return null;
  const named = kind === 'product' ? namedVariant(node, query) : null;
  const text = (node.excerpt ?? node.bodySummary ?? node.description ?? '').trim();
  const picture = named?.variant.image ?? node.featuredImage ?? node.image;
  return {
    id: node.id,
    kind,
    title: node.title,
    path: path(named ? `${at}?${new URLSearchParams(named.options)}` : at),
    variant: named?.label ?? null,
    detail: kind === 'product' || !text ? null : snippet(text),
    price: named?.variant.price ?? node.priceRange?.minVariantPrice ?? null,
    image: picture?.url ? { url: picture.url, altText: picture.altText ?? null } : null,
  };
}
