import { outage } from '~/lib/http/upstream.server';
import { island } from '~/lib/http/islands.server';
import { Island } from '~/components/island';
import type { MetaDescriptor } from 'react-router';
import type { Route } from './+types/product';
import { AddToCartForm } from '~/components/cart/add-to-cart-form';
import { ProductGallery } from '~/components/product/product-gallery';
import { MONEY_FRAGMENT } from '~/graphql/fragments';
import { VariantOptions } from '~/components/product/variant-options';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { SLUG } from '~/lib/content/pages';
import { siteOrigins } from '~/lib/context/env.server';
import { invalidRoute, notFound } from '~/lib/http/not-found.server';
import { primaryFirst, shippingForPage, SWITZERLAND_NOTICE } from '~/lib/catalogue/inventory.server';
import { formatMoney } from '~/lib/catalogue/money';
import { optionValueLinks } from '~/lib/catalogue/product-options';
import { rewriteShopifyLinks } from '~/lib/content/links';
import { galleryHtml } from '~/lib/media/gallery-html.server';
import { breadcrumbJsonLd, productJsonLd } from '~/lib/seo/seo';
import { jsonLdHtml } from '~/lib/seo/json-ld-html.server';
import { buyBoxNotesHtml, detailsHtml } from '~/lib/catalogue/specs';
import { paymentIcons } from '~/lib/checkout/payments';
import * as styles from '~/components/product/product.css';
import { ReviewSection } from '~/components/review/review-section';
import { productReviewsHtml } from '~/lib/review/section.server';

// The buy box's sentences, as the shop's FAQ words them (loader data, so they cost no JavaScript).
const SHIPPING = 'Items in stock usually ship within one business day and arrive in two to four working days.';
const RETURNS = 'Unused products can be returned within 30 days of delivery for a full refund.';

const PRODUCT_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  fragment ProductVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    selectedOptions {
      name
      value
    }
    price {
      ...Money
    }
    compareAtPrice {
      ...Money
    }
  }
  query Product(
    $handle: String!
    $selectedOptions: [SelectedOptionInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      seo {
        title
        description
      }
      options {
        name
        optionValues {
          name
        }
      }
      selectedOrFirstAvailableVariant(
        selectedOptions: $selectedOptions
        ignoreUnknownOptions: true
        caseInsensitiveMatch: true
      ) {
        ...ProductVariant
      }
      variants(first: 50) {
        nodes {
          ...ProductVariant
        }
      }
      media(first: 50) {
        nodes {
          __typename
          ... on MediaImage {
            id
            alt
            image {
              url(transform: { maxWidth: 1200 })
              altText
              width
              height
            }
          }
          ... on Video {
            id
            alt
            previewImage {
              url(transform: { maxWidth: 1200 })
            }
            sources {
              url
              mimeType
            }
          }
        }
      }
    }
  }
` as const;

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.handle)) invalidRoute(url);
  const reviews = productReviewsHtml(context, request, url, params.handle); // reviews (docs/decisions/090)
  // Option names are not known before the query; pass every param, Shopify ignores unknown ones.
  const selectedOptions = [...url.searchParams].map(([name, value]) => ({ name, value }));
  const { product } = await context.storefront
    .query(PRODUCT_QUERY, {
      variables: { handle: params.handle, selectedOptions },
      cache: CATALOGUE_CACHE,
    })
    .catch(outage('Failed to fetch product'));
  if (!product) notFound(`Product not found: ${params.handle}`);

  const shipping = await shippingForPage(
    context,
    product.variants.nodes.map((v) => v.id),
  );
  const variants = shipping ? primaryFirst(product.variants.nodes, shipping) : product.variants.nodes;
  const optionNames = new Set(product.options.map((o) => o.name));
  const chosenInUrl = selectedOptions.some((o) => optionNames.has(o.name));
  // Without a choice in the URL, start on an available variant that ships from the primary location.
  const variant = (!chosenInUrl && variants.find((v) => v.availableForSale)) || product.selectedOrFirstAvailableVariant;
  const shipsFromSwitzerland = Boolean(variant && shipping?.shipsFromSwitzerlandVariantIds.includes(variant.id));

  const { current } = siteOrigins(context.appEnv, request);
  const path = `/shop/${product.handle}`;
  const images = product.media.nodes.flatMap((m) => (m.__typename === 'MediaImage' && m.image ? [m.image.url] : []));
  const jsonLd = [
    productJsonLd({
      url: `${current}${path}`,
      name: product.title,
      description: product.description,
      brand: product.vendor,
      images,
      variants: variants.map((v) => ({
        sku: v.sku,
        price: v.price,
        available: v.availableForSale,
        url: `${current}${path}?${new URLSearchParams(v.selectedOptions.map((o) => [o.name, o.value]))}`,
      })),
    }),
    breadcrumbJsonLd(current, [
      { name: 'Home', path: '/' },
      { name: 'Shop', path: '/shop' },
      { name: product.title, path },
    ]),
  ];
  // Prices and option links are prepared here, so the page's browser code needs neither the money
  // formatter nor the option rules (first-load JS budget).
  const chosen = variant?.selectedOptions ?? [];
  const options = product.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) }));
  const compareAt = variant?.compareAtPrice;
  // Only what the page renders goes to the browser (it is serialised into the document once more
  // for hydration): the rest of the product is already in the server-written HTML below.
  return {
    product: { title: product.title, vendor: product.vendor },
    variant: variant ? { id: variant.id, availableForSale: variant.availableForSale } : null,
    gallery: island(context, 'product-gallery', galleryHtml(product.media.nodes, product.title)),
    price: variant
      ? {
          formatted: formatMoney(variant.price),
          compareAt:
            compareAt && Number(compareAt.amount) > Number(variant.price.amount) ? formatMoney(compareAt) : null,
        }
      : null,
    optionLinks: optionValueLinks(options, variants, chosen),
    notice: shipsFromSwitzerland ? SWITZERLAND_NOTICE : null,
    reviews: island(context, 'product-reviews', await reviews),
    // Server-written HTML (description + spec table, and the structured data, which so goes into
    // the document once and not again into the hydration data, docs/decisions/175; payment marks +
    // shipping and returns): the page's browser code carries none of it.
    details: island(
      context,
      'product-details',
      detailsHtml(product.title, rewriteShopifyLinks(product.descriptionHtml), variant?.sku) + jsonLdHtml(jsonLd),
    ),
    notes: island(
      context,
      'product-notes',
      buyBoxNotesHtml(paymentIcons(context.market.country.code), [SHIPPING, RETURNS]),
    ),
    meta: [
      { title: `${product.seo.title ?? product.title} | Sharkblades` },
      { name: 'description', content: product.seo.description ?? product.description.slice(0, 160) },
      { property: 'og:title', content: product.title },
      { property: 'og:type', content: 'product' },
      ...(images[0] ? [{ property: 'og:image', content: images[0] }] : []),
      ...(variant
        ? [
            { property: 'product:price:amount', content: variant.price.amount },
            { property: 'product:price:currency', content: variant.price.currencyCode },
          ]
        : []),
    ] satisfies MetaDescriptor[],
  };
}

// The descriptors are built by the loader, so none of this logic ships to the browser.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, variant, gallery, price, optionLinks, notice, details, notes } = loaderData;

  return (
    <article className={styles.layout}>
      <ProductGallery island={gallery} />
      <section className={styles.details}>
        <p>{product.vendor}</p>
        <h1>{product.title}</h1>
        {price ? (
          <p className={styles.price}>
            <span>{price.formatted}</span>
            {price.compareAt ? <s aria-label="Regular price">{price.compareAt}</s> : null}
          </p>
        ) : null}
        <p data-available={variant?.availableForSale}>{variant?.availableForSale ? 'In stock' : 'Sold out'}</p>
        <VariantOptions links={optionLinks} />
        <AddToCartForm variantId={variant?.id} available={Boolean(variant?.availableForSale)} />
        {notice ? <p role="note">{notice}</p> : null}
        <Island island={notes} />
      </section>
      <Island island={details} />
      <ReviewSection island={loaderData.reviews} />
    </article>
  );
}
