import { goOnWithout, outage } from '~/lib/http/upstream.server';
import { island } from '~/lib/http/islands.server';
import { Island } from '~/components/island';
import { Link } from 'react-router';
import { useLocalePath } from '~/lib/i18n/use-messages';
import type { Route } from './+types/home';
import { button } from '~/styles/ui.css';
import { newsletterForm } from '~/lib/newsletter/shell.server';
import { newsletterFormHtml } from '~/components/newsletter/newsletter-form.server';
import { ProductGrid } from '~/components/cards/product-grid';
import { productCards } from '~/lib/catalogue/product-cards.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { FEATURED_COLLECTION, FEATURED_COUNT } from '~/lib/listing/settings';
import { siteOrigins } from '~/lib/context/env.server';
import { organizationJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import { contentReader, loadBlogs } from '~/lib/content/content.server';
import { sections } from '~/lib/i18n/messages/index.server';
import { HomeHero, StoryTeaser, ValuePoints } from '~/components/home/home-sections';

const HOME_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query Home($featured: String!, $count: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      name
      description
    }
    collection(handle: $featured) {
      products(first: $count) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
` as const;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const [{ shop, collection }, stories] = await Promise.all([
    context.storefront
      // The featured products: the first of a collection chosen in Shopify (docs/decisions/198).
      .query(HOME_QUERY, {
        variables: { featured: FEATURED_COLLECTION, count: FEATURED_COUNT },
        cache: CATALOGUE_CACHE,
      })
      .catch(outage('Failed to fetch products')),
    // The story teaser is an extra: without the blog the page still shows the shop.
    loadBlogs(contentReader(context, request), ['success-stories'], 1).catch(
      goOnWithout(context.upstreamFaults, 'storefront', 'Story teaser', []),
    ),
  ]);
  const { current } = siteOrigins(context.appEnv, request);
  // The teaser shows no article text: leave it out of the page's data (docs/decisions/150).
  const article = stories[0]?.articles.nodes[0];
  return {
    shop,
    products: productCards(collection?.products.nodes ?? []),
    story: article
      ? {
          href: context.localePath(`/stories/success-stories/${article.handle}`),
          title: article.title,
          excerpt: article.excerpt,
          image: article.image,
        }
      : null,
    newsletter: island(
      context,
      'home-newsletter',
      newsletterFormHtml(await newsletterForm(context, url, 'newsletter-home')),
    ),
    // The shop's description comes in the page's language (@inContext), and so its structured data.
    jsonLd: jsonLdMeta(organizationJsonLd(current, shop.name, shop.description ?? '')),
    messages: sections(context.messages, 'home', 'cards'),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? [
        ...pageMeta(args, { title: args.data.messages.home.title, description: args.data.shop.description }),
        ...args.data.jsonLd,
      ]
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shop, products, newsletter, story, messages } = loaderData;
  const words = messages.home;
  const localePath = useLocalePath();
  return (
    <>
      <HomeHero title={shop.name} description={shop.description ?? ''} image={products[0]?.featuredImage} />
      <ValuePoints />
      <section aria-labelledby="catalogue">
        <h2 id="catalogue">{words.products}</h2>
        <ProductGrid products={products} eager />
        <p>
          <Link to={localePath('/shop')} className={button.secondary}>
            {words.shopAll}
          </Link>
        </p>
      </section>
      {story ? <StoryTeaser story={story} /> : null}
      <Island as="section" aria-label={words.newsletter} island={newsletter} />
    </>
  );
}
