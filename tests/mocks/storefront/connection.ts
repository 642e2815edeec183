// Relay connections as Shopify serves them: first/last/after/before/reverse, opaque cursors,
// and Shopify's page-size rules.
import { GraphQLError } from 'graphql';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

const MAX_PAGE_SIZE = 250;

const encodeCursor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64');

function decodeCursor(cursor: string): number {
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match?.[1]) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return Number(match[1]);
}

export function connection<T>(items: readonly T[], args: ConnectionArgs) {
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
  const ordered = reverse ? [...items].reverse() : items;
  let start = after ? decodeCursor(after) + 1 : 0;
  let end = before ? decodeCursor(before) : ordered.length;
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const edges = ordered.slice(start, end).map((node, i) => ({ node, cursor: encodeCursor(start + i) }));
  return {
    nodes: edges.map((edge) => edge.node),
    edges,
    filters: [],
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
