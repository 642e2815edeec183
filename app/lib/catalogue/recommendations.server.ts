// "Complete the kit" on the product page: Shopify's product recommendations (docs/decisions/product-page.md),
// the merchant's complementary products first, then related ones, four cards. Asked by handle, as
// root fields of the product page's own query (one sub-request, docs/decisions/upstream-discipline.md); cached with
// it. A part the page can do without: a failure gives no cards (and a page no cache shares), never
// an error page.
import type { ProductKitFragment } from 'storefrontapi.generated';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { goOnWithout, type UpstreamFaults } from '~/lib/http/upstream.server';
import type { CardRatingWords } from '~/lib/review/card-rating.server';
import { productCards, type ProductCard } from './product-cards.server';

/** The recommendations as root fields of a query that declares `$handle` (the product's). */
export const PRODUCT_KIT_FRAGMENT = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  fragment ProductKit on QueryRoot {
    complementary: productRecommendations(productHandle: $handle, intent: COMPLEMENTARY) {
      ...ProductCard
    }
    related: productRecommendations(productHandle: $handle, intent: RELATED) {
      ...ProductCard
    }
  }
` as const;

/** A GraphQL error of the answer (Hydrogen returns them beside the data). */
interface AnswerError {
  message: string;
  path?: readonly (string | number)[];
}

/** How many cards the page shows. */
export const KIT_SIZE = 4;

/**
 * The kit's cards from the product page's answer. An error on the recommendations' fields (the
 * product's own are answered) counts as their failure: no cards, and the fault is noted.
 */
export function kitProducts(
  context: { upstreamFaults: UpstreamFaults },
  handle: string,
  found: Partial<ProductKitFragment> & { errors?: readonly AnswerError[] },
  ratings: CardRatingWords | null = null,
): ProductCard[] {
  const failed = found.errors?.find((error) => ['complementary', 'related'].includes(String(error.path?.[0])));
  const answer = failed
    ? goOnWithout(context.upstreamFaults, 'storefront', 'Product recommendations', null)(new Error(failed.message))
    : found;
  const seen = new Set<string>();
  // Available products only: a card that cannot be bought does not complete a kit.
  const products = [...(answer?.complementary ?? []), ...(answer?.related ?? [])].filter(
    (product) => product.handle !== handle && product.availableForSale && !seen.has(product.id) && seen.add(product.id),
  );
  return productCards(products.slice(0, KIT_SIZE), ratings);
}
