import { outage } from '~/lib/http/upstream.server';
import type { Route } from './+types/product';
import { AddToCartForm } from '~/components/cart/add-to-cart-form';
import { ProductGallery } from '~/components/product/product-gallery';
import { VariantOptions } from '~/components/product/variant-options';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { SLUG } from '~/lib/content/pages';
import { siteOrigins } from '~/lib/context/env.server';
import { invalidRoute, notFound } from '~/lib/http/not-found.server';
import { shippingForPage } from '~/lib/catalogue/inventory.server';
import { productView } from '~/lib/catalogue/product-view.server';
import { chosenOptions, VARIANT_PARAM, variantNumber } from '~/lib/catalogue/product-options';
import * as styles from '~/components/product/product.css';
import { ProductReviews } from '~/components/review/review-section';
import { productReviews } from '~/lib/review/section.server';
import { BuyBoxNotes, ProductDetails } from '~/components/product/product-details';
import { kitProducts } from '~/lib/catalogue/recommendations.server';
import { PRODUCT_CHOICE_QUERY, PRODUCT_QUERY } from '~/lib/catalogue/product-query.server';
import { Kit } from '~/components/product/kit';
import { ProductHeading } from '~/components/product/heading';
import { BuyBar } from '~/components/product/buy-bar';
import { useLocalePath } from '~/lib/i18n/use-messages';
import { format } from '~/lib/i18n/format';
import { pageLocale } from '~/lib/i18n/languages';
import { sections } from '~/lib/i18n/messages/index.server';
import { cardRatingWords } from '~/lib/review/card-rating.server';
import { storefrontQuery } from '~/lib/shopify/storefront.server';

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.handle)) invalidRoute(url, context);
  const { messages, localePath } = context;
  const reviews = productReviews(context, request, url, params.handle); // reviews (docs/decisions/reviews.md)
  const cache = CATALOGUE_CACHE;
  // Option names are not known before the query: first the product with no choice (one cached
  // answer for every URL of the page, with the kit's recommendations), then, when the URL names
  // options, the product with that choice.
  const first = await storefrontQuery(context.storefrontCalls, PRODUCT_QUERY, {
    variables: { handle: params.handle, selectedOptions: [] },
    cache,
  }).catch(outage(messages.productPage.failed, context.log));
  let { product } = first;
  const chosen = chosenOptions(url.searchParams, product?.options.map((o) => o.name) ?? [], product?.variants.nodes);
  if (chosen.length > 0) {
    const variables = { handle: params.handle, selectedOptions: chosen };
    ({ product } = await storefrontQuery(context.storefrontCalls, PRODUCT_CHOICE_QUERY, { variables, cache }).catch(
      outage(messages.productPage.failed, context.log),
    ));
  }
  if (!product) notFound(format(messages.productPage.notFound, { handle: params.handle }), context);
  const kit = kitProducts(context, params.handle, first, cardRatingWords(context, request)); // "Complete the kit"

  const origins = siteOrigins(context.appEnv, request);
  const shipping = await shippingForPage(
    context,
    product.variants.nodes.map((v) => v.id),
  );
  const view = productView(product, shipping, {
    origin: origins.current,
    chosen,
    country: context.market.country.code,
    messages,
    localePath,
    language: {
      locale: pageLocale(context.language, origins.onUs),
      description: messages.seo.siteDescription,
      cardAlt: messages.seo.socialCardAlt,
    },
  });
  const { jsonLd, ...details } = view.details;
  return {
    messages: sections(messages, 'product', 'cards'),
    cartPath: localePath('/cart'),
    product: view.product,
    price: view.price,
    variant: view.variant,
    gallery: view.gallery,
    optionLinks: view.optionLinks,
    notice: view.notice,
    reviews: await reviews,
    details,
    notes: view.notes,
    kit,
    kitTitle: messages.productPage.completeKit,
    // The variant the URL chose, as the page's other languages read it: their hreflang links and
    // the language switch keep it (option names and values differ per language).
    languageQuery: chosen.length && view.variant ? `?${VARIANT_PARAM}=${variantNumber(view.variant.id)}` : '',
    // The structured data goes out with the meta tags (React Router's `script:ld+json`).
    meta: [...view.meta, ...jsonLd.map((item) => ({ 'script:ld+json': item }))],
  };
}

// The descriptors are built by the loader, so none of this logic ships to the browser.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, price, variant, optionLinks, notice, reviews, kit, cartPath } = loaderData;
  const { product: words, cards } = loaderData.messages;
  const localePath = useLocalePath();

  // The wrappers' order is the layout's (./product.css.ts): gallery, buy box, details, kit, reviews.
  return (
    <article className={styles.layout}>
      <ProductGallery gallery={loaderData.gallery} label={words.gallery} />
      <section id="buy" className={styles.details}>
        <div>
          <ProductHeading {...product} reviews={reviews} price={price} regularPrice={words.regularPrice} />
        </div>
        <p data-available={variant?.availableForSale}>{variant?.availableForSale ? words.inStock : words.soldOut}</p>
        <VariantOptions links={optionLinks} />
        <AddToCartForm
          variantId={variant?.id}
          available={Boolean(variant?.availableForSale)}
          words={words}
          cartPath={cartPath}
        />
        {notice ? <p role="note">{notice}</p> : null}
        <div>
          <BuyBoxNotes {...loaderData.notes} />
          {/* The phones' buy bar goes with the notes: fixed to the screen's bottom, it can sit anywhere. */}
          {price && variant?.availableForSale ? (
            <BuyBar title={product.title} price={price.formatted} addToCart={words.addToCart} />
          ) : null}
        </div>
      </section>
      <div>
        <ProductDetails {...loaderData.details} />
      </div>
      <div>
        {kit.length ? <Kit products={kit} title={loaderData.kitTitle} words={cards} localePath={localePath} /> : null}
      </div>
      <div>{reviews ? <ProductReviews {...reviews} /> : null}</div>
    </article>
  );
}
