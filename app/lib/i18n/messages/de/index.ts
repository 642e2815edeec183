// Every word of the interface in German (Swiss spelling: ss, never ß), one module per domain (docs/decisions/203).
import { common } from './common';
import { language } from './language';
import { cart } from './cart';
import { cartNotices } from './cart-notices';
import { cartLink } from './cart-link';
import { checkout } from './checkout';
import { product } from './product';
import { productPage } from './product-page';
import { review } from './review';
import type { Messages } from '../types';

export const de = {
  common,
  language,
  cart,
  cartNotices,
  cartLink,
  checkout,
  product,
  productPage,
  review,
} satisfies Messages;
