// The home page, the brand's front page: a full-bleed hero (the featured collection's picture, the
// promise as headline), the three promises with their figures, the featured products (chosen in
// Shopify, docs/decisions/listings.md) in rows without a lonely card, and a story rail (the latest success
// story and testimonials as quotes, docs/decisions/content-and-home.md). The newsletter signup is the footer's: one
// per page.
import { goOnWithout, outage } from '~/lib/http/upstream.server';
import { Link } from 'react-router';
import { useLocalePath } from '~/lib/i18n/use-messages';
import type { Route } from './+types/home';
import { button } from '~/styles/ui.css';
import { ProductGrid } from '~/components/cards/product-grid';
import { productCards } from '~/lib/catalogue/product-cards.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { FEATURED_COLLECTION, FEATURED_COUNT } from '~/lib/listing/settings';
import { siteOrigins } from '~/lib/context/env.server';
import { organizationJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import { BLOG_LIST_FRAGMENT, contentReader, namedBlogs } from '~/lib/content/content.server';
import { quoteOf } from '~/lib/home/testimonials';
import { sections } from '~/lib/i18n/messages/index.server';
import { HomeHero, ValuePoints } from '~/components/home/home-sections';
import { StoryRail } from '~/components/home/story-rail';
import * as styles from '~/components/home/home.css';
import { cardRatingWords } from '~/lib/review/card-rating.server';
import { storefrontQuery } from '~/lib/shopify/storefront.server';

// The page's one query: the shop, the featured collection and the story rail's blogs (one
// sub-request, docs/decisions/upstream-discipline.md).
const HOME_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  ${BLOG_LIST_FRAGMENT}
  query Home(
    $featured: String!
    $count: Int!
    $first: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    ...BlogList
    shop {
      name
      description
    }
    collection(handle: $featured) {
      image {
        url(transform: { maxWidth: 2000 })
        altText
      }
      products(first: $count) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
` as const;

/** Testimonials the rail quotes beside the latest success story. */
const QUOTES = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The featured products: the first of a collection chosen in Shopify (docs/decisions/listings.md).
  const answer = await storefrontQuery(context.storefrontCalls, HOME_QUERY, {
    variables: { featured: FEATURED_COLLECTION, count: FEATURED_COUNT, first: QUOTES },
    cache: CATALOGUE_CACHE,
  }).catch(outage('Failed to fetch products', context.log));
  const { shop, collection } = answer;
  // The story rail is an extra: without the blogs (an error on their field) the page still shows the shop.
  const railFailed = answer.errors?.find((error) => error.path?.[0] === 'blogs');
  const blogs = railFailed
    ? goOnWithout(context.upstreamFaults, 'storefront', 'Story rail', [])(new Error(railFailed.message))
    : namedBlogs(answer.blogs, contentReader(context, request), ['success-stories', 'testimonials']);
  const { current } = siteOrigins(context.appEnv, request);
  // The rail shows no article text: leave it out of the page's data.
  const article = blogs.find((blog) => blog.handle === 'success-stories')?.articles.nodes[0];
  const testimonials = blogs.find((blog) => blog.handle === 'testimonials')?.articles.nodes ?? [];
  return {
    shop,
    hero: collection?.image ?? null,
    products: productCards(collection?.products.nodes ?? [], cardRatingWords(context, request)),
    story: article
      ? {
          href: context.localePath(`/stories/success-stories/${article.handle}`),
          title: article.title,
          image: article.image,
        }
      : null,
    quotes: testimonials.map(quoteOf),
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
  const { shop, hero, products, story, quotes, messages } = loaderData;
  const words = messages.home;
  const localePath = useLocalePath();
  return (
    <>
      <HomeHero description={shop.description ?? ''} image={hero ?? products[0]?.featuredImage ?? null} />
      <ValuePoints />
      <section aria-labelledby="catalogue" className={styles.products}>
        <div className={styles.sectionHead}>
          <h2 id="catalogue">{words.products}</h2>
          <Link to={localePath('/shop')} className={button.secondary}>
            {words.shopAll}
          </Link>
        </div>
        <ProductGrid products={products} eager="all" />
      </section>
      <StoryRail story={story} quotes={quotes} />
    </>
  );
}
