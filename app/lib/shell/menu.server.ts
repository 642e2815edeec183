// The header's menu data (spec §2: dropdowns for Shop, Stories and About). Shop names a bounded
// set of Shopify's collections and the featured collection's first products, then "All products"
// and "All collections" (/shop, which pages through every collection); never every product
// (docs/decisions/200). Read once per page load by the root loader through the catalogue cache.
// Stories and About are the shop's own routes. A failed read leaves the Shop menu with its fixed
// links; it never fails a page, but such a page is not shared (docs/decisions/191).
import type { Storefront } from '@shopify/hydrogen';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { goOnWithout, type UpstreamFaults } from '~/lib/http/upstream.server';
import { COLLECTIONS } from '~/lib/listing/messages';
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

const STORIES: MenuSection = {
  id: 'stories',
  label: 'Stories',
  to: '/stories',
  groups: [
    {
      title: 'Stories',
      links: [
        { to: '/stories', label: 'All stories' },
        { to: '/stories/blog', label: 'Blog', note: 'Guides, care and news' },
        { to: '/stories/success-stories', label: 'Success stories', note: 'Rinks and clubs on our ice' },
        { to: '/stories/testimonials', label: 'Testimonials', note: 'Players, coaches and families' },
      ],
    },
  ],
};

const ABOUT: MenuSection = {
  id: 'about',
  label: 'About',
  to: '/about',
  groups: [
    {
      title: 'Company',
      links: [
        { to: '/about', label: 'About us' },
        { to: '/about/team', label: 'Team' },
        { to: '/sustainability', label: 'Sustainability' },
        { to: '/summer-oceanice-cup', label: 'Summer OceanIce Cup' },
        { to: '/devcenter', label: 'Devcenter' },
      ],
    },
    {
      title: 'Contact',
      links: [
        { to: '/about/contact?office=europe', label: 'Europe', note: 'Rapperswil-Jona, headquarters' },
        { to: '/about/contact?office=inc', label: 'United States', note: 'Sharkblades Inc., Boston' },
        { to: '/about/contact?office=mena-asia', label: 'Mena/Asia', note: 'Dubai' },
      ],
    },
    {
      title: 'Help',
      links: [
        { to: '/faq', label: 'FAQ' },
        { to: '/legal/terms', label: 'Terms of service' },
        { to: '/legal/ethics', label: 'Ethics' },
      ],
    },
  ],
};

type MenuData = Awaited<ReturnType<typeof readMenu>>;

/** The header's menus (rendered by ~/components/shell/header-menus.server). */
export async function headerMenu(context: {
  storefront: Storefront;
  upstreamFaults: UpstreamFaults;
}): Promise<MenuSection[]> {
  return menuSections(await readMenu(context));
}

function readMenu({ storefront, upstreamFaults }: { storefront: Storefront; upstreamFaults: UpstreamFaults }) {
  return storefront
    .query(MENU_QUERY, {
      // One more than shown: the shop's own collection is /shop, not a link of its own.
      variables: { featured: FEATURED_COLLECTION, collections: MENU_COLLECTIONS + 1, products: MENU_PRODUCTS },
      cache: CATALOGUE_CACHE,
    })
    .catch(goOnWithout(upstreamFaults, 'storefront', 'Header menu', null));
}

function menuSections(data: MenuData): MenuSection[] {
  // Shapes are read defensively: an answer missing a field leaves its links out, never throws
  // (the root loader starts this read before others that may fail).
  const collections = (data?.collections?.nodes ?? [])
    .filter((c) => c.handle !== SHOP_COLLECTION)
    .slice(0, MENU_COLLECTIONS);
  const products = data?.collection?.products?.nodes ?? [];
  const shop: MenuSection = {
    id: 'shop',
    label: 'Shop',
    to: '/shop',
    groups: [
      {
        title: 'Products',
        links: products.map((p) => ({
          to: `/shop/${p.handle}`,
          label: p.title,
          image: p.featuredImage ? { src: p.featuredImage.url, alt: '' } : undefined,
        })),
      },
      {
        title: 'Collections',
        links: [
          { to: '/shop', label: COLLECTIONS.allProducts },
          ...collections.map((c) => ({ to: `/collections/${c.handle}`, label: c.title })),
          { to: '/shop#collections', label: COLLECTIONS.all },
        ],
      },
    ],
  };
  return [shop, STORIES, ABOUT];
}
