// The header's menu data (spec §2: dropdowns for Shop, Stories and About). Shop names a bounded
// set of Shopify's collections and the featured collection's first products, then "All products"
// and "All collections" (/shop, which pages through every collection); never every product
// (docs/decisions/listings.md). Read once per page load by the root loader through the catalogue cache.
// Stories and About are the shop's own routes. A failed read leaves the Shop menu with its fixed
// links; it never fails a page, but such a page is not shared (docs/decisions/upstream-discipline.md).
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { goOnWithout, type UpstreamFaults } from '~/lib/http/upstream.server';
import type { Messages } from '~/lib/i18n/messages/index.server';
import { FEATURED_COLLECTION, MENU_COLLECTIONS, MENU_PRODUCTS, SHOP_COLLECTION } from '~/lib/listing/settings';
import type { MenuSection } from './menu';

const MENU_QUERY = `#graphql
  query HeaderMenu(
    $featured: String!
    $collections: Int!
    $products: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collections(first: $collections) {
      nodes {
        handle
        title
      }
    }
    collection(handle: $featured) {
      products(first: $products) {
        nodes {
          handle
          title
          featuredImage {
            url(transform: { maxWidth: 96, maxHeight: 96, crop: CENTER })
            altText
          }
        }
      }
    }
  }
` as const;

type Words = Messages['menu'];

const stories = (w: Words): MenuSection => ({
  id: 'stories',
  label: w.stories,
  to: '/stories',
  groups: [
    {
      title: w.stories,
      links: [
        { to: '/stories', label: w.allStories },
        { to: '/stories/blog', label: w.blog, note: w.blogNote },
        { to: '/stories/success-stories', label: w.successStories, note: w.successStoriesNote },
        { to: '/stories/testimonials', label: w.testimonials, note: w.testimonialsNote },
      ],
    },
  ],
});

const about = (w: Words): MenuSection => ({
  id: 'about',
  label: w.about,
  to: '/about',
  groups: [
    {
      title: w.company,
      links: [
        { to: '/about', label: w.aboutUs },
        { to: '/about/team', label: w.team },
        { to: '/sustainability', label: w.sustainability },
        { to: '/summer-oceanice-cup', label: 'Summer OceanIce Cup' },
        { to: '/devcenter', label: 'Devcenter' },
      ],
    },
    {
      title: w.contact,
      links: [
        { to: '/about/contact?office=europe', label: w.europe, note: w.europeNote },
        { to: '/about/contact?office=inc', label: w.unitedStates, note: w.unitedStatesNote },
        { to: '/about/contact?office=mena-asia', label: w.menaAsia, note: w.menaAsiaNote },
      ],
    },
    {
      title: w.help,
      links: [
        { to: '/faq', label: w.faq },
        { to: '/legal/terms', label: w.terms },
        { to: '/legal/ethics', label: w.ethics },
      ],
    },
  ],
});

type MenuData = Awaited<ReturnType<typeof readMenu>>;

/**
 * The header's menus (rendered by ~/components/shell/header-menus.server): Shopify's titles in the
 * page's language (the query's @inContext), the shop's own words, every link in the page's language.
 */
export async function headerMenu(context: {
  storefrontCalls: StorefrontCalls;
  upstreamFaults: UpstreamFaults;
  messages: Messages;
  localePath: (path: string) => string;
}): Promise<MenuSection[]> {
  const sections = menuSections(await readMenu(context), context.messages.menu);
  return sections.map((section) => ({
    ...section,
    to: context.localePath(section.to),
    groups: section.groups.map((group) => ({
      ...group,
      links: group.links.map((link) => ({ ...link, to: context.localePath(link.to) })),
    })),
  }));
}

function readMenu({
  storefrontCalls,
  upstreamFaults,
}: {
  storefrontCalls: StorefrontCalls;
  upstreamFaults: UpstreamFaults;
}) {
  return storefrontQuery(storefrontCalls, MENU_QUERY, {
    // One more than shown: the shop's own collection is /shop, not a link of its own.
    variables: { featured: FEATURED_COLLECTION, collections: MENU_COLLECTIONS + 1, products: MENU_PRODUCTS },
    cache: CATALOGUE_CACHE,
  }).catch(goOnWithout(upstreamFaults, 'storefront', 'Header menu', null));
}

function menuSections(data: MenuData, w: Words): MenuSection[] {
  // Shapes are read defensively: an answer missing a field leaves its links out, never throws
  // (the root loader starts this read before others that may fail).
  const collections = (data?.collections?.nodes ?? [])
    .filter((c) => c.handle !== SHOP_COLLECTION)
    .slice(0, MENU_COLLECTIONS);
  const products = data?.collection?.products?.nodes ?? [];
  const shop: MenuSection = {
    id: 'shop',
    label: w.shop,
    to: '/shop',
    groups: [
      {
        title: w.products,
        links: products.map((p) => ({
          to: `/shop/${p.handle}`,
          label: p.title,
          image: p.featuredImage ? { src: p.featuredImage.url, alt: '' } : undefined,
        })),
      },
      {
        title: w.collections,
        links: [
          { to: '/shop', label: w.allProducts },
          ...collections.map((c) => ({ to: `/collections/${c.handle}`, label: c.title })),
          { to: '/shop#collections', label: w.allCollections },
        ],
      },
    ],
  };
  return [shop, stories(w), about(w)];
}
