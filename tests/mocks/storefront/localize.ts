// The seed's records in a language of the shop, as Shopify answers a query in that language: the
// same ids, handles, tags, vendors and prices, with every translated field in the language and every
// untranslated one in English (the primary language). The hand-written shop's translations are
// kept per resource (seed/translations/<lang>/); a generated record is written again from its
// templates with the draws it was made with. Records are localised when asked for, once per
// catalogue and language (5,000 products cost nothing until a query reads them).
import { catalogueIndex } from './catalogue-index';
import { PRIMARY_LANGUAGE, type ShopLanguage } from './languages';
import { FAMILIES, runnerFacts, type Kind } from './seed/families';
import { Random } from './seed/random';
import { TRANSLATIONS } from './seed/translations';
import type { LanguageTexts, SeoText } from './seed/translations/types';
import type {
  SeedArticle,
  SeedBlog,
  SeedCollection,
  SeedImage,
  SeedPage,
  SeedPolicy,
  SeedProduct,
  SeedVariant,
} from './seed/types';

type Translated = Exclude<ShopLanguage, typeof PRIMARY_LANGUAGE>;

const texts = (language: Translated): LanguageTexts => TRANSLATIONS[language];

const KINDS = new Map<string, Kind>(FAMILIES.flatMap((family) => family.kinds.map((kind) => [kind.noun, kind])));

/** `{ …record, …fields }` with only the fields that have a translation. */
function merged<T extends object>(record: T, fields: Partial<T>): T {
  const out = { ...record };
  for (const [key, value] of Object.entries(fields) as [keyof T, T[keyof T] | undefined][]) {
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const seoIn = (seo: { title: string; description: string }, text: SeoText | undefined) => ({
  title: text?.title ?? seo.title,
  description: text?.description ?? seo.description,
});

const withAlt = (image: SeedImage, alt: string | undefined): SeedImage => (alt ? { ...image, altText: alt } : image);

/** Memory per catalogue and language: a record is localised once. */
function remembered<T extends { id: string }>(kind: string, language: Translated, record: T, make: () => T): T {
  const memory = catalogueIndex().memo(`localized:${kind}:${language}`, () => new Map<string, T>());
  let found = memory.get(record.id);
  if (!found) memory.set(record.id, (found = make()));
  return found;
}

// ---- words: option names and values, product types, filter labels -------------------------------

const words = new Map<string, string>();

export function optionName(name: string, language: ShopLanguage) {
  return language === PRIMARY_LANGUAGE ? name : (texts(language).glossary.optionNames[name] ?? name);
}

export function optionValue(value: string, language: ShopLanguage) {
  if (language === PRIMARY_LANGUAGE) return value;
  const key = `${language}:${value}`;
  let found = words.get(key);
  if (found === undefined) {
    const { glossary } = texts(language);
    found = glossary.optionValues[value] ?? glossary.countedValue(value) ?? value;
    words.set(key, found);
  }
  return found;
}

export function productTypeName(type: string, language: ShopLanguage) {
  return language === PRIMARY_LANGUAGE ? type : (texts(language).glossary.productTypes[type] ?? type);
}

const FILTER_LABELS = {
  availability: 'Availability',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  price: 'Price',
  productType: 'Product type',
  brand: 'Brand',
  tag: 'Tag',
};

export function filterLabel(key: keyof typeof FILTER_LABELS, language: ShopLanguage) {
  return language === PRIMARY_LANGUAGE ? FILTER_LABELS[key] : texts(language).glossary.filters[key];
}

// ---- products ---------------------------------------------------------------------------------------

function variantIn(variant: SeedVariant, language: Translated): SeedVariant {
  const selectedOptions = variant.selectedOptions.map((o) => ({
    name: optionName(o.name, language),
    value: optionValue(o.value, language),
  }));
  // "Default Title" is Shopify's own and never translated; other titles are the values joined.
  const title = variant.title === 'Default Title' ? variant.title : selectedOptions.map((o) => o.value).join(' / ');
  return { ...variant, title, selectedOptions };
}

/** A generated product's text in `language`, written from its kind's templates with its own draws. */
function generatedProductText(product: SeedProduct, language: Translated): Partial<SeedProduct> {
  const source = product.generated!;
  const t = texts(language).generated;
  const kind = KINDS.get(source.kind);
  const kindText = t.kinds[source.kind];
  if (!kind || !kindText) return {};
  const title = t.title(source.series, kindText.noun);
  const c = { title, series: source.series, vendor: product.vendor };
  const r = new Random(source.text);
  const lead = kindText.lead(c);
  const story = t.stories[source.family](c);
  const specs = kind.runner
    ? (({ hrc, hollow, radius }) => t.runnerSpecs(hrc, hollow, radius))(runnerFacts(r))
    : t.gearSpecs(c);
  const productType = productTypeName(product.productType, language);
  return {
    title,
    descriptionHtml: `<p>${lead}</p>\n<p>${story}</p>\n<ul>\n${specs.map((spec) => `<li>${spec}</li>`).join('\n')}\n</ul>`,
    seo: {
      title: t.seoTitle(title, productType, product.vendor),
      description: lead.length > 155 ? `${lead.slice(0, 152).replace(/\s+\S*$/, '')}…` : lead,
    },
    images: product.images.map((image, n) => {
      const view = kindText.views[n];
      return withAlt(image, view && t.imageAlt(title, view));
    }),
  };
}

function handWrittenProductText(product: SeedProduct, language: Translated): Partial<SeedProduct> {
  const text = texts(language).handWritten.products[product.id];
  if (!text) return {};
  return {
    title: text.title,
    descriptionHtml: text.descriptionHtml,
    seo: seoIn(product.seo, text.seo),
    images: product.images.map((image) => withAlt(image, text.alt?.[image.id])),
    videos: product.videos.map((video) => ({
      ...video,
      alt: text.alt?.[video.id] ?? video.alt,
      previewImage: withAlt(video.previewImage, text.alt?.[video.previewImage.id]),
    })),
  };
}

export function localizedProduct(product: SeedProduct, language: ShopLanguage): SeedProduct {
  if (language === PRIMARY_LANGUAGE) return product;
  return remembered('product', language, product, () =>
    merged(product, {
      ...(product.generated ? generatedProductText(product, language) : handWrittenProductText(product, language)),
      productType: productTypeName(product.productType, language),
      options: product.options.map((o) => ({
        name: optionName(o.name, language),
        values: o.values.map((v) => optionValue(v, language)),
      })),
      variants: product.variants.map((v) => variantIn(v, language)),
    }),
  );
}

/** A variant in `language` (the same variant of the localised product). */
export function localizedVariant(product: SeedProduct, variant: SeedVariant, language: ShopLanguage): SeedVariant {
  if (language === PRIMARY_LANGUAGE) return variant;
  return localizedProduct(product, language).variants.find((v) => v.id === variant.id) ?? variant;
}

// ---- collections, pages, blogs, articles, policies, menus, shop -------------------------------------

function generatedCollectionText(collection: SeedCollection, language: Translated): Partial<SeedCollection> {
  const source = collection.generated!;
  const t = texts(language).generated;
  let title: string;
  let description: string;
  if ('theme' in source) {
    const theme = t.collections.themes[source.theme];
    if (!theme) return {};
    ({ title, description } = theme);
  } else {
    title = t.collections.seriesTitle(source.series);
    const nouns = source.kinds.map((kind) => t.kinds[kind]?.noun ?? kind);
    description = t.collections.seriesDescription(source.series, source.vendor, nouns);
  }
  return {
    title,
    descriptionHtml: `<p>${description}</p>`,
    seo: { title: `${title} – Sharkblades`, description },
    image: collection.image && withAlt(collection.image, t.collections.imageAlt(title)),
  };
}

export function localizedCollection(collection: SeedCollection, language: ShopLanguage): SeedCollection {
  if (language === PRIMARY_LANGUAGE) return collection;
  return remembered('collection', language, collection, () => {
    if (collection.generated) return merged(collection, generatedCollectionText(collection, language));
    const text = texts(language).handWritten.collections[collection.id];
    if (!text) return collection;
    return merged(collection, {
      title: text.title,
      descriptionHtml: text.descriptionHtml,
      seo: seoIn(collection.seo, text.seo),
      image: collection.image && withAlt(collection.image, text.imageAlt),
    });
  });
}

export function localizedPage(page: SeedPage, language: ShopLanguage): SeedPage {
  if (language === PRIMARY_LANGUAGE) return page;
  const text = texts(language).handWritten.pages[page.id];
  if (!text) return page;
  return remembered('page', language, page, () =>
    merged(page, {
      title: text.title,
      bodyHtml: text.bodyHtml,
      bodySummary: text.bodySummary,
      seo: seoIn(page.seo, text.seo),
      pictures: page.pictures?.map((picture, i) => ({ ...picture, altText: text.pictureAlts?.[i] ?? picture.altText })),
    }),
  );
}

/** A blog's own fields in `language` (its articles are localised one by one). */
export function localizedBlog(blog: SeedBlog, language: ShopLanguage): SeedBlog {
  if (language === PRIMARY_LANGUAGE) return blog;
  const text = texts(language).handWritten.blogs[blog.id];
  return text ? { ...blog, title: text.title ?? blog.title, seo: seoIn(blog.seo, text.seo) } : blog;
}

function generatedArticleText(blog: SeedBlog, article: SeedArticle, language: Translated): Partial<SeedArticle> {
  const source = article.generated!;
  const found = catalogueIndex().productById.get(source.productId);
  if (!found) return {};
  const product = localizedProduct(found, language);
  const t = texts(language).generated.articles;
  const title =
    blog.handle === 'blog'
      ? (t.blogTitles[source.titleIndex] ?? t.blogTitles[0]!)(product.title)
      : blog.handle === 'success-stories'
        ? t.successTitle(source.club, product.title)
        : t.testimonialTitle(product.title);
  const excerpt = t.excerpt(product.title, blog.handle === 'blog' ? null : source.club);
  return {
    title,
    excerpt,
    contentHtml: t.content(excerpt, product.seo.description, source.sessions, product.title, source.club),
    seo: { title: `${title} – Sharkblades`, description: excerpt },
    image: withAlt(article.image, t.imageAlt(product.title, source.club)),
  };
}

export function localizedArticle(blog: SeedBlog, article: SeedArticle, language: ShopLanguage): SeedArticle {
  if (language === PRIMARY_LANGUAGE) return article;
  return remembered('article', language, article, () => {
    if (article.generated) return merged(article, generatedArticleText(blog, article, language));
    const text = texts(language).handWritten.articles[article.id];
    if (!text) return article;
    return merged(article, {
      title: text.title,
      excerpt: text.excerpt,
      contentHtml: text.contentHtml,
      seo: seoIn(article.seo, text.seo),
      image: withAlt(article.image, text.imageAlt),
    });
  });
}

export function localizedPolicy(policy: SeedPolicy, language: ShopLanguage): SeedPolicy {
  if (language === PRIMARY_LANGUAGE) return policy;
  const text = texts(language).handWritten.policies[policy.id];
  return text ? merged(policy, { title: text.title, bodyHtml: text.bodyHtml }) : policy;
}

export function menuTitle(menuId: string, title: string, language: ShopLanguage) {
  return language === PRIMARY_LANGUAGE ? title : (texts(language).handWritten.menus[menuId] ?? title);
}

export function menuItemTitle(itemId: string, title: string, language: ShopLanguage) {
  return language === PRIMARY_LANGUAGE ? title : (texts(language).handWritten.menuItems[itemId] ?? title);
}

export function shopDescription(description: string, language: ShopLanguage) {
  return language === PRIMARY_LANGUAGE ? description : (texts(language).handWritten.shop.description ?? description);
}
