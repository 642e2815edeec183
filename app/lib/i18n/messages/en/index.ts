// Every word of the interface in English, one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';
import { cart } from './cart';
import { cartNotices } from './cart-notices';
import { cartLink } from './cart-link';
import { checkout } from './checkout';
import { product } from './product';
import { productPage } from './product-page';
import { review } from './review';

export const en = {
  common,
  language,
  cart,
  cartNotices,
  cartLink,
  checkout,
  product,
  productPage,
  review,
} as const;
