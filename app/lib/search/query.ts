// The search box's contract, shared by the results page and the suggestions: a query is trimmed,
// its inner spaces collapsed, and cut to MAX_QUERY_LENGTH characters. The results page's cursor is
// a listing's (~/lib/listing/query).
import * as z from 'zod/mini';
import { MAX_QUERY_LENGTH } from './limits';

const SearchParamsSchema = z.object({
  q: z.pipe(
    z.nullable(z.string()),
    z.transform((q: string | null) => (q ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)),
  ),
});

export type SearchParams = z.infer<typeof SearchParamsSchema>;

export function parseSearchParams(params: URLSearchParams): SearchParams {
  return SearchParamsSchema.parse({ q: params.get('q') });
}
