// One-line 404s with the spec's messages in the page's language and the request's id; the root
// ErrorBoundary renders both (./error-detail).
import { data } from 'react-router';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/index.server';
import type { NotFoundDetail } from './error-detail';

type Request = { requestId: string };
type Words = Request & { messages: Pick<Messages, 'refusals'> };

/** An unmatched route (non-fatal in the spec's terms). */
export function pageNotFound(url: Pick<URL, 'pathname'>, context: Words): never {
  notFound(format(context.messages.refusals.pageNotFound, { path: url.pathname }), context);
}

/** A route whose parameters fail validation (fatal in the spec's terms). */
export function invalidRoute(url: Pick<URL, 'pathname'>, context: Words): never {
  notFound(format(context.messages.refusals.invalidRoute, { path: url.pathname }), context);
}

export function notFound(message: string, { requestId }: Request): never {
  throw data({ message, reference: requestId } satisfies NotFoundDetail, { status: 404 });
}
