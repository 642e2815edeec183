// The product page's view of one Product answer: the variant shown, its price, the option links,
// the meta tags and the server-written HTML (gallery, description + spec table + structured data,
// buy-box notes). The page's browser code needs none of this logic (first-load JS budget).
//
// A view is made once per answer and address (docs/decisions/182). The answer is shared and frozen
// by the requests of the same few seconds (~/lib/shopify/answers.server), so what is made from it
// can be shared the same way: a product page with a cart, which the page cache does not serve,
// then does not write the same HTML again on every view. The view lives as long as its answer.
import type { MetaDescriptor } from 'react-router';
import type { ProductQuery } from 'storefrontapi.generated';
import { primaryFirst, SWITZERLAND_NOTICE, type VariantShipping } from './inventory.server';
import { formatMoney } from './money';
import { optionValueLinks } from './product-options';
import { buyBoxNotesHtml, detailsHtml } from './specs';
import { rewriteShopifyLinks } from '~/lib/content/links';
import { galleryHtml } from '~/lib/media/gallery-html.server';
import { breadcrumbJsonLd, productJsonLd } from '~/lib/seo/seo';
import { jsonLdHtml } from '~/lib/seo/json-ld-html.server';
import { paymentIcons } from '~/lib/checkout/payments';

type Product = NonNullable<ProductQuery['product']>;

// The buy box's sentences, as the shop's FAQ words them (loader data, so they cost no JavaScript).
const SHIPPING = 'Items in stock usually ship within one business day and arrive in two to four working days.';
const RETURNS = 'Unused products can be returned within 30 days of delivery for a full refund.';

export interface ProductViewInput {
  /** The site the page is on (its structured data's URLs). */
  origin: string;
  /** The page's query (`?Size=…`): the shopper's option choice. */
  search: string;
  /** The visitor's country (the payment marks). */
  country: string;
}

export type ProductView = ReturnType<typeof makeProductView>;

interface Held {
  shipping: VariantShipping | null;
  view: ProductView;
}

// Views by answer, then by address. An answer is only shared for a few seconds, so few addresses
// meet one answer; a query string made up per request cannot pile them up past the bound.
const views = new WeakMap<Product, Map<string, Held>>();
const VIEWS_PER_ANSWER = 64;

/** The page's view of `product` with `shipping`, made once per answer, shipping answer and address. */
export function productView(product: Product, shipping: VariantShipping | null, input: ProductViewInput): ProductView {
  let byAddress = views.get(product);
  if (!byAddress) views.set(product, (byAddress = new Map()));
  const key = `${input.origin}\n${input.country}\n${input.search}`;
  const held = byAddress.get(key);
  if (held?.shipping === shipping) return held.view;
  // Frozen: every request that shares it reads the same view, and none can change it.
  const view = makeProductView(product, shipping, input);
  if (byAddress.size >= VIEWS_PER_ANSWER) byAddress.clear();
  byAddress.set(key, { shipping, view });
  return view;
}

function makeProductView(product: Product, shipping: VariantShipping | null, input: ProductViewInput) {
  // Option names are not known before the query: every parameter was passed, Shopify ignored the rest.
  const selectedOptions = [...new URLSearchParams(input.search)].map(([name, value]) => ({ name, value }));
  const variants = shipping ? primaryFirst(product.variants.nodes, shipping) : product.variants.nodes;
  const optionNames = new Set(product.options.map((o) => o.name));
  const chosenInUrl = selectedOptions.some((o) => optionNames.has(o.name));
  // Without a choice in the URL, start on an available variant that ships from the primary location.
  const variant = (!chosenInUrl && variants.find((v) => v.availableForSale)) || product.selectedOrFirstAvailableVariant;
  const shipsFromSwitzerland = Boolean(variant && shipping?.shipsFromSwitzerlandVariantIds.includes(variant.id));

  const path = `/shop/${product.handle}`;
  const images = product.media.nodes.flatMap((m) => (m.__typename === 'MediaImage' && m.image ? [m.image.url] : []));
  const jsonLd = [
    productJsonLd({
      url: `${input.origin}${path}`,
      name: product.title,
      description: product.description,
      brand: product.vendor,
      images,
      variants: variants.map((v) => ({
        sku: v.sku,
        price: v.price,
        available: v.availableForSale,
        url: `${input.origin}${path}?${new URLSearchParams(v.selectedOptions.map((o) => [o.name, o.value]))}`,
      })),
    }),
    breadcrumbJsonLd(input.origin, [
      { name: 'Home', path: '/' },
      { name: 'Shop', path: '/shop' },
      { name: product.title, path },
    ]),
  ];
  const chosen = variant?.selectedOptions ?? [];
  const options = product.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) }));
  const compareAt = variant?.compareAtPrice;
  // Only what the page renders goes to the browser (it is serialised into the document once more
  // for hydration): the rest of the product is already in the server-written HTML below.
  return {
    product: { title: product.title, vendor: product.vendor },
    variant: variant ? { id: variant.id, availableForSale: variant.availableForSale } : null,
    gallery: galleryHtml(product.media.nodes, product.title),
    price: variant
      ? {
          formatted: formatMoney(variant.price),
          compareAt:
            compareAt && Number(compareAt.amount) > Number(variant.price.amount) ? formatMoney(compareAt) : null,
        }
      : null,
    optionLinks: optionValueLinks(options, variants, chosen),
    notice: shipsFromSwitzerland ? SWITZERLAND_NOTICE : null,
    // Description + spec table, and the structured data, which so goes into the document once and
    // not again into the hydration data (docs/decisions/175).
    details:
      detailsHtml(product.title, rewriteShopifyLinks(product.descriptionHtml), variant?.sku) + jsonLdHtml(jsonLd),
    // Payment marks + shipping and returns.
    notes: buyBoxNotesHtml(paymentIcons(input.country), [SHIPPING, RETURNS]),
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
