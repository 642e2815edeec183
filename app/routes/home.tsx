import { goOnWithout, outage } from '~/lib/http/upstream.server';
import { island } from '~/lib/http/islands.server';
import { Island } from '~/components/island';
import type { Route } from './+types/home';
import { newsletterForm } from '~/lib/newsletter/shell.server';
import { newsletterFormHtml } from '~/components/newsletter/newsletter-form.server';
import { ProductGrid } from '~/components/product/product-grid';
import { productCards } from '~/lib/catalogue/product-cards.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { siteOrigins } from '~/lib/context/env.server';
import { organizationJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import { loadBlogs } from '~/lib/content/content.server';
import { HomeHero, StoryTeaser, ValuePoints } from '~/components/home/home-sections';

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

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const [{ shop, products }, stories] = await Promise.all([
    context.storefront.query(HOME_QUERY, { cache: CATALOGUE_CACHE }).catch(outage('Failed to fetch products')),
    // The story teaser is an extra: without the blog the page still shows the shop.
    loadBlogs(context.storefront, ['success-stories'], 1).catch(
      goOnWithout(context.upstreamFaults, 'storefront', 'Story teaser', []),
    ),
  ]);
  const { current } = siteOrigins(context.appEnv, request);
  // The teaser shows no article text: leave it out of the page's data (docs/decisions/150).
  const article = stories[0]?.articles.nodes[0];
  return {
    shop,
    products: productCards(products.nodes),
    story: article
      ? { handle: article.handle, title: article.title, excerpt: article.excerpt, image: article.image }
      : null,
    newsletter: island(
      context,
      'home-newsletter',
      newsletterFormHtml(await newsletterForm(context, url, 'newsletter-home')),
    ),
    jsonLd: jsonLdMeta(organizationJsonLd(current, shop.name, shop.description ?? '')),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: 'Sustainable hockey equipment', description: args.data?.shop.description }),
  ...(args.data?.jsonLd ?? []),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shop, products, newsletter, story } = loaderData;
  return (
    <>
      <HomeHero title={shop.name} description={shop.description ?? ''} image={products[0]?.featuredImage} />
      <ValuePoints />
      <section aria-labelledby="catalogue">
        <h2 id="catalogue">Our products</h2>
        <ProductGrid products={products} eager />
      </section>
      {story ? <StoryTeaser story={story} /> : null}
      <Island as="section" aria-label="Newsletter" island={newsletter} />
    </>
  );
}
