// /collections/{handle}: a collection's products.
import { outage } from '~/lib/http/upstream.server';
import type { Route } from './+types/collection';
import { RichText } from '~/components/content/rich-text';
import { rewriteShopifyLinks } from '~/lib/content/links';
import { ProductGrid } from '~/components/product/product-grid';
import { productCards } from '~/lib/catalogue/product-cards.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { SLUG } from '~/lib/content/pages';
import { siteOrigins } from '~/lib/context/env.server';
import { invalidRoute, notFound } from '~/lib/http/not-found.server';
import { breadcrumbJsonLd, jsonLdMeta, textSummary } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';

const COLLECTION_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query Collection($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      descriptionHtml
      image {
        url(transform: { maxWidth: 1200 })
      }
      seo {
        title
        description
      }
      products(first: 50) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
` as const;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.handle)) invalidRoute(url);
  const { collection } = await context.storefront
    .query(COLLECTION_QUERY, {
      variables: { handle: params.handle },
      cache: CATALOGUE_CACHE,
    })
    .catch(outage('Failed to fetch collections'));
  if (!collection) notFound(`Collection not found: ${params.handle}`);
  const { current } = siteOrigins(context.appEnv, request);
  const jsonLd = breadcrumbJsonLd(current, [
    { name: 'Home', path: '/' },
    { name: 'Shop', path: '/shop' },
    { name: collection.title, path: `/collections/${collection.handle}` },
  ]);
  const descriptionHtml = rewriteShopifyLinks(collection.descriptionHtml);
  return {
    collection: { ...collection, descriptionHtml, products: { nodes: productCards(collection.products.nodes) } },
    // Its share text when Shopify has no SEO description (made here: the summary stays server code).
    description: collection.seo.description ?? textSummary(collection.descriptionHtml),
    jsonLd: jsonLdMeta(jsonLd),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? [
        ...pageMeta(args, {
          title: args.data.collection.seo.title ?? args.data.collection.title,
          description: args.data.description,
          image: args.data.collection.image?.url,
        }),
        ...args.data.jsonLd,
      ]
    : [];

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection } = loaderData;
  return (
    <>
      <h1>{collection.title}</h1>
      <RichText html={collection.descriptionHtml} />
      <section aria-labelledby="collection-products">
        <h2 id="collection-products">Products</h2>
        <ProductGrid products={collection.products.nodes} />
      </section>
    </>
  );
}
