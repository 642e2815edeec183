// Shapes of the mock shop's seed data. Plain domain records; the storefront resolvers turn them
// into Storefront API objects (gid ids, Money in the market's currency, connections).

/** A path on the mock server, e.g. `/cdn/shop/files/sharkblades-1.jpg`; the mock prefixes its origin. */
export type CdnPath = `/cdn/${string}`;

export interface SeedImage {
  /** Numeric part of the gid: gid://shopify/ProductImage/{id}. */
  id: string;
  path: CdnPath;
  altText: string;
  width: number;
  height: number;
}

export interface SeedVideo {
  id: string;
  /** mp4 source path on the mock CDN. */
  path: CdnPath;
  alt: string;
  previewImage: SeedImage;
}

export interface SeedVariant {
  id: string;
  title: string;
  sku: string;
  /** Price in CHF as a decimal string, e.g. "189.00". */
  price: string;
  compareAtPrice?: string;
  weight: number;
  weightUnit: 'GRAMS' | 'KILOGRAMS';
  /** Total sellable quantity; 0 means sold out (availableForSale false). */
  quantityAvailable: number;
  selectedOptions: { name: string; value: string }[];
  /** Index into the product's images. */
  imageIndex: number;
  /** Units per Admin location (for the Switzerland / primary inventory logic). */
  inventory: { switzerland: number; primary: number };
}

export interface SeedProduct {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  descriptionHtml: string;
  seo: { title: string; description: string };
  options: { name: string; values: string[] }[];
  variants: SeedVariant[];
  images: SeedImage[];
  videos: SeedVideo[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  /** Units sold, for BEST_SELLING (hand-written products: tests/mocks/storefront/product-order.ts). */
  unitsSold?: number;
  /** A generated product: what its text was written from, to write it in another language. */
  generated?: GeneratedProductSource;
}

export interface GeneratedProductSource {
  family: 'runners' | 'ice' | 'care' | 'training';
  /** The kind's English noun (seed/families.ts). */
  kind: string;
  series: string;
  /** The random stream's position where the text's draws begin (seed/random.ts `position`). */
  text: number;
}

export interface SeedCollection {
  id: string;
  handle: string;
  title: string;
  descriptionHtml: string;
  image?: SeedImage;
  productHandles: string[];
  seo: { title: string; description: string };
  updatedAt: string;
  /** The collection's sort order in Shopify (COLLECTION_DEFAULT); MANUAL, the listed order, by default. */
  sortOrder?: CollectionSortOrder;
  /** A generated collection: a theme (by handle) or a series with its kinds' English nouns. */
  generated?: { theme: string } | { series: string; vendor: string; kinds: string[] };
}

export type CollectionSortOrder = 'MANUAL' | 'BEST_SELLING' | 'CREATED_DESC' | 'PRICE_ASC' | 'PRICE_DESC' | 'ALPHA_ASC';

export interface SeedArticle {
  id: string;
  handle: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  authorName: string;
  publishedAt: string;
  tags: string[];
  image: SeedImage;
  seo: { title: string; description: string };
  /** A generated article: the product it is about and the draws its text was written from. */
  generated?: { productId: string; club: string; titleIndex: number; sessions: number };
}

export interface SeedBlog {
  id: string;
  /** blog | success-stories | testimonials */
  handle: string;
  title: string;
  seo: { title: string; description: string };
  articles: SeedArticle[];
}

export interface SeedPage {
  id: string;
  handle: string;
  title: string;
  bodyHtml: string;
  bodySummary: string;
  seo: { title: string; description: string };
  createdAt: string;
  updatedAt: string;
  /**
   * The page's `custom.pictures` metafield (list.file_reference): the i-th picture goes with the
   * body's i-th <section> (a chapter, a person, an office).
   */
  pictures?: SeedImage[];
}

export interface SeedPolicy {
  id: string;
  handle: 'privacy-policy' | 'terms-of-service' | 'refund-policy' | 'shipping-policy' | 'contact-information';
  title: string;
  bodyHtml: string;
}

export interface SeedShop {
  id: string;
  name: string;
  description: string;
  moneyFormat: string;
  primaryDomain: { host: string; url: string };
  brand: { slogan: string; shortDescription: string; logo: SeedImage; colors: { primary: string; secondary: string } };
  privacyPolicy: SeedPolicy;
  termsOfService: SeedPolicy;
  refundPolicy: SeedPolicy;
}

export interface SeedCountry {
  isoCode: string;
  name: string;
  currency: { isoCode: string; name: string; symbol: string };
  /** Units of this currency per 1 CHF (fixed for the mock). */
  rateFromChf: number;
  language: { isoCode: string; endonymName: string; name: string };
}

export interface SeedDiscountCode {
  code: string;
  /** Percentage off the subtotal, e.g. 10. */
  percentage: number;
  title: string;
}

export interface SeedGiftCard {
  code: string;
  id: string;
  /** Balance in CHF. */
  balance: string;
}

export interface Seed {
  shop: SeedShop;
  products: SeedProduct[];
  collections: SeedCollection[];
  blogs: SeedBlog[];
  pages: SeedPage[];
  countries: SeedCountry[];
  discountCodes: SeedDiscountCode[];
  giftCards: SeedGiftCard[];
}
