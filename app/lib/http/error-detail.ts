// What a thrown 404 carries to the error page (root ErrorBoundary) and the log: the spec's message
// in the page's language and the request's id, printed as "Reference: …" so a shopper can quote it
// (docs/operations.md). A 429 or 503 carries its message alone.
export interface NotFoundDetail {
  message: string;
  reference: string;
}

/** The message and the reference in a thrown answer's data, each null when it has none. */
export function errorDetail(data: unknown): { message: string | null; reference: string | null } {
  if (typeof data === 'string') return { message: data, reference: null };
  const detail = data as Partial<NotFoundDetail> | null;
  return {
    message: typeof detail?.message === 'string' ? detail.message : null,
    reference: typeof detail?.reference === 'string' ? detail.reference : null,
  };
}
