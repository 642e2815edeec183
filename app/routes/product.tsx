import { outage } from '~/lib/http/upstream.server';
import { island } from '~/lib/http/islands.server';
import { Island } from '~/components/island';
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
import { chosenOptions } from '~/lib/catalogue/product-options';
import * as styles from '~/components/product/product.css';
// The islands' styles (their markup is made on the server, so no client module imports them).
import '~/components/product/product-details.css';
import '~/components/product/buy-bar.css';
import { ReviewSection } from '~/components/review/review-section';
import { productReviews } from '~/lib/review/section.server';
import { productReviewsHtml } from '~/components/review/review-section.server';
import { galleryHtml } from '~/components/product/gallery-stage.server';
import { buyBoxNotesHtml, productDetailsHtml } from '~/components/product/product-details.server';
import { kitProducts } from '~/lib/catalogue/recommendations.server';
import { PRODUCT_CHOICE_QUERY, PRODUCT_QUERY } from '~/lib/catalogue/product-query.server';
import { kitHtml } from '~/components/product/kit.server';
import { headingHtml } from '~/components/product/heading.server';
import { buyBarHtml } from '~/components/product/buy-bar.server';
import { format } from '~/lib/i18n/format';
import { sections } from '~/lib/i18n/messages/index.server';
import { cardRatingWords } from '~/lib/review/card-rating.server';

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.handle)) invalidRoute(url, context);
  const { messages, localePath } = context;
  const reviews = productReviews(context, request, url, params.handle); // reviews (docs/decisions/090)
  const cache = CATALOGUE_CACHE;
  // Option names are not known before the query: first the product with no choice (one cached
  // answer for every URL of the page, with the kit's recommendations), then, when the URL names
  // options, the product with that choice.
  const first = await context.storefront
    .query(PRODUCT_QUERY, { variables: { handle: params.handle, selectedOptions: [] }, cache })
    .catch(outage(messages.productPage.failed));
  let { product } = first;
  const chosen = chosenOptions(url.searchParams, product?.options.map((o) => o.name) ?? []);
  if (chosen.length > 0) {
    const variables = { handle: params.handle, selectedOptions: chosen };
    ({ product } = await context.storefront
      .query(PRODUCT_CHOICE_QUERY, { variables, cache })
      .catch(outage(messages.productPage.failed)));
  }
  if (!product) notFound(format(messages.productPage.notFound, { handle: params.handle }));
  const kit = kitProducts(context, params.handle, first, cardRatingWords(context, request)); // "Complete the kit"

  const origins = siteOrigins(context.appEnv, request);
  const shipping = await shippingForPage(
    context,
    product.variants.nodes.map((v) => v.id),
  );
  const view = productView(product, shipping, {
    origin: origins.current,
    search: url.search,
    country: context.market.country.code,
    messages,
    localePath,
  });
  const reviewSection = await reviews;
  const kitSection = await kitHtml({
    products: kit,
    title: messages.productPage.completeKit,
    url: url.href,
    language: context.language,
    onUs: origins.onUs,
    cards: messages.cards,
  });
  // The islands' HTML, rendered here on the server (docs/decisions/170); the browser gets only the
  // buy box's words (`product`) and the cart's path in the page's language.
  return {
    messages: sections(messages, 'product'),
    cartPath: localePath('/cart'),
    heading: island(
      context,
      'product-heading',
      headingHtml({
        vendor: view.product.vendor,
        title: view.product.title,
        reviews: reviewSection,
        price: view.price,
        regularPrice: messages.product.regularPrice,
      }),
    ),
    variant: view.variant,
    gallery: island(context, 'product-gallery', galleryHtml(view.gallery)),
    optionLinks: view.optionLinks,
    notice: view.notice,
    reviews: island(context, 'product-reviews', reviewSection ? productReviewsHtml(reviewSection) : ''),
    details: island(context, 'product-details', productDetailsHtml(view.details)),
    // The phones' buy bar goes with the notes: fixed to the screen's bottom, it can sit anywhere.
    notes: island(
      context,
      'product-notes',
      buyBoxNotesHtml(view.notes) +
        (view.price && view.variant?.availableForSale
          ? buyBarHtml({
              title: view.product.title,
              price: view.price.formatted,
              addToCart: messages.product.addToCart,
            })
          : ''),
    ),
    kit: island(context, 'product-kit', kitSection),
    meta: view.meta,
  };
}

// The descriptors are built by the loader, so none of this logic ships to the browser.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Product({ loaderData }: Route.ComponentProps) {
  const { heading, variant, gallery, optionLinks, notice, details, notes, cartPath, kit } = loaderData;
  const words = loaderData.messages.product;

  return (
    <article className={styles.layout}>
      <ProductGallery island={gallery} label={words.gallery} />
      <section id="buy" className={styles.details}>
        <Island island={heading} />
        <p data-available={variant?.availableForSale}>{variant?.availableForSale ? words.inStock : words.soldOut}</p>
        <VariantOptions links={optionLinks} />
        <AddToCartForm
          variantId={variant?.id}
          available={Boolean(variant?.availableForSale)}
          words={words}
          cartPath={cartPath}
        />
        {notice ? <p role="note">{notice}</p> : null}
        <Island island={notes} />
      </section>
      <Island island={details} />
      <Island island={kit} />
      <ReviewSection island={loaderData.reviews} />
    </article>
  );
}
