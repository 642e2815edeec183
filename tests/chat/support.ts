// The chat's answers from the mock Storefront API (in-process MSW), for the evaluation and unit
// tests: the same queries the worker sends, without the worker, through Hydrogen's client in the
// visitor's market and the page's language.
import { createStorefrontClient } from '@shopify/hydrogen';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import type { AnswerContext } from '../../app/lib/chat/answer.server';
import { buildKnowledge, loadKnowledgeContent } from '../../app/lib/chat/knowledge.server';
import { needProducts } from '../../app/lib/chat/needs.server';
import { productInQuestion } from '../../app/lib/chat/prices.server';
import type { Country } from '../../app/lib/country/country';
import { localePath, STOREFRONT_LANGUAGE, type Language } from '../../app/lib/i18n/languages';
import { acceptLanguage, storefrontQuery, type StorefrontCalls } from '../../app/lib/shopify/storefront.server';
import { MOCK_STOREFRONT_PUBLIC_TOKEN } from '../mocks/config';
import { STORE } from '../support/env';

function storefrontFor(country: string, language: Language): StorefrontCalls {
  const { storefront } = createStorefrontClient({
    storeDomain: STORE,
    publicStorefrontToken: MOCK_STOREFRONT_PUBLIC_TOKEN,
    i18n: { language: STOREFRONT_LANGUAGE[language], country: country as CountryCode },
  });
  // A fresh outcome for each call: one failed question does not fail the next.
  return {
    storefront,
    acceptLanguage: acceptLanguage(language, country),
    get outcome() {
      return { failed: false };
    },
  };
}

async function shopCountries(storefront: StorefrontCalls): Promise<Country[]> {
  const data = (await storefrontQuery(
    storefront,
    `query Countries { localization { availableCountries { isoCode name currency { isoCode } } } }`,
  )) as {
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
    knowledge: buildKnowledge(content, local, language),
    country,
    countries,
    accountUrl: 'https://shop.example/account',
    path: (url) => localePath(language, url),
    product: (question) => productInQuestion(storefront, question),
    needs: (need, concepts) => needProducts(storefront, need, concepts),
    shipping: async () => null,
  };
}
