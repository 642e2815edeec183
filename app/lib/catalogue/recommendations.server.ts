// "Complete the kit" on the product page: Shopify's product recommendations (docs/decisions/244),
// the merchant's complementary products first, then related ones, four cards. Asked by handle, so
// the query runs beside the product's own; cached like the rest of the catalogue. A part the page
// can do without: a failure gives no cards (and a page no cache shares), never an error page.
import type { Storefront } from '@shopify/hydrogen';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { goOnWithout, type UpstreamFaults } from '~/lib/http/upstream.server';
import type { CardRatingWords } from '~/lib/review/card-rating.server';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { productCards, type ProductCard } from './product-cards.server';

const RECOMMENDATIONS_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query ProductRecommendations($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) {
      ...ProductCard
    }
    related: productRecommendations(productHandle: $handle, intent: RELATED) {
      ...ProductCard
    }
  }
` as const;

/** How many cards the page shows. */
export const KIT_SIZE = 4;

export async function kitProducts(
  context: { storefront: Storefront; upstreamFaults: UpstreamFaults },
  handle: string,
  ratings: CardRatingWords | null = null,
): Promise<ProductCard[]> {
  const answer = await context.storefront
    .query(RECOMMENDATIONS_QUERY, { variables: { handle }, cache: CATALOGUE_CACHE })
    .catch(goOnWithout(context.upstreamFaults, 'storefront', 'Product recommendations', null));
  const seen = new Set<string>();
  // Available products only: a card that cannot be bought does not complete a kit.
  const products = [...(answer?.complementary ?? []), ...(answer?.related ?? [])].filter(
    (product) => product.handle !== handle && product.availableForSale && !seen.has(product.id) && seen.add(product.id),
  );
  return productCards(products.slice(0, KIT_SIZE), ratings);
}
