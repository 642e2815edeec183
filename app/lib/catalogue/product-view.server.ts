// The product page's view of one Product answer: the variant shown, its price, the option links,
// the meta tags and what the page's components show (gallery, description + spec table, structured
// data, buy-box notes). The page's browser code needs none of this logic
// (first-load JS budget). Made per request: the answer may be shared, the view is this page's. Its
// words, links and structured data are in the page's language (the answer is already: Shopify
// translates the product through @inContext(language:)).
import type { MetaDescriptor } from 'react-router';
import type { ProductQuery } from 'storefrontapi.generated';
import type { Messages } from '~/lib/i18n/messages/types';
import { primaryFirst, type VariantShipping } from './inventory.server';
import { formatMoney } from './money';
import { optionValueLinks, type SelectedOption } from './product-options';
import { rewriteShopifyLinks } from '~/lib/content/links';
import { splitSpecs } from './specs.server';
import { breadcrumbJsonLd, productJsonLd } from '~/lib/seo/seo';
import { socialMeta, type PageLanguage } from '~/lib/seo/meta';
import { paymentIcons } from '~/lib/checkout/payments';

type Product = NonNullable<ProductQuery['product']>;

export interface ProductViewInput {
  /** The site the page is on (its structured data's URLs). */
  origin: string;
  /** The options the page's URL chose (`chosenOptions`: `?Size=…` or `?variant=…`). */
  chosen: readonly SelectedOption[];
  /** The visitor's country (the payment marks). */
  country: string;
  /** The page's words (the request's catalogue). */
  messages: Pick<Messages, 'common' | 'cart' | 'checkout' | 'product' | 'productPage'>;
  /** A spec path in the page's language (`/shop/x` → `/fr/shop/x`). */
  localePath: (path: string) => string;
  /** The page's locale and the shop's words in it (og:locale and its alternates). */
  language: PageLanguage;
}

type Media = Product['media']['nodes'][number];

/** An image's address without its transform (`?width=…`): the same image at any size. */
const imagePath = (url: string) => url.split('?')[0];

/**
 * Every image of the product, the chosen variant's first: an option change (a new page without
 * JavaScript, new loader data with it) shows the variant's image on the stage.
 */
export function variantImageFirst(media: Media[], variantImage: string | undefined): Media[] {
  if (!variantImage) return media;
  const at = media.findIndex(
    (m) => m.__typename === 'MediaImage' && m.image && imagePath(m.image.url) === imagePath(variantImage),
  );
  return at > 0 ? [media[at]!, ...media.slice(0, at), ...media.slice(at + 1)] : media;
}

/** The page's view of `product` with `shipping`. */
export function productView(product: Product, shipping: VariantShipping | null, input: ProductViewInput) {
  const variants = shipping ? primaryFirst(product.variants.nodes, shipping) : product.variants.nodes;
  const chosenInUrl = input.chosen.length > 0;
  // Without a choice in the URL, start on an available variant that ships from the primary location.
  const variant = (!chosenInUrl && variants.find((v) => v.availableForSale)) || product.selectedOrFirstAvailableVariant;
  const shipsFromSwitzerland = Boolean(variant && shipping?.shipsFromSwitzerlandVariantIds.includes(variant.id));

  const { messages, localePath } = input;
  const words = messages.productPage;
  const path = localePath(`/shop/${product.handle}`);
  const pictures = product.media.nodes.flatMap((m) => (m.__typename === 'MediaImage' && m.image ? [m.image] : []));
  const images = pictures.map((image) => image.url);
  const firstImage = pictures[0];
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
      { name: messages.common.home, path: localePath('/') },
      { name: messages.common.shop, path: localePath('/shop') },
      { name: product.title, path },
    ]),
  ];
  const chosen = variant?.selectedOptions ?? [];
  const options = product.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) }));
  const compareAt = variant?.compareAtPrice;
  const description = splitSpecs(rewriteShopifyLinks(product.descriptionHtml));
  // Only what the page renders goes to the browser (it is serialised into the document once more
  // for hydration).
  return {
    product: { title: product.title, vendor: product.vendor },
    variant: variant ? { id: variant.id, availableForSale: variant.availableForSale } : null,
    gallery: { media: variantImageFirst(product.media.nodes, variant?.image?.url), title: product.title, words },
    price: variant
      ? {
          formatted: formatMoney(variant.price),
          compareAt:
            compareAt && Number(compareAt.amount) > Number(variant.price.amount) ? formatMoney(compareAt) : null,
        }
      : null,
    optionLinks: optionValueLinks(options, variants, chosen, messages.product.optionSoldOut),
    notice: shipsFromSwitzerland ? messages.cart.switzerlandNotice : null,
    // Description + spec table (split here, on the server: the parser stays out of the browser's
    // JavaScript), and the structured data, which the route sends out with the meta tags
    // (React Router's `script:ld+json`), not as the details' props.
    details: {
      title: product.title,
      descriptionHtml: description.html,
      specs: description.specs,
      sku: variant?.sku,
      jsonLd,
      words,
    },
    // Payment marks + shipping and returns as the shop's FAQ words them, each with its page.
    notes: {
      payments: paymentIcons(input.country),
      paymentsLabel: messages.checkout.paymentMethods,
      disclosures: [
        { title: words.shippingTitle, text: words.shipping, href: localePath('/faq'), more: words.shippingMore },
        {
          title: words.returnsTitle,
          text: words.returns,
          href: localePath('/legal/refund-policy'),
          more: words.returnsMore,
        },
      ],
    },
    meta: [
      ...socialMeta(
        {
          title: product.seo.title ?? product.title,
          description: product.seo.description ?? product.description.slice(0, 160),
          image: images[0],
          imageAlt: firstImage?.altText,
          type: 'product',
        },
        `${input.origin}${path}`,
        input.origin,
        input.language,
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
