// Every word of the interface in English, one module per domain (docs/decisions/words-and-translations.md).
import { chat } from './chat';
import { common } from './common';
import { language } from './language';
import { cards } from './cards';
import { content } from './content';
import { home } from './home';
import { listing } from './listing';
import { consent } from './consent';
import { country, countryChange } from './country';
import { errors } from './errors';
import { menu } from './menu';
import { newsletter } from './newsletter';
import { refusals } from './refusals';
import { seo } from './seo';
import { footer, shell } from './shell';
import { cart } from './cart';
import { cartNotices } from './cart-notices';
import { cartLink } from './cart-link';
import { checkout } from './checkout';
import { product } from './product';
import { productPage } from './product-page';
import { review } from './review';
import { search } from './search';

export const en = {
  chat,
  common,
  language,
  cards,
  content,
  home,
  listing,
  consent,
  country,
  countryChange,
  errors,
  menu,
  newsletter,
  refusals,
  seo,
  shell,
  footer,
  cart,
  cartNotices,
  cartLink,
  checkout,
  product,
  productPage,
  review,
  search,
} as const;
