// "In this story": the products an article links to, as cards (docs/decisions/content-and-home.md). Their handles
// are in the article's body, so they are asked for once it is read: one query for all of them (four
// aliased `product(handle:)` fields; the Storefront API's `products(query:)` cannot search by
// handle), cached like the article. A product that no longer exists is skipped; a failed query
// gives no cards (and a page no cache shares), never an error page.
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { productCards, type ProductCard } from '~/lib/catalogue/product-cards.server';
import { goOnWithout, type UpstreamFaults } from '~/lib/http/upstream.server';
import type { CardRatingWords } from '~/lib/review/card-rating.server';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { ARTICLE_PRODUCTS } from './article-products';

const ARTICLE_PRODUCTS_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query ArticleProducts(
    $first: String!
    $second: String!
    $third: String!
    $fourth: String!
    $withSecond: Boolean!
    $withThird: Boolean!
    $withFourth: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    first: product(handle: $first) {
      ...ProductCard
    }
    second: product(handle: $second) @include(if: $withSecond) {
      ...ProductCard
    }
    third: product(handle: $third) @include(if: $withThird) {
      ...ProductCard
    }
    fourth: product(handle: $fourth) @include(if: $withFourth) {
      ...ProductCard
    }
  }
` as const;

/** What the products' read needs beside the client: the cards' ratings, and where faults are noted. */
export interface ArticleProductsContext {
  ratings: CardRatingWords | null;
  upstreamFaults: UpstreamFaults;
}

export async function articleProducts(
  storefront: StorefrontCalls,
  handles: string[],
  { ratings, upstreamFaults }: ArticleProductsContext,
): Promise<ProductCard[]> {
  if (!handles.length) return [];
  const [first = '', second = '', third = '', fourth = ''] = handles.slice(0, ARTICLE_PRODUCTS);
  const answer = await storefrontQuery(storefront, ARTICLE_PRODUCTS_QUERY, {
    variables: {
      first,
      second,
      third,
      fourth,
      withSecond: Boolean(second),
      withThird: Boolean(third),
      withFourth: Boolean(fourth),
    },
    cache: CATALOGUE_CACHE,
  }).catch(goOnWithout(upstreamFaults, 'storefront', 'Article products', null));
  if (!answer) return [];
  const found = [answer.first, answer.second, answer.third, answer.fourth].filter((product) => product != null);
  return productCards(found, ratings);
}
