// /help: the 'Need help?' chat as a page (the orb's link without JavaScript, docs/decisions/chat.md), and the
// chat's one action: ask or restart; 303 back with redirectTo, else the conversation as data. The
// answers and words are in the page's language (the URL's), whatever language the question is in.
import { data, redirect } from 'react-router';
import type { Route } from './+types/help';
import { pageTitle } from '~/lib/seo/meta';
import { ChatBox, RestartForm } from '~/components/chat/chat-box';
import * as styles from '~/components/chat/chat.css';
import { addQuestion, conversation, conversationStatus, restart } from '~/lib/chat/conversation.server';
import { ChatFormSchema, chatFormError } from '~/lib/chat/input';
import { limitRequest, RATE_RULES } from '~/lib/http/rate-limit.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';
import { messagesFor } from '~/lib/i18n/messages/index.server';
import { pageLanguage } from '~/lib/i18n/page-language.server';

type Context = Route.LoaderArgs['context'];

/** The conversation; 503 (rendered all the same) when an answer met a Storefront outage. */
async function answered(context: Context, request: Request, asked?: string[]) {
  const page = pageLanguage(request, context);
  const turns = await conversation(context, page, asked);
  const words = messagesFor(page.language).chat.ui;
  return data({ turns, words, action: page.path('/help') }, { status: conversationStatus(turns) });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return answered(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const page = pageLanguage(request, context);
  const { ui: words, errors } = messagesFor(page.language).chat;
  const refused = async (message: string) => ({
    turns: await conversation(context, page),
    words,
    action: page.path('/help'),
    errors: [message],
  });
  const verdict = await limitRequest(RATE_RULES.chat, request);
  if (!verdict.ok) {
    // Plain headers, not a Response's: the document gets them through `headers` below (a form post
    // without JavaScript), the fetcher through the data response.
    const headers = { 'Retry-After': String(verdict.retryAfter), 'Cache-Control': 'no-store' };
    return data(await refused(errors.rateLimited), { status: 429, headers });
  }
  const body = await request.formData().catch(() => null);
  const form = body ? ChatFormSchema.safeParse(Object.fromEntries(body)) : null;
  if (!form?.success) return data(await refused(chatFormError(form?.error ?? null, errors)), { status: 400 });
  let asked: string[] | undefined;
  if (form.data.intent === 'restart') {
    restart(context);
    asked = [];
  } else {
    const kept = await addQuestion(context, form.data.question);
    if (!kept) return data(await refused(errors.notKept), { status: 503 });
    asked = kept;
  }
  if (form.data.redirectTo !== undefined) {
    return redirect(safeRedirectPath(form.data.redirectTo, page.path('/help')), 303);
  }
  return answered(context, request, asked);
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

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: pageTitle(data.words.title) },
        { name: 'description', content: data.words.description },
        { name: 'robots', content: 'noindex' },
      ]
    : [{ name: 'robots', content: 'noindex' }];

export default function Help({ loaderData, actionData }: Route.ComponentProps) {
  const { words, action } = loaderData;
  return (
    <section className={styles.page} aria-labelledby="help-title">
      <h1 id="help-title">{words.title}</h1>
      <RestartForm className={styles.pageQuiet} words={words} action={action} />
      <ChatBox initial={actionData ?? loaderData} words={words} action={action} />
    </section>
  );
}
