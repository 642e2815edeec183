// Relay connections as the Storefront API pages them: first/after or last/before (one of first or
// last required, at most 250), reverse, pageInfo { hasNextPage hasPreviousPage startCursor
// endCursor }. Cursors are opaque base64 strings. Lists with a stable key (products, search
// results) use Shopify's shape, {"last_id":…,"last_value":…}, so a cursor stays valid when the
// list around it is filtered; other lists count positions. A cursor the list cannot place is an
// error ("Invalid cursor"), never a silent first page.
import { GraphQLError } from 'graphql';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export const MAX_PAGE_SIZE = 250;

export interface Keyed<T> {
  /** The item's id (numeric part of its gid). */
  id: (item: T) => string;
  /** The sort value next to it in the cursor (informational, as at Shopify). */
  value?: (item: T) => string | number;
  /**
   * Where an id sits in the list's full order, for a cursor whose item this (filtered) list
   * lacks; undefined: an id the catalogue does not know. `rank(item)` is the same scale.
   */
  rankOfId?: (id: string) => number | undefined;
  rank?: (item: T) => number;
}

export interface ConnectionOptions<T, N> {
  node?: (item: T) => N;
  key?: Keyed<T>;
}

const encode = (text: string) => Buffer.from(text).toString('base64');

function invalid(cursor: string): never {
  throw new GraphQLError(`Invalid cursor: ${cursor}`, { extensions: { code: 'BAD_REQUEST' } });
}

function decodeJson(cursor: string): { last_id?: unknown } | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The position a cursor stands for in `ordered`: the index of its item, or (an item this list
 * lacks) the index of the first item after it in the full order, `at` half a step before that.
 */
function locate<T>(ordered: readonly T[], cursor: string, reverse: boolean, key: Keyed<T> | undefined): number {
  if (!key) {
    const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
    if (!match?.[1]) invalid(cursor);
    return Number(match[1]);
  }
  const decoded = decodeJson(cursor);
  const id =
    decoded && (typeof decoded.last_id === 'number' || typeof decoded.last_id === 'string')
      ? String(decoded.last_id)
      : null;
  if (id === null) invalid(cursor);
  const found = ordered.findIndex((item) => key.id(item) === id);
  if (found >= 0) return found;
  const rank = key.rankOfId?.(id);
  if (rank === undefined || !key.rank) invalid(cursor);
  const after = ordered.findIndex((item) => (reverse ? key.rank!(item) < rank : key.rank!(item) > rank));
  return (after < 0 ? ordered.length : after) - 0.5;
}

export function connection<T, N = T>(items: readonly T[], args: ConnectionArgs, options: ConnectionOptions<T, N> = {}) {
  const { first, last, after, before, reverse } = args;
  if (first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: { code: 'BAD_REQUEST' },
    });
  }
  for (const size of [first, last]) {
    if (size != null && (size < 0 || size > MAX_PAGE_SIZE)) {
      throw new GraphQLError(`The requested page size exceeds the max page size (${MAX_PAGE_SIZE}).`, {
        extensions: { code: 'MAX_PAGE_SIZE_EXCEEDED' },
      });
    }
  }
  const { key, node = (item: T) => item as unknown as N } = options;
  const ordered = reverse ? [...items].reverse() : items;
  let start = after ? Math.floor(locate(ordered, after, Boolean(reverse), key)) + 1 : 0;
  let end = before ? Math.ceil(locate(ordered, before, Boolean(reverse), key)) : ordered.length;
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const cursorOf = (item: T, index: number) =>
    key
      ? encode(JSON.stringify({ last_id: Number(key.id(item)), last_value: key.value?.(item) ?? key.id(item) }))
      : encode(`cursor:${index}`);
  const page = ordered.slice(start, Math.max(start, end));
  const edges = page.map((item, i) => ({ node: node(item), cursor: cursorOf(item, start + i) }));
  return {
    nodes: edges.map((edge) => edge.node),
    edges,
    filters: [],
    pageInfo: {
      hasNextPage: start + page.length < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
