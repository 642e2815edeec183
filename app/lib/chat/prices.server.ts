// The product a question names, priced in the visitor's market, for the chat's structured answers.
// Found by the shop's own names first, else through the Storefront search (any product of the
// catalogue, not a list of the first few): at most two bounded searches and one product read, each
// cached. The queries carry $country, so Hydrogen prices them in the request's market.
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { MONEY_FRAGMENT } from '~/graphql/fragments';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { nameSearches, productAlias, titleInQuestion } from './intents';

const FIND_QUERY = `#graphql
  query ChatFindProduct($terms: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    search(query: $terms, types: [PRODUCT], first: 10) {
      nodes {
        ... on Product {
          handle
          title
        }
      }
    }
  }
` as const;

const PRODUCT_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  query ChatPricedProduct($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      handle
      title
      options {
        name
        optionValues {
          name
        }
      }
      variants(first: 250) {
        nodes {
          id
          title
          availableForSale
          price {
            ...Money
          }
        }
      }
    }
  }
` as const;

export interface PricedVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
}

export interface PricedProduct {
  handle: string;
  title: string;
  options: { name: string; optionValues: { name: string }[] }[];
  variants: PricedVariant[];
}

/** The handle of the product whose whole name the question contains, by search; null if none. */
async function searchHandle(storefront: StorefrontCalls, question: string): Promise<string | null> {
  for (const terms of nameSearches(question)) {
    const { search } = await storefrontQuery(storefront, FIND_QUERY, { variables: { terms }, cache: CATALOGUE_CACHE });
    const named = search.nodes
      .flatMap((node) => ('handle' in node && node.title ? [{ handle: node.handle, title: node.title }] : []))
      .filter((product) => titleInQuestion(product.title, question))
      .sort((a, b) => b.title.length - a.title.length);
    if (named[0]) return named[0].handle;
  }
  return null;
}

/** The product the question names, with its variants priced; null when it names none. */
export async function productInQuestion(storefront: StorefrontCalls, question: string): Promise<PricedProduct | null> {
  const handle = productAlias(question) ?? (await searchHandle(storefront, question));
  if (!handle) return null;
  const { product } = await storefrontQuery(storefront, PRODUCT_QUERY, {
    variables: { handle },
    cache: CATALOGUE_CACHE,
  });
  if (!product) return null;
  return { handle: product.handle, title: product.title, options: product.options, variants: product.variants.nodes };
}
