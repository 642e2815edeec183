// The search box's contract, shared by the results page, the suggestions and the browser: a query
// is trimmed, its inner spaces collapsed, and cut to MAX_QUERY_LENGTH characters.
import * as z from 'zod/mini';
import { MAX_QUERY_LENGTH } from './limits';

const SearchParamsSchema = z.object({
  q: z.pipe(
    z.nullable(z.string()),
    z.transform((q: string | null) => (q ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)),
  ),
  after: z.pipe(
    z.nullable(z.string()),
    z.transform((a: string | null) => (a && /^[A-Za-z0-9+/=_-]{1,200}$/.test(a) ? a : null)),
  ),
});

export type SearchParams = z.infer<typeof SearchParamsSchema>;

export function parseSearchParams(params: URLSearchParams): SearchParams {
  return SearchParamsSchema.parse({ q: params.get('q'), after: params.get('after') });
}
