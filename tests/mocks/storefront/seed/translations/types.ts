// Shapes of the seed's translations, one set per published language, as the shop's translations
// are kept in Shopify (Translate & Adapt): per resource and field, keyed by the resource's id. A
// field left out has no translation and Shopify answers it in the primary language (English).

export interface SeoText {
  title?: string;
  description?: string;
}

export interface ProductText {
  title?: string;
  descriptionHtml?: string;
  seo?: SeoText;
  /** Media alt texts by image (or video) id. */
  alt?: Record<string, string>;
}

export interface CollectionText {
  title?: string;
  descriptionHtml?: string;
  seo?: SeoText;
  imageAlt?: string;
}

export interface PageText {
  title?: string;
  bodyHtml?: string;
  bodySummary?: string;
  seo?: SeoText;
  /** The alt texts of the page's pictures, in their order. */
  pictureAlts?: string[];
}

export interface BlogText {
  title?: string;
  seo?: SeoText;
}

export interface ArticleText {
  title?: string;
  excerpt?: string;
  contentHtml?: string;
  seo?: SeoText;
  imageAlt?: string;
}

export interface PolicyText {
  title?: string;
  bodyHtml?: string;
}

/** Words Shopify translates once and shows wherever they occur: option names and values, product types. */
export interface Glossary {
  optionNames: Record<string, string>;
  /** Option values said the same way in every product ("Single pair", "Arctic White"). */
  optionValues: Record<string, string>;
  /** Option values with a number in them ("4 panels", "400 grit"): the number and the words around it. */
  countedValue: (value: string) => string | undefined;
  productTypes: Record<string, string>;
  /** Search & Discovery's filter labels (filter.v.availability, …). */
  filters: {
    availability: string;
    inStock: string;
    outOfStock: string;
    price: string;
    productType: string;
    brand: string;
    tag: string;
  };
}

/** Everything the hand-written shop has translated into one language. */
export interface HandWrittenTexts {
  shop: { description: string };
  products: Record<string, ProductText>;
  collections: Record<string, CollectionText>;
  pages: Record<string, PageText>;
  blogs: Record<string, BlogText>;
  articles: Record<string, ArticleText>;
  policies: Record<string, PolicyText>;
  menus: Record<string, string>;
  menuItems: Record<string, string>;
}

/** What a generated product's text is written from (tests/mocks/storefront/seed/generate.ts). */
export interface TextContext {
  title: string;
  series: string;
  vendor: string;
}

export interface KindText {
  noun: string;
  /** What each image shows, after the product's title (the English kind's `views`, in order). */
  views: string[];
  lead: (c: TextContext) => string;
}

/** The generated catalogue's templates in one language; the English ones live in seed/families.ts. */
export interface GeneratedTexts {
  title: (series: string, noun: string) => string;
  seoTitle: (title: string, productType: string, vendor: string) => string;
  /** An image's alt text: the product's title and what the image shows. */
  imageAlt: (title: string, view: string) => string;
  stories: Record<'runners' | 'ice' | 'care' | 'training', (c: TextContext) => string>;
  /** By the English kind's noun. */
  kinds: Record<string, KindText>;
  /** Spec lines of a runner: hardness, hollow and radius are the English draws (same order). */
  runnerSpecs: (hrc: string, hollow: string, radius: string) => string[];
  gearSpecs: (c: TextContext) => string[];
  collections: {
    /** By the theme's handle. */
    themes: Record<string, { title: string; description: string }>;
    seriesTitle: (series: string) => string;
    seriesDescription: (series: string, vendor: string, nouns: string[]) => string;
    imageAlt: (title: string) => string;
  };
  articles: {
    blogTitles: ((product: string) => string)[];
    successTitle: (club: string, product: string) => string;
    testimonialTitle: (product: string) => string;
    excerpt: (product: string, who: string | null) => string;
    content: (excerpt: string, what: string, sessions: number, product: string, club: string) => string;
    imageAlt: (product: string, club: string) => string;
  };
}

export interface LanguageTexts {
  glossary: Glossary;
  handWritten: HandWrittenTexts;
  generated: GeneratedTexts;
}
