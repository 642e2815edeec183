// The conversation in the session: only the last questions (MAX_TURNS), so the cookie stays small;
// answers are derived again whenever the conversation is rendered.
import type { AppLoadContext } from 'react-router';
import { shippingForPage } from '~/lib/catalogue/inventory.server';
import { storeOrigin } from '~/lib/context/env.server';
import { answerQuestion, type AnswerContext } from './answer.server';
import { knowledge } from './knowledge.server';
import { MAX_QUESTION_LENGTH, MAX_TURNS } from './limits';
import { loadPrices, type PricedProduct } from './prices.server';
import type { ChatTurn } from './types';

const SESSION_KEY = 'chat';

export function questions(context: AppLoadContext): string[] {
  const stored: unknown = context.session.get(SESSION_KEY);
  return Array.isArray(stored)
    ? stored.filter((q): q is string => typeof q === 'string').map((q) => q.slice(0, MAX_QUESTION_LENGTH))
    : [];
}

export function addQuestion(context: AppLoadContext, question: string) {
  context.session.set(SESSION_KEY, [...questions(context), question].slice(-MAX_TURNS));
}

export function restart(context: AppLoadContext) {
  context.session.unset(SESSION_KEY);
}

async function answerContext(context: AppLoadContext): Promise<AnswerContext> {
  let prices: Promise<PricedProduct[]> | undefined;
  return {
    knowledge: await knowledge(context.storefront, context.market.countries),
    country: context.market.country,
    countries: context.market.countries,
    accountUrl: `${storeOrigin(context.appEnv)}/account`,
    prices: () => (prices ??= loadPrices(context.storefront)),
    shipping: (variantIds) => shippingForPage(context, variantIds),
  };
}

/** The stored questions with their answers, derived now (in the visitor's current market). */
export async function conversation(context: AppLoadContext): Promise<ChatTurn[]> {
  const asked = questions(context);
  if (asked.length === 0) return [];
  const answers = await answerContext(context);
  return Promise.all(asked.map(async (question) => ({ question, answer: await answerQuestion(question, answers) })));
}
