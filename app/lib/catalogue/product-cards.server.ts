// Product cards as the loaders hand them to the page: the "from" price formatted here, on the
// server, as the product page's prices already are. The browser then never formats money while it
// hydrates a listing: its first `Intl.NumberFormat` initialises ICU, a 15–40 ms task on this
// machine (×4 on Lighthouse's phone), the long task in the home page's hydration
// (docs/decisions/rendering-and-hydration.md). Only what a card shows goes into the page's data (a listing's HTML
// budget, docs/decisions/listings.md).
import type { ProductCardFragment } from 'storefrontapi.generated';
import { cardRating, type CardRating, type CardRatingWords } from '~/lib/review/card-rating.server';
import { formatMoney } from './money';

/** The cards ~/components/cards/product-grid draws. */
export interface ProductCard {
  id: string;
  handle: string;
  title: string;
  featuredImage: ProductCardFragment['featuredImage'];
  fromPrice: string;
  soldOut: boolean;
  /** Its rating when reviews are on and it has reviews (docs/decisions/reviews.md). */
  rating: CardRating | null;
  /** The variant a search named ("black ghost 272"): its link (in the page's language), name and price. */
  variant?: { to: string; label: string; price: string };
}

/** `ratings`: how the page writes a rating (~/lib/review/card-rating.server), null when reviews are off. */
export function productCards(products: ProductCardFragment[], ratings: CardRatingWords | null = null): ProductCard[] {
  return products.map((product) => ({
    id: product.id,
    handle: product.handle,
    title: product.title,
    featuredImage: product.featuredImage,
    fromPrice: formatMoney(product.priceRange.minVariantPrice),
    soldOut: !product.availableForSale,
    rating: cardRating(product, ratings),
  }));
}
