// The mock shop's catalogue: five products, 38 variants.
//
// Fixtures worth knowing about in tests:
// - Sold out (quantityAvailable 0, both locations empty): variant 40000000000013,
//   "Sharkblades for Goalies" / 272 mm.
// - Stocked only in Switzerland (primary 0): 40000000000003, 40000000000010, 40000000000016,
//   40000000000020, 40000000000026, 40000000000030, 40000000000034.
// - Stocked only at the primary location (switzerland 0): 40000000000002, 40000000000008,
//   40000000000015, 40000000000018, 40000000000024, 40000000000028, 40000000000032,
//   40000000000036.
// - compareAtPrice: Sharkblades double packs, OceanIce Pro 16-panel packs, Greenly 48-tile kits.
// - Only oceanice-pro has a video.
//
// ID ranges: products 8000000000001–5, variants 40000000000001–38, product images
// 30000000000001–20, video preview image 30000000000021, video 60000000000001.
import type { SeedProduct } from './types';

export const products: SeedProduct[] = [
  {
    id: '8000000000001',
    handle: 'sharkblades',
    title: 'Sharkblades',
    vendor: 'Sharkblades',
    productType: 'Skate Blades',
    tags: ['blades', 'exchangeable', 'player', 'steel', 'take-back'],
    descriptionHtml: `<p>Sharkblades are exchangeable steel runners for players who would rather be on the ice than at the sharpening counter. Flip the lever on your Sharkblades holder, slide the worn runner out, click a fresh one in. No screwdriver, no rivets, no trip back to the pro shop, and it takes less time than retaping your stick.</p>
<p>Every runner is ground from hardened Swedish stainless steel and leaves our workshop in Rapperswil-Jona factory-sharpened to a 13&nbsp;mm (1/2") hollow with a 10&nbsp;ft profile, so the first stride feels exactly like the last one on your previous pair. Carry a spare pair in your bag and a chipped edge in the second period stops being the end of your game.</p>
<p>When a runner has been sharpened down to the wear line, send it back to us. We recycle the steel, and you get CHF&nbsp;20 off your next pair.</p>
<ul>
<li>Material: hardened stainless steel, 58–60 HRC</li>
<li>Factory finish: 13&nbsp;mm (1/2") hollow, 10&nbsp;ft radius</li>
<li>Runner height: 31&nbsp;mm new, wear line at 24&nbsp;mm</li>
<li>Fits: Sharkblades Quick-Lock holders, sizes 246–288&nbsp;mm</li>
<li>Swap time: under 10 seconds per skate, no tools</li>
</ul>`,
    seo: {
      title: 'Sharkblades – exchangeable skate blades, swapped without tools',
      description:
        'Hardened stainless steel runners that click into your holder in seconds. Factory-sharpened, made in Switzerland, recycled through our take-back programme.',
    },
    options: [
      { name: 'Size', values: ['246 mm', '254 mm', '263 mm', '272 mm', '280 mm', '288 mm'] },
      { name: 'Pack', values: ['Single pair', 'Double pack'] },
    ],
    variants: [
      {
        id: '40000000000001',
        title: '246 mm / Single pair',
        sku: 'SB-246-1',
        price: '189.00',
        weight: 310,
        weightUnit: 'GRAMS',
        quantityAvailable: 36,
        selectedOptions: [
          { name: 'Size', value: '246 mm' },
          { name: 'Pack', value: 'Single pair' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 14, primary: 22 },
      },
      {
        id: '40000000000002',
        title: '246 mm / Double pack',
        sku: 'SB-246-2',
        price: '339.00',
        compareAtPrice: '378.00',
        weight: 600,
        weightUnit: 'GRAMS',
        quantityAvailable: 9,
        selectedOptions: [
          { name: 'Size', value: '246 mm' },
          { name: 'Pack', value: 'Double pack' },
        ],
        imageIndex: 2,
        inventory: { switzerland: 0, primary: 9 },
      },
      {
        id: '40000000000003',
        title: '254 mm / Single pair',
        sku: 'SB-254-1',
        price: '189.00',
        weight: 320,
        weightUnit: 'GRAMS',
        quantityAvailable: 18,
        selectedOptions: [
          { name: 'Size', value: '254 mm' },
          { name: 'Pack', value: 'Single pair' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 18, primary: 0 },
      },
      {
        id: '40000000000004',
        title: '254 mm / Double pack',
        sku: 'SB-254-2',
        price: '339.00',
        compareAtPrice: '378.00',
        weight: 620,
        weightUnit: 'GRAMS',
        quantityAvailable: 10,
        selectedOptions: [
          { name: 'Size', value: '254 mm' },
          { name: 'Pack', value: 'Double pack' },
        ],
        imageIndex: 2,
        inventory: { switzerland: 6, primary: 4 },
      },
      {
        id: '40000000000005',
        title: '263 mm / Single pair',
        sku: 'SB-263-1',
        price: '189.00',
        weight: 330,
        weightUnit: 'GRAMS',
        quantityAvailable: 56,
        selectedOptions: [
          { name: 'Size', value: '263 mm' },
          { name: 'Pack', value: 'Single pair' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 25, primary: 31 },
      },
      {
        id: '40000000000006',
        title: '263 mm / Double pack',
        sku: 'SB-263-2',
        price: '339.00',
        compareAtPrice: '378.00',
        weight: 640,
        weightUnit: 'GRAMS',
        quantityAvailable: 20,
        selectedOptions: [
          { name: 'Size', value: '263 mm' },
          { name: 'Pack', value: 'Double pack' },
        ],
        imageIndex: 2,
        inventory: { switzerland: 8, primary: 12 },
      },
      {
        id: '40000000000007',
        title: '272 mm / Single pair',
        sku: 'SB-272-1',
        price: '189.00',
        weight: 340,
        weightUnit: 'GRAMS',
        quantityAvailable: 70,
        selectedOptions: [
          { name: 'Size', value: '272 mm' },
          { name: 'Pack', value: 'Single pair' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 30, primary: 40 },
      },
      {
        id: '40000000000008',
        title: '272 mm / Double pack',
        sku: 'SB-272-2',
        price: '339.00',
        compareAtPrice: '378.00',
        weight: 660,
        weightUnit: 'GRAMS',
        quantityAvailable: 15,
        selectedOptions: [
          { name: 'Size', value: '272 mm' },
          { name: 'Pack', value: 'Double pack' },
        ],
        imageIndex: 2,
        inventory: { switzerland: 0, primary: 15 },
      },
      {
        id: '40000000000009',
        title: '280 mm / Single pair',
        sku: 'SB-280-1',
        price: '189.00',
        weight: 350,
        weightUnit: 'GRAMS',
        quantityAvailable: 57,
        selectedOptions: [
          { name: 'Size', value: '280 mm' },
          { name: 'Pack', value: 'Single pair' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 22, primary: 35 },
      },
      {
        id: '40000000000010',
        title: '280 mm / Double pack',
        sku: 'SB-280-2',
        price: '339.00',
        compareAtPrice: '378.00',
        weight: 680,
        weightUnit: 'GRAMS',
        quantityAvailable: 3,
        selectedOptions: [
          { name: 'Size', value: '280 mm' },
          { name: 'Pack', value: 'Double pack' },
        ],
        imageIndex: 2,
        inventory: { switzerland: 3, primary: 0 },
      },
      {
        id: '40000000000011',
        title: '288 mm / Single pair',
        sku: 'SB-288-1',
        price: '189.00',
        weight: 360,
        weightUnit: 'GRAMS',
        quantityAvailable: 31,
        selectedOptions: [
          { name: 'Size', value: '288 mm' },
          { name: 'Pack', value: 'Single pair' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 12, primary: 19 },
      },
      {
        id: '40000000000012',
        title: '288 mm / Double pack',
        sku: 'SB-288-2',
        price: '339.00',
        compareAtPrice: '378.00',
        weight: 700,
        weightUnit: 'GRAMS',
        quantityAvailable: 7,
        selectedOptions: [
          { name: 'Size', value: '288 mm' },
          { name: 'Pack', value: 'Double pack' },
        ],
        imageIndex: 2,
        inventory: { switzerland: 2, primary: 5 },
      },
    ],
    images: [
      {
        id: '30000000000001',
        path: '/cdn/shop/files/sharkblades-1.jpg',
        altText: 'A pair of Sharkblades stainless steel runners lying side by side on a white background',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000002',
        path: '/cdn/shop/files/sharkblades-2.jpg',
        altText: 'A Sharkblades runner clicked into its Quick-Lock holder, seen at a three-quarter angle',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000003',
        path: '/cdn/shop/files/sharkblades-3.jpg',
        altText: 'Sharkblades double pack: two pairs of runners in a recycled cardboard sleeve',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000004',
        path: '/cdn/shop/files/sharkblades-4.jpg',
        altText: 'Close-up of a skate on Sharkblades carving a tight turn, ice spray in the air',
        width: 1200,
        height: 1200,
      },
    ],
    videos: [],
    createdAt: '2025-02-03T09:00:00Z',
    updatedAt: '2026-03-18T14:22:00Z',
    publishedAt: '2025-02-10T08:00:00Z',
  },
  {
    id: '8000000000002',
    handle: 'sharkblades-for-goalies',
    title: 'Sharkblades for Goalies',
    vendor: 'Sharkblades',
    productType: 'Skate Blades',
    tags: ['blades', 'exchangeable', 'goalie', 'steel', 'take-back'],
    descriptionHtml: `<p>Goalies live on their edges. Every butterfly push, every post-to-post slide and every recovery depends on steel that bites the moment you ask it to. Sharkblades for Goalies are longer and flatter than our player runners, giving you a wider stable platform in the crease and more edge in contact with the ice on lateral pushes.</p>
<p>The goalie runner uses the same tool-free Quick-Lock system as every Sharkblade. Keep a fresh pair in your bag, and a nicked edge between periods is a thirty-second fix instead of a game spent sliding past the post.</p>
<p>Each runner is a full 1.5&nbsp;mm taller than a player blade to clear the cowling when you drop into your butterfly, and comes factory-sharpened to a 16&nbsp;mm (5/8") hollow on a flat 28&nbsp;ft profile.</p>
<ul>
<li>Material: hardened stainless steel, 58–60 HRC</li>
<li>Factory finish: 16&nbsp;mm (5/8") hollow, 28&nbsp;ft flat profile</li>
<li>Runner height: 32.5&nbsp;mm new, wear line at 25&nbsp;mm</li>
<li>Fits: Sharkblades Quick-Lock goalie holders, sizes 272–304&nbsp;mm</li>
</ul>`,
    seo: {
      title: 'Sharkblades for Goalies – longer, flatter, exchangeable goalie blades',
      description:
        'Goalie runners with a flat 28 ft profile and extra height for the butterfly. Swap them between periods without tools.',
    },
    options: [{ name: 'Size', values: ['272 mm', '288 mm', '296 mm', '304 mm'] }],
    variants: [
      {
        id: '40000000000013',
        title: '272 mm',
        sku: 'SBG-272',
        price: '229.00',
        weight: 420,
        weightUnit: 'GRAMS',
        quantityAvailable: 0,
        selectedOptions: [{ name: 'Size', value: '272 mm' }],
        imageIndex: 0,
        inventory: { switzerland: 0, primary: 0 },
      },
      {
        id: '40000000000014',
        title: '288 mm',
        sku: 'SBG-288',
        price: '229.00',
        weight: 440,
        weightUnit: 'GRAMS',
        quantityAvailable: 18,
        selectedOptions: [{ name: 'Size', value: '288 mm' }],
        imageIndex: 0,
        inventory: { switzerland: 7, primary: 11 },
      },
      {
        id: '40000000000015',
        title: '296 mm',
        sku: 'SBG-296',
        price: '229.00',
        weight: 455,
        weightUnit: 'GRAMS',
        quantityAvailable: 6,
        selectedOptions: [{ name: 'Size', value: '296 mm' }],
        imageIndex: 1,
        inventory: { switzerland: 0, primary: 6 },
      },
      {
        id: '40000000000016',
        title: '304 mm',
        sku: 'SBG-304',
        price: '229.00',
        weight: 470,
        weightUnit: 'GRAMS',
        quantityAvailable: 4,
        selectedOptions: [{ name: 'Size', value: '304 mm' }],
        imageIndex: 1,
        inventory: { switzerland: 4, primary: 0 },
      },
    ],
    images: [
      {
        id: '30000000000005',
        path: '/cdn/shop/files/sharkblades-for-goalies-1.jpg',
        altText: 'A pair of long, flat Sharkblades goalie runners on a white background',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000006',
        path: '/cdn/shop/files/sharkblades-for-goalies-2.jpg',
        altText: 'Side-by-side profile comparison of a goalie runner and a player runner',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000007',
        path: '/cdn/shop/files/sharkblades-for-goalies-3.jpg',
        altText: 'A goalie dropping into the butterfly in the crease, skate edges visible',
        width: 1200,
        height: 1200,
      },
    ],
    videos: [],
    createdAt: '2025-04-14T09:00:00Z',
    updatedAt: '2026-02-27T10:05:00Z',
    publishedAt: '2025-04-22T08:00:00Z',
  },
  {
    id: '8000000000003',
    handle: 'black-ghost',
    title: 'Black Ghost',
    vendor: 'Sharkblades',
    productType: 'Skate Blades',
    tags: ['blades', 'exchangeable', 'premium', 'player', 'coated', 'take-back'],
    descriptionHtml: `<p>Black Ghost is the Sharkblade we build for players who notice everything. Each runner is finished with a diamond-like carbon coating just two microns thick: hard enough to hold a keen edge through far more ice time between sharpenings, slick enough to cut friction on every glide, and dark enough that you will notice the looks on the bench.</p>
<p>Underneath the coating is the same hardened stainless steel and the same tool-free Quick-Lock fit as our standard runner, so Black Ghost drops straight into the holder you already skate on. Choose a 9&nbsp;ft radius for tight turns and quick starts, or an 11&nbsp;ft radius for a longer, more stable stride.</p>
<p>Sharpening removes the coating from the hollow but not from the sides, so the runner keeps its colour and its corrosion protection for its whole life. When it reaches the wear line, it goes back into our take-back programme like every other Sharkblade.</p>
<ul>
<li>Coating: 2&nbsp;µm diamond-like carbon (DLC), applied in Switzerland</li>
<li>Factory finish: 13&nbsp;mm (1/2") hollow, 9&nbsp;ft or 11&nbsp;ft radius</li>
<li>Runner height: 31&nbsp;mm new, wear line at 24&nbsp;mm</li>
<li>Fits: Sharkblades Quick-Lock holders, sizes 254–288&nbsp;mm</li>
</ul>`,
    seo: {
      title: 'Black Ghost – DLC-coated premium exchangeable skate blades',
      description:
        'Our premium Sharkblade with a black diamond-like carbon coating: a longer-lasting edge, less friction, same tool-free swap.',
    },
    options: [
      { name: 'Size', values: ['254 mm', '263 mm', '272 mm', '280 mm', '288 mm'] },
      { name: 'Profile', values: ['9 ft radius', '11 ft radius'] },
    ],
    variants: [
      {
        id: '40000000000017',
        title: '254 mm / 9 ft radius',
        sku: 'BG-254-9',
        price: '259.00',
        weight: 320,
        weightUnit: 'GRAMS',
        quantityAvailable: 16,
        selectedOptions: [
          { name: 'Size', value: '254 mm' },
          { name: 'Profile', value: '9 ft radius' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 6, primary: 10 },
      },
      {
        id: '40000000000018',
        title: '254 mm / 11 ft radius',
        sku: 'BG-254-11',
        price: '259.00',
        weight: 320,
        weightUnit: 'GRAMS',
        quantityAvailable: 8,
        selectedOptions: [
          { name: 'Size', value: '254 mm' },
          { name: 'Profile', value: '11 ft radius' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 0, primary: 8 },
      },
      {
        id: '40000000000019',
        title: '263 mm / 9 ft radius',
        sku: 'BG-263-9',
        price: '259.00',
        weight: 330,
        weightUnit: 'GRAMS',
        quantityAvailable: 26,
        selectedOptions: [
          { name: 'Size', value: '263 mm' },
          { name: 'Profile', value: '9 ft radius' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 12, primary: 14 },
      },
      {
        id: '40000000000020',
        title: '263 mm / 11 ft radius',
        sku: 'BG-263-11',
        price: '259.00',
        weight: 330,
        weightUnit: 'GRAMS',
        quantityAvailable: 5,
        selectedOptions: [
          { name: 'Size', value: '263 mm' },
          { name: 'Profile', value: '11 ft radius' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 5, primary: 0 },
      },
      {
        id: '40000000000021',
        title: '272 mm / 9 ft radius',
        sku: 'BG-272-9',
        price: '259.00',
        weight: 340,
        weightUnit: 'GRAMS',
        quantityAvailable: 35,
        selectedOptions: [
          { name: 'Size', value: '272 mm' },
          { name: 'Profile', value: '9 ft radius' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 15, primary: 20 },
      },
      {
        id: '40000000000022',
        title: '272 mm / 11 ft radius',
        sku: 'BG-272-11',
        price: '259.00',
        weight: 340,
        weightUnit: 'GRAMS',
        quantityAvailable: 16,
        selectedOptions: [
          { name: 'Size', value: '272 mm' },
          { name: 'Profile', value: '11 ft radius' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 9, primary: 7 },
      },
      {
        id: '40000000000023',
        title: '280 mm / 9 ft radius',
        sku: 'BG-280-9',
        price: '259.00',
        weight: 350,
        weightUnit: 'GRAMS',
        quantityAvailable: 24,
        selectedOptions: [
          { name: 'Size', value: '280 mm' },
          { name: 'Profile', value: '9 ft radius' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 11, primary: 13 },
      },
      {
        id: '40000000000024',
        title: '280 mm / 11 ft radius',
        sku: 'BG-280-11',
        price: '259.00',
        weight: 350,
        weightUnit: 'GRAMS',
        quantityAvailable: 4,
        selectedOptions: [
          { name: 'Size', value: '280 mm' },
          { name: 'Profile', value: '11 ft radius' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 0, primary: 4 },
      },
      {
        id: '40000000000025',
        title: '288 mm / 9 ft radius',
        sku: 'BG-288-9',
        price: '259.00',
        weight: 360,
        weightUnit: 'GRAMS',
        quantityAvailable: 9,
        selectedOptions: [
          { name: 'Size', value: '288 mm' },
          { name: 'Profile', value: '9 ft radius' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 3, primary: 6 },
      },
      {
        id: '40000000000026',
        title: '288 mm / 11 ft radius',
        sku: 'BG-288-11',
        price: '259.00',
        weight: 360,
        weightUnit: 'GRAMS',
        quantityAvailable: 2,
        selectedOptions: [
          { name: 'Size', value: '288 mm' },
          { name: 'Profile', value: '11 ft radius' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 2, primary: 0 },
      },
    ],
    images: [
      {
        id: '30000000000008',
        path: '/cdn/shop/files/black-ghost-1.jpg',
        altText: 'A pair of Black Ghost runners with a deep black coating on a dark slate background',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000009',
        path: '/cdn/shop/files/black-ghost-2.jpg',
        altText: 'A Black Ghost runner in its holder at a three-quarter angle on a dark slate background',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000010',
        path: '/cdn/shop/files/black-ghost-3.jpg',
        altText: 'Macro shot of the Black Ghost edge showing the polished steel hollow under the black coating',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000011',
        path: '/cdn/shop/files/black-ghost-4.jpg',
        altText: 'A skate on Black Ghost runners carving across the rink, ice spray in the air',
        width: 1200,
        height: 1200,
      },
    ],
    videos: [],
    createdAt: '2025-09-01T09:00:00Z',
    updatedAt: '2026-04-02T16:40:00Z',
    publishedAt: '2025-10-15T07:00:00Z',
  },
  {
    id: '8000000000004',
    handle: 'oceanice-pro',
    title: 'OceanIce Pro',
    vendor: 'Sharkblades',
    productType: 'Synthetic Ice',
    tags: ['synthetic-ice', 'ocean-plastic', 'recycled', 'panels', 'club', 'home-rink'],
    descriptionHtml: `<p>OceanIce Pro turns a garage, a basement or an empty corner of the club hall into a training rink you can skate on all year. Each 1&nbsp;×&nbsp;1&nbsp;m panel is pressed from high-density polyethylene that is 70&nbsp;percent recovered ocean-bound plastic: fishing nets, crates and bottles collected along coastlines before they reach the sea.</p>
<p>The panels lock together with a dovetail joint machined to a tolerance of a tenth of a millimetre, so the seams stay flush under hard stops and you never catch an edge. A self-lubricating glide additive is blended into the material itself, which means no sprays, no wax and no sticky residue on your gear. Real skates, real edges, real puck speed.</p>
<p>Start with a four-panel shooting pad and grow it into a full home rink: every OceanIce Pro panel fits every other, whichever pack it came from. When your panels have done their years of service, we take them back, regrind them and press them into new ones.</p>
<ul>
<li>Panel size: 1,000&nbsp;×&nbsp;1,000&nbsp;×&nbsp;13&nbsp;mm, 12.5&nbsp;kg</li>
<li>Material: HDPE with 70&nbsp;% recovered ocean-bound plastic</li>
<li>Glide: integrated self-lubricating additive, no sprays needed</li>
<li>Joint: tool-free dovetail, reversible panels for double life</li>
<li>Use: indoor and covered outdoor, −20&nbsp;°C to +45&nbsp;°C</li>
</ul>`,
    seo: {
      title: 'OceanIce Pro – synthetic ice panels made from ocean plastic',
      description:
        'Interlocking 1 × 1 m synthetic ice panels pressed from recovered ocean-bound plastic. Skate on real edges at home or at the club, all year.',
    },
    options: [
      { name: 'Pack', values: ['4 panels', '8 panels', '16 panels'] },
      { name: 'Colour', values: ['Arctic White', 'Deep Blue'] },
    ],
    variants: [
      {
        id: '40000000000027',
        title: '4 panels / Arctic White',
        sku: 'OIP-04-WHT',
        price: '690.00',
        weight: 50,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 32,
        selectedOptions: [
          { name: 'Pack', value: '4 panels' },
          { name: 'Colour', value: 'Arctic White' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 12, primary: 20 },
      },
      {
        id: '40000000000028',
        title: '4 panels / Deep Blue',
        sku: 'OIP-04-BLU',
        price: '690.00',
        weight: 50,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 14,
        selectedOptions: [
          { name: 'Pack', value: '4 panels' },
          { name: 'Colour', value: 'Deep Blue' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 0, primary: 14 },
      },
      {
        id: '40000000000029',
        title: '8 panels / Arctic White',
        sku: 'OIP-08-WHT',
        price: '1290.00',
        weight: 100,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 18,
        selectedOptions: [
          { name: 'Pack', value: '8 panels' },
          { name: 'Colour', value: 'Arctic White' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 8, primary: 10 },
      },
      {
        id: '40000000000030',
        title: '8 panels / Deep Blue',
        sku: 'OIP-08-BLU',
        price: '1290.00',
        weight: 100,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 5,
        selectedOptions: [
          { name: 'Pack', value: '8 panels' },
          { name: 'Colour', value: 'Deep Blue' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 5, primary: 0 },
      },
      {
        id: '40000000000031',
        title: '16 panels / Arctic White',
        sku: 'OIP-16-WHT',
        price: '2390.00',
        compareAtPrice: '2580.00',
        weight: 200,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 10,
        selectedOptions: [
          { name: 'Pack', value: '16 panels' },
          { name: 'Colour', value: 'Arctic White' },
        ],
        imageIndex: 3,
        inventory: { switzerland: 4, primary: 6 },
      },
      {
        id: '40000000000032',
        title: '16 panels / Deep Blue',
        sku: 'OIP-16-BLU',
        price: '2390.00',
        compareAtPrice: '2580.00',
        weight: 200,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 3,
        selectedOptions: [
          { name: 'Pack', value: '16 panels' },
          { name: 'Colour', value: 'Deep Blue' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 0, primary: 3 },
      },
    ],
    images: [
      {
        id: '30000000000012',
        path: '/cdn/shop/files/oceanice-pro-1.jpg',
        altText: 'An Arctic White OceanIce Pro training surface laid out in a garage with a hockey net',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000013',
        path: '/cdn/shop/files/oceanice-pro-2.jpg',
        altText: 'Deep Blue OceanIce Pro panels in a garage, a player stickhandling on them',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000014',
        path: '/cdn/shop/files/oceanice-pro-3.jpg',
        altText: 'Close-up of the dovetail joint where two OceanIce Pro panels lock flush together',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000015',
        path: '/cdn/shop/files/oceanice-pro-4.jpg',
        altText: 'A sixteen-panel OceanIce Pro home rink with dasher boards in a backyard',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000016',
        path: '/cdn/shop/files/oceanice-pro-5.jpg',
        altText: 'A handful of recycled plastic pellets next to shredded fishing net, the raw material of OceanIce',
        width: 1200,
        height: 1200,
      },
    ],
    videos: [
      {
        id: '60000000000001',
        path: '/cdn/shop/videos/oceanice-pro-install.mp4',
        alt: 'Two people installing an eight-panel OceanIce Pro surface in under fifteen minutes',
        previewImage: {
          id: '30000000000021',
          path: '/cdn/shop/files/oceanice-pro-install-preview.jpg',
          altText: 'Video still: two people kneeling on OceanIce Pro panels in a garage, laying the next row',
          width: 1200,
          height: 1200,
        },
      },
    ],
    createdAt: '2025-03-10T09:00:00Z',
    updatedAt: '2026-04-20T11:15:00Z',
    publishedAt: '2025-03-24T08:00:00Z',
  },
  {
    id: '8000000000005',
    handle: 'greenly',
    title: 'Greenly Starter Ice Kit',
    vendor: 'Sharkblades',
    productType: 'Synthetic Ice',
    tags: ['synthetic-ice', 'recycled', 'tiles', 'starter', 'kids', 'home-rink'],
    descriptionHtml: `<p>Greenly is our eco starter line: lightweight click-together synthetic ice tiles made entirely from recycled plastic, sized for a hallway, a balcony or the corner of a kid's room. It is the easiest way to start skating, stickhandling and shooting at home without committing to a full rink.</p>
<p>Each 50&nbsp;×&nbsp;50&nbsp;cm tile is pressed from 100&nbsp;percent post-consumer recycled polyethylene, including ocean-bound plastic recovered by our collection partners, and a glide additive made from plant-based oils instead of petroleum. The tiles weigh under 2.5&nbsp;kg each, so a ten-year-old can lay out and pack away the whole kit on their own.</p>
<p>Greenly tiles are happy under skates, but they are just as good for sneakers and off-ice stickhandling drills. And when your player outgrows them, trade them in towards OceanIce Pro panels and we will give them a second life.</p>
<ul>
<li>Tile size: 500&nbsp;×&nbsp;500&nbsp;×&nbsp;10&nbsp;mm, 2.4&nbsp;kg</li>
<li>Material: 100&nbsp;% post-consumer recycled HDPE</li>
<li>Glide: plant-based additive, no sprays needed</li>
<li>Joint: tool-free puzzle click, laid in minutes</li>
<li>Includes: edge ramps and a carry bag (12- and 24-tile kits)</li>
</ul>`,
    seo: {
      title: 'Greenly Starter Ice Kit – recycled synthetic ice tiles for home',
      description:
        'Click-together 50 × 50 cm synthetic ice tiles made from 100% recycled plastic with a plant-based glide. The easy way to start skating at home.',
    },
    options: [
      { name: 'Kit', values: ['12 tiles', '24 tiles', '48 tiles'] },
      { name: 'Colour', values: ['Glacier White', 'Moss Green'] },
    ],
    variants: [
      {
        id: '40000000000033',
        title: '12 tiles / Glacier White',
        sku: 'GRN-12-WHT',
        price: '249.00',
        weight: 30,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 50,
        selectedOptions: [
          { name: 'Kit', value: '12 tiles' },
          { name: 'Colour', value: 'Glacier White' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 20, primary: 30 },
      },
      {
        id: '40000000000034',
        title: '12 tiles / Moss Green',
        sku: 'GRN-12-GRN',
        price: '249.00',
        weight: 30,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 16,
        selectedOptions: [
          { name: 'Kit', value: '12 tiles' },
          { name: 'Colour', value: 'Moss Green' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 16, primary: 0 },
      },
      {
        id: '40000000000035',
        title: '24 tiles / Glacier White',
        sku: 'GRN-24-WHT',
        price: '469.00',
        weight: 59,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 22,
        selectedOptions: [
          { name: 'Kit', value: '24 tiles' },
          { name: 'Colour', value: 'Glacier White' },
        ],
        imageIndex: 0,
        inventory: { switzerland: 10, primary: 12 },
      },
      {
        id: '40000000000036',
        title: '24 tiles / Moss Green',
        sku: 'GRN-24-GRN',
        price: '469.00',
        weight: 59,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 9,
        selectedOptions: [
          { name: 'Kit', value: '24 tiles' },
          { name: 'Colour', value: 'Moss Green' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 0, primary: 9 },
      },
      {
        id: '40000000000037',
        title: '48 tiles / Glacier White',
        sku: 'GRN-48-WHT',
        price: '879.00',
        compareAtPrice: '938.00',
        weight: 117,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 8,
        selectedOptions: [
          { name: 'Kit', value: '48 tiles' },
          { name: 'Colour', value: 'Glacier White' },
        ],
        imageIndex: 3,
        inventory: { switzerland: 3, primary: 5 },
      },
      {
        id: '40000000000038',
        title: '48 tiles / Moss Green',
        sku: 'GRN-48-GRN',
        price: '879.00',
        compareAtPrice: '938.00',
        weight: 117,
        weightUnit: 'KILOGRAMS',
        quantityAvailable: 3,
        selectedOptions: [
          { name: 'Kit', value: '48 tiles' },
          { name: 'Colour', value: 'Moss Green' },
        ],
        imageIndex: 1,
        inventory: { switzerland: 1, primary: 2 },
      },
    ],
    images: [
      {
        id: '30000000000017',
        path: '/cdn/shop/files/greenly-1.jpg',
        altText: 'A Glacier White Greenly kit of tiles laid out on a white background',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000018',
        path: '/cdn/shop/files/greenly-2.jpg',
        altText: 'Moss Green Greenly tiles laid out on a white background',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000019',
        path: '/cdn/shop/files/greenly-3.jpg',
        altText: 'Close-up of the puzzle edge where two Moss Green Greenly tiles lock together',
        width: 1200,
        height: 1200,
      },
      {
        id: '30000000000020',
        path: '/cdn/shop/files/greenly-4.jpg',
        altText: 'Two children skating on a forty-eight-tile Greenly surface in a garage',
        width: 1200,
        height: 1200,
      },
    ],
    videos: [],
    createdAt: '2025-06-02T09:00:00Z',
    updatedAt: '2026-03-30T09:45:00Z',
    publishedAt: '2025-06-16T07:00:00Z',
  },
];
