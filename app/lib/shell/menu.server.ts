// The header's menu data (spec §2: dropdowns for Shop, Stories and About). Shop lists Shopify's
// collections and products (spec §7: "collections (first 50)", "products (first 50, one image)"),
// read once per page load by the root loader through the catalogue cache. Stories and About are the
// shop's own routes. A failed read leaves the Shop menu with its fixed links; it never fails a page.
import type { Storefront } from '@shopify/hydrogen';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import type { MenuSection } from './menu';
import { burgerMenuHtml, desktopMenuHtml, LOGO_BAR_HTML } from './menu-html.server';
import { remember } from '~/lib/memo';

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
type HeaderHtml = { top: string; start: string; end: string };

// The menus' HTML for the answers this isolate saw last: the same answer (it comes from the
// catalogue cache, so it changes about once a minute at most) gives the same HTML, which is then
// not written again on every page (docs/decisions/150).
// An answer shared between requests (~/lib/shopify/answers.server) is the same object: it finds
// its HTML without being serialised again.
const written = new Map<string, HeaderHtml>();
const WRITTEN_MAX = 16;
const byAnswer = new WeakMap<object, { accountUrl: string; html: HeaderHtml }>();

/** The header's parts made on the server (HTML): logo bar, logo + desktop menus, My Orders + burger. */
export async function headerMenu(storefront: Storefront, accountUrl: string): Promise<HeaderHtml> {
  const data = await readMenu(storefront);
  const seen = data ? byAnswer.get(data) : undefined;
  if (seen?.accountUrl === accountUrl) return seen.html;
  const html = remember(written, `${accountUrl}\n${JSON.stringify(data)}`, WRITTEN_MAX, () => {
    const menu = menuSections(data);
    return { top: LOGO_BAR_HTML, start: desktopMenuHtml(menu), end: burgerMenuHtml(menu, accountUrl) };
  });
  if (data) byAnswer.set(data, { accountUrl, html });
  return html;
}

function readMenu(storefront: Storefront) {
  return storefront.query(MENU_QUERY, { cache: CATALOGUE_CACHE }).catch((error: unknown) => {
    console.warn(`Header menu not loaded: ${String(error).slice(0, 200)}`);
    return null;
  });
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
