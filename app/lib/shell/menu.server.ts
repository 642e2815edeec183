// The header's menu data (spec §2: dropdowns for Shop, Stories and About). Shop lists Shopify's
// collections and products (spec §7: "collections (first 50)", "products (first 50, one image)"),
// read once per page load by the root loader through the catalogue cache. Stories and About are the
// shop's own routes. A failed read leaves the Shop menu with its fixed links; it never fails a page,
// but such a page is not shared (docs/decisions/191).
import type { Storefront } from '@shopify/hydrogen';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { goOnWithout, type UpstreamFaults } from '~/lib/http/upstream.server';
import type { MenuSection } from './menu';

const MENU_QUERY = `#graphql
  query HeaderMenu($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    collections(first: 50, sortKey: TITLE) {
      nodes {
        handle
        title
      }
    }
    products(first: 50) {
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

const PRODUCTS_SHOWN = 6;

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
    .query(MENU_QUERY, { cache: CATALOGUE_CACHE })
    .catch(goOnWithout(upstreamFaults, 'storefront', 'Header menu', null));
}

function menuSections(data: MenuData): MenuSection[] {
  // Shapes are read defensively: an answer missing a field leaves its links out, never throws
  // (the root loader starts this read before others that may fail).
  const collections = (data?.collections?.nodes ?? []).filter((c) => c.handle !== 'all-products');
  const products = (data?.products?.nodes ?? []).slice(0, PRODUCTS_SHOWN);
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
          { to: '/shop', label: 'All products' },
          ...collections.map((c) => ({ to: `/collections/${c.handle}`, label: c.title })),
        ],
      },
    ],
  };
  return [shop, STORIES, ABOUT];
}
