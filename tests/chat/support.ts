// The chat's knowledge from the mock Storefront API (in-process MSW), for the evaluation and unit
// tests: the same queries the worker sends, without the worker.
import type { Storefront } from '@shopify/hydrogen';
import type { AnswerContext } from '../../app/lib/chat/answer.server';
import { buildKnowledge, loadKnowledgeContent } from '../../app/lib/chat/knowledge.server';
import { productInQuestion } from '../../app/lib/chat/prices.server';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from '../mocks/config';
import { STORE } from '../support/env';

const storefront = {
  query: async (query: string, options?: { variables?: Record<string, unknown> }) => {
    const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN,
      },
      body: JSON.stringify({ query, variables: options?.variables ?? {} }),
    });
    const body = (await response.json()) as { data: unknown; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  },
} as unknown as Pick<Storefront, 'query'>;

const COUNTRIES = [
  { code: 'CH', name: 'Switzerland', currency: 'CHF' },
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'US', name: 'United States', currency: 'USD' },
  { code: 'AE', name: 'United Arab Emirates', currency: 'AED' },
];

export async function answerContext(countryCode = 'CH'): Promise<AnswerContext> {
  const content = await loadKnowledgeContent(storefront);
  const country = COUNTRIES.find((c) => c.code === countryCode)!;
  return {
    knowledge: buildKnowledge(content, COUNTRIES),
    country,
    countries: COUNTRIES,
    accountUrl: 'https://shop.example/account',
    product: (question) => productInQuestion(storefront, question),
    shipping: async () => null,
  };
}
