// The shop's navigation menus (Online Store > Navigation) as the storefront shows them: the header's
// main menu and the footer's quick links; plus the shipping policy and contact information pages.
// IDs: menus 80000000001–2, menu items 81000000001–, policies 20000000004–5.
import type { SeedPolicy } from './types';

export interface SeedMenuItem {
  id: string;
  title: string;
  /** A path on the shop's primary domain. */
  path: string;
  type: 'CATALOG' | 'BLOG' | 'PAGE' | 'SHOP_POLICY' | 'HTTP' | 'FRONTPAGE' | 'COLLECTION' | 'PRODUCT' | 'ARTICLE';
  /** The Shopify resource the item points at (gid), when it points at one. */
  resourceId: string | null;
  items?: SeedMenuItem[];
}

export interface SeedMenu {
  id: string;
  handle: string;
  title: string;
  items: SeedMenuItem[];
}

export const menus: SeedMenu[] = [
  {
    id: '80000000001',
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      { id: '81000000001', title: 'Shop', path: '/shop', type: 'CATALOG', resourceId: null },
      {
        id: '81000000002',
        title: 'Stories',
        path: '/stories',
        type: 'HTTP',
        resourceId: null,
        items: [
          {
            id: '81000000003',
            title: 'Journal',
            path: '/stories/blog',
            type: 'BLOG',
            resourceId: 'gid://shopify/Blog/7000000000001',
          },
          {
            id: '81000000004',
            title: 'Success stories',
            path: '/stories/success-stories',
            type: 'BLOG',
            resourceId: 'gid://shopify/Blog/7000000000002',
          },
          {
            id: '81000000005',
            title: 'Testimonials',
            path: '/stories/testimonials',
            type: 'BLOG',
            resourceId: 'gid://shopify/Blog/7000000000003',
          },
        ],
      },
      { id: '81000000006', title: 'About', path: '/about', type: 'PAGE', resourceId: null },
    ],
  },
  {
    id: '80000000002',
    handle: 'footer',
    title: 'Footer menu',
    items: [
      { id: '81000000011', title: 'Shop', path: '/shop', type: 'CATALOG', resourceId: null },
      {
        id: '81000000012',
        title: 'Testimonials',
        path: '/stories/testimonials',
        type: 'BLOG',
        resourceId: 'gid://shopify/Blog/7000000000003',
      },
      {
        id: '81000000013',
        title: 'Privacy Policy',
        path: '/legal/privacy-policy',
        type: 'SHOP_POLICY',
        resourceId: 'gid://shopify/ShopPolicy/20000000001',
      },
      {
        id: '81000000014',
        title: 'Refund Policy',
        path: '/legal/refund-policy',
        type: 'SHOP_POLICY',
        resourceId: 'gid://shopify/ShopPolicy/20000000003',
      },
      { id: '81000000015', title: 'FAQ', path: '/faq', type: 'PAGE', resourceId: null },
    ],
  },
];

export const shippingPolicy: SeedPolicy = {
  id: '20000000004',
  handle: 'shipping-policy',
  title: 'Shipping policy',
  bodyHtml: `<p>We ship from Rapperswil-Jona, Switzerland, and from our warehouses in the EU and the US.</p>
<p>Orders placed before 14:00 CET on a working day leave the same day. Delivery takes 1–3 working days in Switzerland, 3–6 in the EU and 5–10 elsewhere. Shipping is free in Switzerland from CHF 100.</p>
<p>Orders shipped from Switzerland to countries outside Switzerland may be charged import duties and taxes by the destination country.</p>
<table>
<thead><tr><th>Destination</th><th>Delivery time</th><th>Shipping cost</th><th>Free shipping from</th><th>Import duties and taxes</th></tr></thead>
<tbody>
<tr><td>Switzerland</td><td>1–3 working days</td><td>CHF 7.90 · EUR 8.95 · USD 8.95</td><td>CHF 100 · EUR 110 · USD 115</td><td>None</td></tr>
<tr><td>European Union</td><td>3–6 working days</td><td>CHF 14.90 · EUR 15.95 · USD 16.95</td><td>CHF 150 · EUR 160 · USD 170</td><td>May be charged by the destination country</td></tr>
<tr><td>All other countries</td><td>5–10 working days</td><td>CHF 24.90 · EUR 26.95 · USD 28.95</td><td>–</td><td>May be charged by the destination country</td></tr>
</tbody>
</table>
<p>Amounts are charged in the currency of your country's shop; where it is another currency, the checkout shows the amount in it.</p>`,
};

export const contactInformation: SeedPolicy = {
  id: '20000000005',
  handle: 'contact-information',
  title: 'Contact information',
  bodyHtml: `<p>Sharkblades AG, Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland. Email: <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>. VAT: CHE-123.456.789 MWST.</p>`,
};
