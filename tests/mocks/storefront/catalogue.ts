// Storefront API objects for the seeded catalogue and content: products, variants, media,
// collections, blogs, articles, pages, shop and localization, in the query's language (localize.ts).
// Fields that take arguments are functions, which graphql-js's default resolver calls with
// (args, context).
import { catalogueIndex } from './catalogue-index';
import { connection, type ConnectionArgs } from './connection';
import { gid, type StorefrontContext } from './context';
import { stripHtml } from './html';
import { countryName, defaultLanguageOf, languageObject, PUBLISHED_LANGUAGES } from './languages';
import {
  localizedArticle,
  localizedBlog,
  localizedCollection,
  localizedPage,
  localizedPolicy,
  localizedProduct,
  localizedVariant,
  shopDescription,
} from './localize';
import { metafieldFields, reviewMetafields } from './metafields';
import { money, priceInMarket } from './money';
import { seed } from './seed';
import { encodedVariants } from './option-encoding';
import { applyFilters, facets, parseFilters } from './product-filters';
import { collectionOrder, productOrder, type Ordered } from './product-order';
import { contactInformation, shippingPolicy } from './seed/navigation';
import type {
  SeedArticle,
  SeedBlog,
  SeedCollection,
  SeedImage,
  SeedPage,
  SeedPolicy,
  SeedProduct,
  SeedVariant,
  SeedVideo,
} from './seed/types';

type Args = Record<string, unknown>;

const truncate = (text: string, at: unknown) =>
  typeof at === 'number' && text.length > at ? `${text.slice(0, at)}...` : text;

const noMetafields = {
  metafield: () => null,
  metafields: ({ identifiers }: { identifiers: unknown[] }) => identifiers.map(() => null),
};

export function imageObject(image: SeedImage, ctx: StorefrontContext) {
  const src = `${ctx.origin}${image.path}`;
  const sized = (transform: Args | undefined | null) => {
    const url = new URL(src);
    const width = transform?.maxWidth;
    const height = transform?.maxHeight;
    if (typeof width === 'number') url.searchParams.set('width', String(width));
    if (typeof height === 'number') url.searchParams.set('height', String(height));
    if (transform?.crop) url.searchParams.set('crop', String(transform.crop).toLowerCase());
    return url.toString();
  };
  return {
    __typename: 'Image',
    id: gid('ProductImage', image.id),
    altText: image.altText,
    width: image.width,
    height: image.height,
    url: ({ transform }: Args) => sized(transform as Args | undefined),
    src,
    originalSrc: src,
    transformedSrc: (args: Args) => sized(args),
    thumbhash: null,
  };
}

function mediaImage(image: SeedImage, ctx: StorefrontContext) {
  const img = imageObject(image, ctx);
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', image.id),
    alt: image.altText,
    mediaContentType: 'IMAGE',
    image: img,
    previewImage: img,
    presentation: null,
  };
}

function videoMedia(video: SeedVideo, ctx: StorefrontContext) {
  return {
    __typename: 'Video',
    id: gid('Video', video.id),
    alt: video.alt,
    mediaContentType: 'VIDEO',
    previewImage: imageObject(video.previewImage, ctx),
    presentation: null,
    sources: [{ url: `${ctx.origin}${video.path}`, mimeType: 'video/mp4', format: 'mp4', width: 1920, height: 1080 }],
  };
}

export function findVariant(variantId: string) {
  return catalogueIndex().variantById.get(variantId);
}

export function variantObject(product: SeedProduct, variant: SeedVariant, ctx: StorefrontContext) {
  const currency = ctx.country.currency.isoCode;
  const price = money(priceInMarket(variant.price, ctx.country), currency);
  const compareAtPrice = variant.compareAtPrice
    ? money(priceInMarket(variant.compareAtPrice, ctx.country), currency)
    : null;
  const image = localizedProduct(product, ctx.languageCode).images[variant.imageIndex];
  const shown = localizedVariant(product, variant, ctx.languageCode);
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: shown.title,
    sku: variant.sku,
    barcode: null,
    availableForSale: variant.quantityAvailable > 0,
    currentlyNotInStock: false,
    quantityAvailable: variant.quantityAvailable,
    requiresShipping: true,
    requiresComponents: false,
    taxable: true,
    selectedOptions: shown.selectedOptions,
    price,
    priceV2: price,
    compareAtPrice,
    compareAtPriceV2: compareAtPrice,
    unitPrice: null,
    unitPriceMeasurement: null,
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    image: image ? imageObject(image, ctx) : null,
    product: () => productObject(product, ctx),
    components: (args: ConnectionArgs) => connection([], args),
    groupedBy: (args: ConnectionArgs) => connection([], args),
    quantityPriceBreaks: (args: ConnectionArgs) => connection([], args),
    sellingPlanAllocations: (args: ConnectionArgs) => connection([], args),
    storeAvailability: (args: ConnectionArgs) => connection([], args),
    quantityRule: { minimum: 1, maximum: null, increment: 1 },
    shopPayInstallmentsPricing: null,
    ...noMetafields,
  };
}

type SelectedOption = { name: string; value: string };

const sameText = (caseInsensitive: boolean) => (a: string, b: string) =>
  caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;

function matchesOptions(variant: SeedVariant, selected: SelectedOption[], caseInsensitive = false) {
  const same = sameText(caseInsensitive);
  return selected.every((option) =>
    variant.selectedOptions.some((o) => same(o.name, option.name) && same(o.value, option.value)),
  );
}

/**
 * Selected options named in any of the shop's languages, in the primary one: a variant link made
 * on a page in one language still finds its variant in another (docs/decisions/mock-upstreams.md).
 */
function inPrimaryLanguage(product: SeedProduct, selected: SelectedOption[], caseInsensitive = false) {
  const same = sameText(caseInsensitive);
  const versions = PUBLISHED_LANGUAGES.map((language) => localizedProduct(product, language));
  return selected.map(({ name, value }) => {
    const index = versions.map((v) => v.options.findIndex((o) => same(o.name, name))).find((i) => i >= 0);
    const option = index === undefined ? undefined : product.options[index];
    if (index === undefined || !option) return { name, value };
    const at = versions.map((v) => v.options[index]!.values.findIndex((x) => same(x, value))).find((i) => i >= 0);
    return { name: option.name, value: at === undefined ? value : option.values[at]! };
  });
}

function priceRange(product: SeedProduct, ctx: StorefrontContext, field: 'price' | 'compareAtPrice') {
  const currency = ctx.country.currency.isoCode;
  const amounts = product.variants.map((v) => priceInMarket(v[field] ?? '0', ctx.country));
  return {
    minVariantPrice: money(Math.min(...amounts), currency),
    maxVariantPrice: money(Math.max(...amounts), currency),
  };
}

export function productObject(product: SeedProduct, ctx: StorefrontContext) {
  // `product` is the record in the primary language (options are matched in it); `shown` is what
  // the query's language shows.
  const shown = localizedProduct(product, ctx.languageCode);
  const variants = () => product.variants.map((v) => variantObject(product, v, ctx));
  const firstAvailable = product.variants.find((v) => v.quantityAvailable > 0) ?? product.variants[0];
  const toVariant = (v: SeedVariant | undefined) => (v ? variantObject(product, v, ctx) : null);
  const media = () => [
    ...shown.images.map((image) => mediaImage(image, ctx)),
    ...shown.videos.map((video) => videoMedia(video, ctx)),
  ];
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    handle: product.handle,
    title: shown.title,
    vendor: product.vendor,
    productType: shown.productType,
    tags: product.tags,
    description: ({ truncateAt }: Args) => truncate(stripHtml(shown.descriptionHtml), truncateAt),
    descriptionHtml: shown.descriptionHtml,
    seo: shown.seo,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    publishedAt: product.publishedAt,
    onlineStoreUrl: `https://${seed.shop.primaryDomain.host}/products/${product.handle}`,
    availableForSale: product.variants.some((v) => v.quantityAvailable > 0),
    isGiftCard: false,
    requiresSellingPlan: false,
    totalInventory: product.variants.reduce((sum, v) => sum + v.quantityAvailable, 0),
    trackingParameters: null,
    category: null,
    encodedVariantAvailability: () => encodedVariants(product, 'availability'),
    encodedVariantExistence: () => encodedVariants(product, 'existence'),
    featuredImage: shown.images[0] ? imageObject(shown.images[0], ctx) : null,
    images: (args: ConnectionArgs) =>
      connection(
        shown.images.map((image) => imageObject(image, ctx)),
        args,
      ),
    media: (args: ConnectionArgs) => connection(media(), args),
    options: ({ first }: Args) =>
      product.options.slice(0, typeof first === 'number' ? first : undefined).map((option, index) => ({
        id: gid('ProductOption', `${product.id}${index}`),
        name: shown.options[index]!.name,
        values: shown.options[index]!.values,
        optionValues: option.values.map((value, valueIndex) => ({
          id: gid('ProductOptionValue', `${product.id}${index}${valueIndex}`),
          name: shown.options[index]!.values[valueIndex]!,
          swatch: null,
          firstSelectableVariant: toVariant(
            product.variants.find((v) => matchesOptions(v, [{ name: option.name, value }])),
          ),
        })),
      })),
    variants: (args: ConnectionArgs) => connection(variants(), args),
    variantsCount: { count: product.variants.length, precision: 'EXACT' },
    priceRange: () => priceRange(product, ctx, 'price'),
    compareAtPriceRange: () => priceRange(product, ctx, 'compareAtPrice'),
    selectedOrFirstAvailableVariant: ({ selectedOptions, ignoreUnknownOptions, caseInsensitiveMatch }: Args) => {
      const names = product.options.map((o) => o.name.toLowerCase());
      const caseInsensitive = Boolean(caseInsensitiveMatch);
      const selected = inPrimaryLanguage(product, (selectedOptions ?? []) as SelectedOption[], caseInsensitive).filter(
        (o) => !ignoreUnknownOptions || names.includes(o.name.toLowerCase()),
      );
      const exact = product.variants.find((v) => matchesOptions(v, selected, caseInsensitive));
      return toVariant(exact ?? firstAvailable);
    },
    variantBySelectedOptions: ({ selectedOptions }: Args) =>
      toVariant(
        product.variants.find((v) =>
          matchesOptions(v, inPrimaryLanguage(product, selectedOptions as SelectedOption[])),
        ),
      ),
    adjacentVariants: () => [],
    sellingPlanGroups: (args: ConnectionArgs) => connection([], args),
    collections: (args: ConnectionArgs) =>
      connection(catalogueIndex().collectionsOfProduct.get(product.id) ?? [], args, {
        node: (c) => collectionObject(c, ctx),
      }),
    ...metafieldFields(product.id, () => reviewMetafields(product.handle)),
  };
}

/** Shopify search syntax, the parts a shop uses: free text, title:, tag:, product_type:, handle:. */
function matchesQuery(product: SeedProduct, query: string) {
  const haystack = catalogueIndex().memo('query-haystacks', () => new Map<string, string>());
  return query
    .split(/\s+(?:AND\s+)?/)
    .filter(Boolean)
    .every((term) => {
      const [field, raw] = term.includes(':') ? term.split(':', 2) : ['', term];
      const value = (raw ?? '').replace(/^["']|["']$/g, '').toLowerCase();
      if (field === 'tag') return product.tags.some((t) => t.toLowerCase() === value);
      if (field === 'product_type') return product.productType.toLowerCase() === value;
      if (field === 'handle') return product.handle === value;
      if (field === 'title') return product.title.toLowerCase().includes(value);
      let text = haystack.get(product.id);
      if (text === undefined) {
        text = `${product.title} ${product.handle} ${product.productType} ${product.tags.join(' ')}`.toLowerCase();
        haystack.set(product.id, text);
      }
      return text.includes(value.replace(/\*$/, ''));
    });
}

/** A page of products in a sort order; cursors name products, so they survive filtering. */
function productPage(order: Ordered, list: readonly SeedProduct[], args: Args, ctx: StorefrontContext) {
  return connection(list, args as ConnectionArgs, {
    node: (p) => productObject(p, ctx),
    key: {
      id: (p) => p.id,
      value: order.value,
      rank: (p) => order.rank.get(p.id)!,
      rankOfId: (id) => order.rank.get(id),
    },
  });
}

/** QueryRoot.products: every product, sorted (ProductSortKeys), optionally matching `query`. */
export function productsConnection(args: Args, ctx: StorefrontContext) {
  const order = productOrder(args.sortKey);
  const list =
    typeof args.query === 'string' ? order.list.filter((p) => matchesQuery(p, args.query as string)) : order.list;
  return productPage(order, list, args, ctx);
}

/** Collection.products: sorted (ProductCollectionSortKeys), filtered, with the facets of `filters`. */
function collectionProducts(collection: SeedCollection, args: Args, ctx: StorefrontContext) {
  const order = collectionOrder(collection, args.sortKey);
  const filters = parseFilters(args.filters, ctx);
  const page = productPage(order, applyFilters(order.list, filters), args, ctx);
  return { ...page, filters: () => facets(order.list, filters, ctx) };
}

export function collectionObject(collection: SeedCollection, ctx: StorefrontContext) {
  const shown = localizedCollection(collection, ctx.languageCode);
  return {
    __typename: 'Collection',
    id: gid('Collection', collection.id),
    handle: collection.handle,
    title: shown.title,
    description: ({ truncateAt }: Args) => truncate(stripHtml(shown.descriptionHtml), truncateAt),
    descriptionHtml: shown.descriptionHtml,
    image: shown.image ? imageObject(shown.image, ctx) : null,
    seo: shown.seo,
    updatedAt: collection.updatedAt,
    onlineStoreUrl: `https://${seed.shop.primaryDomain.host}/collections/${collection.handle}`,
    trackingParameters: null,
    products: (args: Args) => collectionProducts(collection, args, ctx),
    ...noMetafields,
  };
}

function authorOf(article: SeedArticle) {
  const [firstName = article.authorName, ...rest] = article.authorName.split(' ');
  return {
    name: article.authorName,
    firstName,
    lastName: rest.join(' '),
    email: 'stories@sharkblades.ch',
    bio: null,
  };
}

export function articleObject(blog: SeedBlog, article: SeedArticle, ctx: StorefrontContext) {
  const shown = localizedArticle(blog, article, ctx.languageCode);
  return {
    __typename: 'Article',
    id: gid('Article', article.id),
    handle: article.handle,
    title: shown.title,
    tags: article.tags,
    publishedAt: article.publishedAt,
    seo: shown.seo,
    contentHtml: shown.contentHtml,
    content: ({ truncateAt }: Args) => truncate(stripHtml(shown.contentHtml), truncateAt),
    excerpt: ({ truncateAt }: Args) => truncate(shown.excerpt, truncateAt),
    excerptHtml: `<p>${shown.excerpt}</p>`,
    image: imageObject(shown.image, ctx),
    author: authorOf(article),
    authorV2: authorOf(article),
    blog: () => blogObject(blog, ctx),
    onlineStoreUrl: `https://${seed.shop.primaryDomain.host}/blogs/${blog.handle}/${article.handle}`,
    trackingParameters: null,
    comments: (args: ConnectionArgs) => connection([], args),
    ...noMetafields,
  };
}

export function blogObject(blog: SeedBlog, ctx: StorefrontContext) {
  const ARTICLE_SORTERS: Record<string, (a: SeedArticle, b: SeedArticle) => number> = {
    PUBLISHED_AT: (a, b) => a.publishedAt.localeCompare(b.publishedAt),
    TITLE: (a, b) => a.title.localeCompare(b.title),
    ID: (a, b) => a.id.localeCompare(b.id),
  };
  const articles = (sortKey: unknown) =>
    [...blog.articles]
      .sort(ARTICLE_SORTERS[typeof sortKey === 'string' ? sortKey : 'ID'] ?? ARTICLE_SORTERS.ID)
      .map((article) => articleObject(blog, article, ctx));
  const shown = localizedBlog(blog, ctx.languageCode);
  return {
    __typename: 'Blog',
    id: gid('Blog', blog.id),
    handle: blog.handle,
    title: shown.title,
    seo: shown.seo,
    onlineStoreUrl: `https://${seed.shop.primaryDomain.host}/blogs/${blog.handle}`,
    authors: blog.articles.map(authorOf),
    articles: (args: ConnectionArgs & { sortKey?: string }) => connection(articles(args.sortKey), args),
    articleByHandle: ({ handle }: Args) => {
      const article = blog.articles.find((a) => a.handle === handle);
      return article ? articleObject(blog, article, ctx) : null;
    },
    ...noMetafields,
  };
}

export function pageObject(page: SeedPage, ctx: StorefrontContext) {
  const shown = localizedPage(page, ctx.languageCode);
  return {
    __typename: 'Page',
    id: gid('Page', page.id),
    handle: page.handle,
    title: shown.title,
    body: shown.bodyHtml,
    bodySummary: shown.bodySummary,
    seo: shown.seo,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    onlineStoreUrl: `https://${seed.shop.primaryDomain.host}/pages/${page.handle}`,
    trackingParameters: null,
    ...metafieldFields(page.id, () => pageMetafields(shown, ctx)),
  };
}

/** A page's metafields: `custom.pictures` (list.file_reference), the pictures of its sections. */
function pageMetafields(page: SeedPage, ctx: StorefrontContext) {
  const pictures = page.pictures ?? [];
  if (pictures.length === 0) return [];
  return [
    {
      namespace: 'custom',
      key: 'pictures',
      type: 'list.file_reference',
      value: JSON.stringify(pictures.map((picture) => gid('MediaImage', picture.id))),
      references: (args: ConnectionArgs) =>
        connection(
          pictures.map((picture) => mediaImage(picture, ctx)),
          args,
        ),
    },
  ];
}

export function policyObject(policy: SeedPolicy, ctx: StorefrontContext) {
  const shown = localizedPolicy(policy, ctx.languageCode);
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', policy.id),
    handle: policy.handle,
    title: shown.title,
    body: shown.bodyHtml,
    url: `https://${seed.shop.primaryDomain.host}/policies/${policy.handle}`,
  };
}

/** Every market publishes the shop's three languages; countries and languages are named in the answer's. */
function countryObject(country: (typeof seed.countries)[number], ctx: StorefrontContext) {
  return {
    isoCode: country.isoCode,
    name: countryName(country, ctx.languageCode),
    currency: country.currency,
    availableLanguages: PUBLISHED_LANGUAGES.map((language) => languageObject(language, ctx.languageCode)),
    defaultLanguage: languageObject(defaultLanguageOf(country), ctx.languageCode),
    unitSystem: country.isoCode === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    market: { id: gid('Market', country.isoCode), handle: country.isoCode.toLowerCase(), ...noMetafields },
  };
}

export function localizationObject(ctx: StorefrontContext) {
  const current = countryObject(ctx.country, ctx);
  return {
    availableCountries: seed.countries.map((country) => countryObject(country, ctx)),
    availableLanguages: current.availableLanguages,
    country: current,
    language: languageObject(ctx.languageCode, ctx.languageCode),
    market: current.market,
  };
}

export function shopObject(ctx: StorefrontContext) {
  const { shop } = seed;
  return {
    id: gid('Shop', shop.id),
    name: shop.name,
    description: shopDescription(shop.description, ctx.languageCode),
    moneyFormat: shop.moneyFormat,
    primaryDomain: { ...shop.primaryDomain, sslEnabled: true },
    brand: {
      slogan: shop.brand.slogan,
      shortDescription: shop.brand.shortDescription,
      logo: mediaImage(shop.brand.logo, ctx),
      squareLogo: mediaImage(shop.brand.logo, ctx),
      coverImage: null,
      colors: {
        primary: [{ background: shop.brand.colors.primary, foreground: '#ffffff' }],
        secondary: [{ background: shop.brand.colors.secondary, foreground: '#000000' }],
      },
    },
    privacyPolicy: policyObject(shop.privacyPolicy, ctx),
    termsOfService: policyObject(shop.termsOfService, ctx),
    refundPolicy: policyObject(shop.refundPolicy, ctx),
    shippingPolicy: policyObject(shippingPolicy, ctx),
    // The shop sells no subscriptions and publishes no separate terms of sale or legal notice.
    subscriptionPolicy: null,
    termsOfSale: null,
    legalNotice: null,
    contactInformation: policyObject(contactInformation, ctx),
    customerAccountUrl: `${ctx.origin}/account`,
    shipsToCountries: seed.countries.map((c) => c.isoCode),
    socialLoginProviders: [],
    shopPayInstallmentsPricing: null,
    customerAccountTranslations: null,
    paymentSettings: {
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      cardVaultUrl: `${ctx.origin}/vault`,
      countryCode: 'CH',
      currencyCode: 'CHF',
      enabledPresentmentCurrencies: [...new Set(seed.countries.map((c) => c.currency.isoCode))],
      supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
      shopifyPaymentsAccountId: null,
    },
    ...noMetafields,
  };
}
