// The chat's answers from the mock Storefront API (in-process MSW), for the evaluation and unit
// tests: the same queries the worker sends, without the worker. Like Hydrogen's client, the fake
// fills a query's $country and $language from the visitor's market and the page's language.
import type { Storefront } from '@shopify/hydrogen';
import type { AnswerContext } from '../../app/lib/chat/answer.server';
import { buildKnowledge, loadKnowledgeContent } from '../../app/lib/chat/knowledge.server';
import { needProducts } from '../../app/lib/chat/needs.server';
import { productInQuestion } from '../../app/lib/chat/prices.server';
import type { Country } from '../../app/lib/country/country';
import { localePath, STOREFRONT_LANGUAGE, type Language } from '../../app/lib/i18n/languages';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from '../mocks/config';
import { STORE } from '../support/env';

function storefrontFor(country: string, language: Language) {
  return {
    query: async (query: string, options?: { variables?: Record<string, unknown> }) => {
      const variables = { ...options?.variables };
      if (/\$country\b/.test(query) && !variables.country) variables.country = country;
      if (/\$language\b/.test(query) && !variables.language) variables.language = STOREFRONT_LANGUAGE[language];
      const response = await fetch(`${STORE}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': MOCK_STOREFRONT_PUBLIC_TOKEN,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
  } as unknown as Pick<Storefront, 'query'>;
}

async function shopCountries(storefront: Pick<Storefront, 'query'>): Promise<Country[]> {
  const data = (await storefront.query(
    `query Countries { localization { availableCountries { isoCode name currency { isoCode } } } }`,
  )) as unknown as {
    localization: { availableCountries: { isoCode: string; name: string; currency: { isoCode: string } }[] };
  };
  return data.localization.availableCountries.map((c) => ({
    code: c.isoCode,
    name: c.name,
    currency: c.currency.isoCode,
  }));
}

const contexts = new Map<string, Promise<AnswerContext>>();

/** What the worker gives the chat on a page in `language` for a visitor in `countryCode` (once per pair). */
export function answerContext(countryCode = 'CH', language: Language = 'en'): Promise<AnswerContext> {
  const key = `${countryCode}/${language}`;
  if (!contexts.has(key)) contexts.set(key, makeContext(countryCode, language));
  return contexts.get(key)!;
}

async function makeContext(countryCode: string, language: Language): Promise<AnswerContext> {
  const storefront = storefrontFor(countryCode, language);
  const [content, local, countries] = await Promise.all([
    loadKnowledgeContent(storefront),
    loadKnowledgeContent(storefront, language),
    shopCountries(storefront),
  ]);
  const country = countries.find((c) => c.code === countryCode) ?? {
    code: countryCode,
    name: countryCode,
    currency: '',
  };
  return {
    language,
    knowledge: buildKnowledge(content, local),
    country,
    countries,
    accountUrl: 'https://shop.example/account',
    path: (url) => localePath(language, url),
    product: (question) => productInQuestion(storefront, question),
    needs: (need, concepts) => needProducts(storefront, need, concepts),
    shipping: async () => null,
  };
}
