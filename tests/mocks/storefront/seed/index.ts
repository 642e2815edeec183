// The complete seed of the mock Sharkblades shop.
import type { Seed } from './types';
import { blogs } from './blogs';
import { collections } from './collections';
import { countries } from './countries';
import { discountCodes, giftCards } from './discounts';
import { pages } from './pages';
import { products } from './products';
import { shop } from './shop';

export const seed: Seed = { shop, products, collections, blogs, pages, countries, discountCodes, giftCards };
