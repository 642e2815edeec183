// The product page's view of one Product answer: the variant shown, its price, the option links,
// the meta tags and what the islands show (gallery, description + spec table + structured data,
// buy-box notes; rendered by the route's loader). The page's browser code needs none of this logic
// (first-load JS budget). Made per request: the answer may be shared, the view is this page's.
import type { MetaDescriptor } from 'react-router';
import type { ProductQuery } from 'storefrontapi.generated';
import { primaryFirst, SWITZERLAND_NOTICE, type VariantShipping } from './inventory.server';
import { formatMoney } from './money';
import { optionValueLinks } from './product-options';
import { rewriteShopifyLinks } from '~/lib/content/links';
import { breadcrumbJsonLd, productJsonLd } from '~/lib/seo/seo';
import { socialMeta } from '~/lib/seo/meta';
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

/** The page's view of `product` with `shipping`. */
export function productView(product: Product, shipping: VariantShipping | null, input: ProductViewInput) {
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
  // for hydration): the rest of the product goes into the islands (gallery, details, notes).
  return {
    product: { title: product.title, vendor: product.vendor },
    variant: variant ? { id: variant.id, availableForSale: variant.availableForSale } : null,
    gallery: { media: product.media.nodes, title: product.title },
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
    details: {
      title: product.title,
      descriptionHtml: rewriteShopifyLinks(product.descriptionHtml),
      sku: variant?.sku,
      jsonLd,
    },
    // Payment marks + shipping and returns.
    notes: { payments: paymentIcons(input.country), sentences: [SHIPPING, RETURNS] },
    meta: [
      ...socialMeta(
        {
          title: product.seo.title ?? product.title,
          description: product.seo.description ?? product.description.slice(0, 160),
          image: images[0],
          type: 'product',
        },
        `${input.origin}${path}`,
        input.origin,
      ),
      ...(variant
        ? [
            { property: 'product:price:amount', content: variant.price.amount },
            { property: 'product:price:currency', content: variant.price.currencyCode },
          ]
        : []),
    ] satisfies MetaDescriptor[],
  };
}
