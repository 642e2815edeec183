// The conversation: its last questions (MAX_TURNS) in the chat store, under a random key the
// session carries (docs/decisions/chat.md); answers are derived again whenever it is rendered. During
// a Storefront outage the page still renders, with an honest "not right now" for each answer
// that needs the shop's data.
import type { AppLoadContext } from 'react-router';
import { shippingForPage } from '~/lib/catalogue/inventory.server';
import { storeOrigin } from '~/lib/context/env.server';
import { oneLine } from '~/lib/http/upstream.server';
import type { PageLanguage } from '~/lib/i18n/page-language.server';
import { messagesFor } from '~/lib/i18n/messages/index.server';
import { answerQuestion, type AnswerContext } from './answer.server';
import { unavailable } from './answers';
import { knowledge } from './knowledge.server';
import { MAX_TURNS } from './limits';
import { needProducts } from './needs.server';
import { productInQuestion } from './prices.server';
import { forgetQuestions, readQuestions, writeQuestions } from './store.server';
import type { ChatTurn } from './types';

const SESSION_KEY = 'chatId';
/** Where builds before the chat's KV store (docs/decisions/chat.md) kept the questions themselves: dropped when met. */
const LEGACY_KEY = 'chat';

const afterResponse = (context: AppLoadContext, work: Promise<void>) =>
  context.waitUntil ? context.waitUntil(work) : void work;

export async function questions(context: AppLoadContext): Promise<string[]> {
  if (context.session.get(LEGACY_KEY) !== undefined) context.session.unset(LEGACY_KEY);
  return readQuestions(context.session.get(SESSION_KEY), context.log);
}

/**
 * Adds a question: the conversation is written under a new key, the old version forgotten once the
 * response is on its way. The questions now, or null when the store could not keep them.
 */
export async function addQuestion(context: AppLoadContext, question: string): Promise<string[] | null> {
  const previous: unknown = context.session.get(SESSION_KEY);
  const asked = [...(await questions(context)), question].slice(-MAX_TURNS);
  const id = await writeQuestions(asked, context.log);
  if (!id) return null;
  context.session.set(SESSION_KEY, id);
  afterResponse(context, forgetQuestions(previous, context.log));
  return asked;
}

export function restart(context: AppLoadContext) {
  const previous: unknown = context.session.get(SESSION_KEY);
  if (previous !== undefined) context.session.unset(SESSION_KEY);
  afterResponse(context, forgetQuestions(previous, context.log));
}

function answerContext(
  context: AppLoadContext,
  known: Awaited<ReturnType<typeof knowledge>>,
  page: PageLanguage,
): AnswerContext {
  return {
    language: page.language,
    knowledge: known,
    country: context.market.country,
    countries: context.market.countries,
    accountUrl: `${storeOrigin(context.appEnv)}/account`,
    path: page.path,
    product: (question) => productInQuestion(context.storefrontCalls, question),
    needs: (need, concepts) => needProducts(context.storefrontCalls, need, concepts),
    shipping: (variantIds) => shippingForPage(context, variantIds),
  };
}

/** The questions with their answers, derived now (in the visitor's current market and the page's language). */
export async function conversation(context: AppLoadContext, page: PageLanguage, asked?: string[]): Promise<ChatTurn[]> {
  asked ??= await questions(context);
  if (asked.length === 0) return [];
  // An answer that met an outage says "not right now"; each failure is one log line.
  const failed = (error: unknown) => {
    context.log.warn(`Chat answer unavailable: ${oneLine(error)}`);
    return null;
  };
  const outage = () => unavailable(messagesFor(page.language).chat, page.path);
  const known = await knowledge(context.storefrontCalls, page.language).catch(failed);
  if (!known) return asked.map((question) => ({ question, answer: outage() }));
  const answers = answerContext(context, known, page);
  return Promise.all(
    asked.map(async (question, i) => ({
      question,
      answer: (await answerQuestion(question, { ...answers, earlier: asked.slice(0, i) }).catch(failed)) ?? outage(),
    })),
  );
}

/** 503 when an answer could not be given for an outage (the page renders all the same). */
export function conversationStatus(turns: ChatTurn[]): 200 | 503 {
  return turns.some((turn) => turn.answer.kind === 'unavailable') ? 503 : 200;
}
