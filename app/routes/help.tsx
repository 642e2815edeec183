// /help: the 'Need help?' chat as a page (the orb's link without JavaScript, decision 040), and the
// chat's one action: ask or restart; 303 back with redirectTo, else the conversation as data.
import { data, redirect } from 'react-router';
import type { Route } from './+types/help';
import { pageTitle } from '~/lib/seo/meta';
import { ChatBox, RestartForm } from '~/components/chat/chat-box';
import * as styles from '~/components/chat/chat.css';
import { addQuestion, conversation, conversationStatus, restart } from '~/lib/chat/conversation.server';
import { ChatFormSchema, chatFormError } from '~/lib/chat/input';
import { BAD_CHAT_REQUEST, CHAT_NOT_KEPT, CHAT_RATE_LIMITED } from '~/lib/chat/limits';
import { limitRequest, RATE_RULES } from '~/lib/http/rate-limit.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';

/** The conversation; 503 (rendered all the same) when an answer met a Storefront outage. */
async function answered(context: Route.LoaderArgs['context'], asked?: string[]) {
  const turns = await conversation(context, asked);
  return data({ turns }, { status: conversationStatus(turns) });
}

export async function loader({ context }: Route.LoaderArgs) {
  return answered(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const verdict = await limitRequest(RATE_RULES.chat, request);
  if (!verdict.ok) {
    // Plain headers, not a Response's: the document gets them through `headers` below (a form post
    // without JavaScript), the fetcher through the data response.
    const headers = { 'Retry-After': String(verdict.retryAfter), 'Cache-Control': 'no-store' };
    return data({ turns: await conversation(context), errors: [CHAT_RATE_LIMITED] }, { status: 429, headers });
  }
  const body = await request.formData().catch(() => null);
  const form = body ? ChatFormSchema.safeParse(Object.fromEntries(body)) : null;
  if (!form?.success) {
    const message = form ? chatFormError(form.error) : BAD_CHAT_REQUEST;
    return data({ turns: await conversation(context), errors: [message] }, { status: 400 });
  }
  let asked: string[] | undefined;
  if (form.data.intent === 'restart') {
    restart(context);
    asked = [];
  } else {
    const kept = await addQuestion(context, form.data.question);
    if (!kept) return data({ turns: await conversation(context), errors: [CHAT_NOT_KEPT] }, { status: 503 });
    asked = kept;
  }
  if (form.data.redirectTo !== undefined) return redirect(safeRedirectPath(form.data.redirectTo, '/help'), 303);
  return answered(context, asked);
}

/** The 429's Retry-After and no-store reach the document response too (a form post without JavaScript). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const result = new Headers();
  for (const name of ['Retry-After', 'Cache-Control']) {
    const value = actionHeaders.get(name);
    if (value) result.set(name, value);
  }
  return result;
};

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Need help?') },
  { name: 'description', content: 'Answers about sizes, delivery, returns, payment and our products.' },
  { name: 'robots', content: 'noindex' },
];

export default function Help({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className={styles.page} aria-labelledby="help-title">
      <h1 id="help-title">Need help?</h1>
      <RestartForm className={styles.pageQuiet} />
      <ChatBox initial={actionData ?? loaderData} />
    </section>
  );
}
