// One-line 404s with the spec's messages in the page's language; the root ErrorBoundary renders them.
import { data } from 'react-router';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/index.server';

type Words = { messages: Pick<Messages, 'refusals'> };

/** An unmatched route (non-fatal in the spec's terms). */
export function pageNotFound(url: Pick<URL, 'pathname'>, { messages }: Words): never {
  throw data(format(messages.refusals.pageNotFound, { path: url.pathname }), { status: 404 });
}

/** A route whose parameters fail validation (fatal in the spec's terms). */
export function invalidRoute(url: Pick<URL, 'pathname'>, { messages }: Words): never {
  throw data(format(messages.refusals.invalidRoute, { path: url.pathname }), { status: 404 });
}

export function notFound(message: string): never {
  throw data(message, { status: 404 });
}
