// Collections. IDs: collections 9000000000001–4, collection images 30000000000022–25.
import type { SeedCollection } from './types';

export const collections: SeedCollection[] = [
  {
    id: '9000000000001',
    handle: 'all-products',
    title: 'All products',
    descriptionHtml: `<p>Everything we make, in one place: exchangeable Sharkblades runners for players and goalies, the DLC-coated Black Ghost edition, and synthetic ice pressed from recovered ocean plastic for training at home or at the club.</p>`,
    image: {
      id: '30000000000022',
      path: '/cdn/shop/collections/all-products.jpg',
      altText: 'A player skating at speed on a frozen lake below the Alps at first light',
      width: 2400,
      height: 1350,
    },
    productHandles: ['sharkblades', 'sharkblades-for-goalies', 'black-ghost', 'oceanice-pro', 'greenly'],
    seo: {
      title: 'All products – Sharkblades',
      description:
        'Shop exchangeable skate blades and ocean-plastic synthetic ice from Sharkblades, designed in Rapperswil-Jona, Switzerland.',
    },
    updatedAt: '2026-04-20T11:15:00Z',
  },
  {
    id: '9000000000002',
    handle: 'skate-blades',
    title: 'Skate blades',
    descriptionHtml: `<p>Steel you can change in ten seconds. Every Sharkblades runner clicks into the Quick-Lock holder without tools, arrives factory-sharpened, and goes back into our take-back programme when it reaches the wear line. Pick your size, pick your profile, and keep a spare pair in the bag.</p>`,
    image: {
      id: '30000000000023',
      path: '/cdn/shop/collections/skate-blades.jpg',
      altText: 'Three pairs of runners side by side: polished steel, goalie and black-coated Black Ghost',
      width: 1600,
      height: 900,
    },
    productHandles: ['sharkblades', 'sharkblades-for-goalies', 'black-ghost'],
    seo: {
      title: 'Exchangeable skate blades – Sharkblades',
      description:
        'Tool-free exchangeable hockey skate blades for players and goalies, including the premium Black Ghost edition.',
    },
    updatedAt: '2026-04-02T16:40:00Z',
  },
  {
    id: '9000000000003',
    handle: 'synthetic-ice',
    title: 'Synthetic ice',
    descriptionHtml: `<p>Real skates, real edges, no refrigeration. OceanIce Pro panels are built for home rinks and club training areas, and the Greenly starter kit brings a first patch of ice into the living room. Both are pressed from recycled plastic and glide without sprays.</p>`,
    image: {
      id: '30000000000024',
      path: '/cdn/shop/collections/synthetic-ice.jpg',
      altText: 'A young player shooting pucks on an OceanIce surface in a sunlit garage',
      width: 1600,
      height: 900,
    },
    productHandles: ['oceanice-pro', 'greenly'],
    seo: {
      title: 'Synthetic ice from recycled ocean plastic – Sharkblades',
      description:
        'Interlocking synthetic ice panels and starter tiles made from recycled and ocean-bound plastic. Skate at home all year round.',
    },
    updatedAt: '2026-04-20T11:15:00Z',
  },
  {
    id: '9000000000004',
    handle: 'goalies',
    title: 'For goalies',
    descriptionHtml: `<p>Gear for the last line of defence. Our goalie runners are longer and flatter for a stable butterfly and powerful lateral pushes, and an OceanIce Pro crease lets you drill your movement at home between team practices.</p>`,
    image: {
      id: '30000000000025',
      path: '/cdn/shop/collections/goalies.jpg',
      altText: 'A goalie pushing post to post across a Deep Blue OceanIce Pro crease',
      width: 1600,
      height: 900,
    },
    productHandles: ['sharkblades-for-goalies', 'oceanice-pro'],
    seo: {
      title: 'Goalie equipment – Sharkblades',
      description:
        'Exchangeable goalie skate blades with a flat profile and synthetic ice panels for crease training at home.',
    },
    updatedAt: '2026-02-27T10:05:00Z',
  },
];
