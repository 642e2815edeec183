import { outage } from '~/lib/http/upstream.server';
import type { Route } from './+types/home';
import { newsletterForm } from '~/lib/newsletter/shell.server';
import { ProductGrid } from '~/components/product/product-grid';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { siteOrigins } from '~/lib/context/env.server';
import { organizationJsonLd, jsonLdMeta } from '~/lib/seo/seo';

const HOME_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query Home($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      name
      description
    }
    products(first: 50) {
      nodes {
        ...ProductCard
      }
    }
  }
` as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shop, products } = await context.storefront
    .query(HOME_QUERY, { cache: CATALOGUE_CACHE })
    .catch(outage('Failed to fetch products'));
  const { current } = siteOrigins(context.appEnv, request);
  return {
    shop,
    products: products.nodes,
    newsletter: await newsletterForm(context, request, 'newsletter-home'),
    jsonLd: jsonLdMeta(organizationJsonLd(current, shop.name, shop.description ?? '')),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.shop.name} | Sustainable hockey equipment` : 'Sharkblades' },
  { name: 'description', content: data?.shop.description ?? '' },
  ...(data?.jsonLd ?? []),
  { property: 'og:title', content: data?.shop.name ?? 'Sharkblades' },
  { property: 'og:description', content: data?.shop.description ?? '' },
  { property: 'og:type', content: 'website' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shop, products, newsletter } = loaderData;
  return (
    <>
      {/* data-hero: the header is "scrolled" once past it (spec §4). */}
      <section data-hero>
        <h1>{shop.name}</h1>
        <p>{shop.description}</p>
      </section>
      <section aria-labelledby="catalogue">
        <h2 id="catalogue">Our products</h2>
        <ProductGrid products={products} eager />
      </section>
      <section aria-label="Newsletter" dangerouslySetInnerHTML={{ __html: newsletter }} />
    </>
  );
}
