// What the generated catalogue is made of: four families of products (runners, synthetic ice,
// care, off-ice training), each a list of kinds a series can carry. A kind says how its products
// are named, typed, optioned, priced and described; seed/generate.ts draws series from them.
import type { Random } from './random';

/** An option value with its price factor against the kind's base price (and a struck-through price). */
export interface ValueSpec {
  value: string;
  factor?: number;
  /** compareAtPrice = base × this (packs sold below the price of their parts). */
  compareAt?: number;
}

export interface OptionSpec {
  name: string;
  values: ValueSpec[];
  /** How many of the values a product carries (a consecutive run), e.g. [3, 6] sizes. */
  pick?: [number, number];
}

export interface DescriptionContext {
  title: string;
  series: string;
  vendor: string;
  r: Random;
}

export interface Kind {
  noun: string;
  productType: string;
  tags: string[];
  options: OptionSpec[];
  /** Base price range in CHF, in whole francs or .90 steps. */
  price: [number, number];
  weight: number;
  /** Names the CDN mock draws by (tests/mocks/cdn/handlers.ts `art`). */
  art: 'skate-blades' | 'black-ghost' | 'oceanice' | 'greenly' | 'synthetic-ice' | 'gear';
  /** What each image shows, after the product's title. */
  views: string[];
  lead: (c: DescriptionContext) => string;
  specs: (c: DescriptionContext) => string[];
  /** A runner: its specs are drawn by `runnerFacts`. */
  runner?: boolean;
}

export interface Family {
  key: 'runners' | 'ice' | 'care' | 'training';
  share: number;
  vendors: string[];
  story: (c: DescriptionContext) => string;
  kinds: Kind[];
}

const values = (list: string[], factor?: (index: number) => number): ValueSpec[] =>
  list.map((value, index) => ({ value, factor: factor?.(index) }));
const PLAYER_SIZES = values(['238 mm', '246 mm', '254 mm', '263 mm', '272 mm', '280 mm', '288 mm', '296 mm']);
const JUNIOR_SIZES = values(['204 mm', '213 mm', '221 mm', '229 mm', '238 mm']);
const GOALIE_SIZES = values(['272 mm', '280 mm', '288 mm', '296 mm', '304 mm']);
const PACK: OptionSpec = {
  name: 'Pack',
  values: [{ value: 'Single pair' }, { value: 'Double pack', factor: 1.8, compareAt: 2 }],
};
const SHELL_COLOURS = values(['Black', 'White', 'Teal', 'Glacier Grey']);
const GUARD_SIZES = values(['S (204–238 mm)', 'M (246–272 mm)', 'L (280–304 mm)']);
const DEFAULT: OptionSpec = { name: 'Title', values: [{ value: 'Default Title' }] };

/** A runner's drawn specs, in the order drawn: hardness, factory hollow (mm), radius (ft). */
export function runnerFacts(r: Random) {
  const low = r.int(57, 60);
  return { hrc: `${low}–${low + 2} HRC`, hollow: r.pick(['11', '13', '16']), radius: r.pick(['9', '10', '11']) };
}

const runner = (noun: string, sizes: ValueSpec[], second: OptionSpec, extra: Partial<Kind>): Kind => ({
  noun,
  productType: 'Skate Blades',
  tags: ['blades', 'exchangeable', 'steel', 'take-back'],
  options: [{ name: 'Size', values: sizes, pick: [3, sizes.length] }, second],
  price: [169, 229],
  weight: 330,
  art: 'skate-blades',
  views: [
    'a pair of runners lying side by side on a white background',
    'a runner clicked into a Quick-Lock holder',
    'the runner’s edge close up after the factory grind',
  ],
  lead: (c) =>
    `${c.title} are exchangeable steel runners from the ${c.series} series: flip the lever, slide the worn runner out and click a fresh one in, in under ten seconds and without tools.`,
  specs: (c) => {
    const { hrc, hollow, radius } = runnerFacts(c.r);
    return [
      `Material: hardened stainless steel, ${hrc}`,
      `Factory finish: ${hollow} mm hollow, ${radius} ft radius`,
      'Fits: Sharkblades Quick-Lock holders',
    ];
  },
  runner: true,
  ...extra,
});

const gear = (
  noun: string,
  productType: string,
  options: OptionSpec[],
  price: [number, number],
  lead: string,
  extra: Partial<Kind> = {},
): Kind => ({
  noun,
  productType,
  tags: [],
  options: options.length > 0 ? options : [DEFAULT],
  price,
  weight: 250,
  art: 'gear',
  views: ['on a white background', 'in use at the rink', 'packed in its recycled box'],
  lead: (c) => `${c.title} ${lead}`,
  specs: (c) => [`Made for: ${c.vendor} by the ${c.series} team`, `Care: rinse with cold water, dry away from heat`],
  ...extra,
});

export const FAMILIES: Family[] = [
  {
    key: 'runners',
    share: 0.4,
    vendors: ['Sharkblades'],
    story: () =>
      'Every runner leaves our workshop in Rapperswil-Jona factory-sharpened, so the first stride feels like the last one on your previous pair. When it is sharpened down to the wear line, send it back: we recycle the steel and you get CHF 20 off your next pair.',
    kinds: [
      runner('Runners', PLAYER_SIZES, PACK, { tags: ['blades', 'exchangeable', 'player', 'steel', 'take-back'] }),
      runner('Junior Runners', JUNIOR_SIZES, PACK, {
        price: [119, 149],
        weight: 240,
        tags: ['blades', 'exchangeable', 'junior', 'steel', 'take-back'],
      }),
      runner('Goalie Runners', GOALIE_SIZES, DEFAULT, {
        options: [{ name: 'Size', values: GOALIE_SIZES, pick: [3, 5] }],
        price: [209, 249],
        weight: 420,
        tags: ['blades', 'exchangeable', 'goalie', 'steel', 'take-back'],
      }),
      runner(
        'Black Edition Runners',
        PLAYER_SIZES,
        { name: 'Profile', values: values(['9 ft radius', '11 ft radius']) },
        {
          price: [249, 289],
          art: 'black-ghost',
          tags: ['blades', 'exchangeable', 'premium', 'coated', 'player', 'take-back'],
        },
      ),
      runner(
        'Speed Runners',
        PLAYER_SIZES,
        { name: 'Profile', values: values(['9 ft radius', '10 ft radius', '11 ft radius']) },
        { price: [199, 239], tags: ['blades', 'exchangeable', 'player', 'speed', 'steel', 'take-back'] },
      ),
      runner(
        'Spare Runner Set',
        PLAYER_SIZES,
        { name: 'Pack', values: [{ value: '3 pairs', factor: 2.6, compareAt: 3 }] },
        { price: [169, 199], weight: 960, tags: ['blades', 'exchangeable', 'spare', 'value-pack', 'take-back'] },
      ),
      gear(
        'Quick-Lock Holder',
        'Holders',
        [
          { name: 'Size', values: PLAYER_SIZES, pick: [4, 8] },
          { name: 'Colour', values: SHELL_COLOURS, pick: [2, 3] },
        ],
        [89, 129],
        'is the holder every Sharkblades runner clicks into: a glass-fibre shell with the Quick-Lock lever at the heel, riveted to your boot once and never again.',
        { tags: ['holder', 'quick-lock'], weight: 180, art: 'skate-blades' },
      ),
      gear(
        'Blade Guards',
        'Accessories',
        [
          { name: 'Size', values: GUARD_SIZES },
          { name: 'Colour', values: SHELL_COLOURS, pick: [2, 4] },
        ],
        [19, 29],
        'keep your edges sharp between the bench and the dressing room, with a drainage channel so the runner dries inside.',
        { tags: ['accessories', 'guards'], weight: 120 },
      ),
    ],
  },
  {
    key: 'ice',
    share: 0.15,
    vendors: ['Sharkblades', 'Alpine Ice Works'],
    story: () =>
      'Our synthetic ice is pressed from recycled and ocean-bound plastic, glides without sprays and takes real skates with real edges, indoors or out, all year round.',
    kinds: [
      gear(
        'Ice Panels',
        'Synthetic Ice',
        [
          {
            name: 'Pack',
            values: [
              { value: '4 panels' },
              { value: '8 panels', factor: 1.85 },
              { value: '16 panels', factor: 3.4, compareAt: 4 },
            ],
          },
          { name: 'Colour', values: values(['Arctic White', 'Deep Blue', 'Ice Grey']), pick: [2, 3] },
        ],
        [590, 790],
        'are interlocking synthetic ice panels for a home rink or a club training area: lay them on any flat floor, click the dovetails together and skate.',
        {
          tags: ['synthetic-ice', 'ocean-plastic', 'recycled', 'panels', 'home-rink'],
          weight: 12_500,
          art: 'oceanice',
        },
      ),
      gear(
        'Starter Tiles',
        'Synthetic Ice',
        [
          {
            name: 'Kit',
            values: [{ value: '12 tiles' }, { value: '24 tiles', factor: 1.9 }, { value: '48 tiles', factor: 3.5 }],
          },
          { name: 'Colour', values: values(['Glacier White', 'Moss Green']) },
        ],
        [229, 269],
        'bring a first patch of ice into the living room: light tiles a child can lay out alone, for edge work and stickhandling at home.',
        { tags: ['synthetic-ice', 'recycled', 'tiles', 'starter', 'kids', 'home-rink'], weight: 3_800, art: 'greenly' },
      ),
      gear(
        'Club Panels',
        'Synthetic Ice',
        [{ name: 'Pack', values: [{ value: '24 panels' }, { value: '48 panels', factor: 1.9 }] }],
        [3_490, 3_990],
        'are the thick panels clubs and schools build whole training rinks from, with a hidden connector that stays flat under goalies.',
        { tags: ['synthetic-ice', 'recycled', 'panels', 'club'], weight: 60_000, art: 'oceanice' },
      ),
      gear(
        'Edge Ramps',
        'Synthetic Ice',
        [{ name: 'Length', values: [{ value: '2 m' }, { value: '4 m', factor: 1.9 }, { value: '8 m', factor: 3.6 }] }],
        [79, 119],
        'finish the edge of a synthetic rink so nobody trips stepping on or off.',
        { tags: ['synthetic-ice', 'home-rink'], weight: 1_400, art: 'synthetic-ice' },
      ),
      gear(
        'Dasher Boards',
        'Synthetic Ice',
        [
          { name: 'Length', values: [{ value: '4 m' }, { value: '8 m', factor: 1.9 }] },
          { name: 'Colour', values: values(['White', 'Black']) },
        ],
        [390, 590],
        'stand around a synthetic rink like the real thing: pucks come back, and passes off the boards become a drill.',
        { tags: ['synthetic-ice', 'club', 'home-rink'], weight: 18_000, art: 'synthetic-ice' },
      ),
      gear(
        'Glide Care Kit',
        'Accessories',
        [],
        [29, 39],
        'cleans synthetic ice panels without leaving a film: a soft brush, a squeegee and a bottle of our plant-based cleaner.',
        { tags: ['accessories', 'care', 'synthetic-ice'], weight: 900, art: 'synthetic-ice' },
      ),
      gear(
        'Panel Connectors',
        'Accessories',
        [
          {
            name: 'Pack',
            values: [{ value: '20 pieces' }, { value: '50 pieces', factor: 2.3 }, { value: '100 pieces', factor: 4.2 }],
          },
        ],
        [19, 29],
        'are spare dovetail connectors for our panels, made from the same recycled plastic.',
        { tags: ['accessories', 'synthetic-ice', 'spare'], weight: 400, art: 'synthetic-ice' },
      ),
    ],
  },
  {
    key: 'care',
    share: 0.3,
    vendors: ['Sharkblades', 'Rinkside', 'Nordic Edge'],
    story: (c) =>
      `${c.vendor} designs its care range with the players who test our runners, so the small things in the bag last as long as the steel.`,
    kinds: [
      gear(
        'Sharpening Stone',
        'Accessories',
        [{ name: 'Grit', values: values(['400 grit', '600 grit', '1000 grit']) }],
        [19, 34],
        'takes the burr off an edge between sharpenings and brings a nicked runner back for the next shift.',
        { tags: ['accessories', 'care', 'sharpening'], weight: 90 },
      ),
      gear(
        'Skate Towel',
        'Accessories',
        [{ name: 'Colour', values: SHELL_COLOURS, pick: [2, 4] }],
        [14, 19],
        'is a quick-drying microfibre towel sized to wipe a pair of runners dry in one pass.',
        { tags: ['accessories', 'care'], weight: 80 },
      ),
      gear(
        'Waxed Laces',
        'Accessories',
        [
          { name: 'Length', values: values(['244 cm', '274 cm', '305 cm']) },
          { name: 'Colour', values: values(['Black', 'White']) },
        ],
        [9, 12],
        'hold their tension all game long and do not soak up water.',
        { tags: ['accessories', 'laces'], weight: 40 },
      ),
      gear(
        'Skate Bag',
        'Accessories',
        [{ name: 'Colour', values: SHELL_COLOURS, pick: [2, 3] }],
        [89, 149],
        'carries a pair of skates, two spare runner pairs and your guards, with a vented pocket that lets everything dry on the way home.',
        { tags: ['accessories', 'bags'], weight: 900 },
      ),
      gear(
        'Soakers',
        'Accessories',
        [
          { name: 'Size', values: GUARD_SIZES },
          { name: 'Colour', values: SHELL_COLOURS, pick: [2, 4] },
        ],
        [24, 29],
        'are terry-cloth blade covers that pull the moisture off your runners in the bag.',
        { tags: ['accessories', 'care', 'guards'], weight: 90 },
      ),
      gear(
        'Quick-Lock Tool Kit',
        'Accessories',
        [],
        [24, 39],
        'holds everything a team manager needs on the bench: a spare lever, heel screws, a slot brush and a hex key.',
        { tags: ['accessories', 'quick-lock', 'spare'], weight: 210 },
      ),
      gear(
        'Edge Checker',
        'Accessories',
        [],
        [14, 24],
        'shows in a second whether both edges of a runner are level, so an uneven sharpening never costs you a stride.',
        { tags: ['accessories', 'sharpening'], weight: 60 },
      ),
      gear(
        'Drying Pods',
        'Accessories',
        [{ name: 'Pack', values: [{ value: '1 pair' }, { value: '2 pairs', factor: 1.8, compareAt: 2 }] }],
        [19, 24],
        'sit in your skates after the game and take the damp out overnight.',
        { tags: ['accessories', 'care'], weight: 150 },
      ),
    ],
  },
  {
    key: 'training',
    share: 0.15,
    vendors: ['Rinkside', 'Alpine Ice Works'],
    story: () =>
      'Off-ice training gear we use ourselves between sessions on synthetic ice: simple, durable and easy to pack away.',
    kinds: [
      gear(
        'Stickhandling Balls',
        'Training',
        [
          {
            name: 'Pack',
            values: [{ value: '3 balls' }, { value: '6 balls', factor: 1.8 }, { value: '12 balls', factor: 3.2 }],
          },
        ],
        [14, 19],
        'roll and bounce like a puck on ice, for stickhandling on any floor.',
        { tags: ['training', 'off-ice', 'stickhandling'], weight: 180 },
      ),
      gear(
        'Passing Rebounder',
        'Training',
        [{ name: 'Length', values: [{ value: '1 m' }, { value: '2 m', factor: 1.7 }] }],
        [89, 159],
        'sends every pass straight back, so one player can practise a hundred passes in ten minutes.',
        { tags: ['training', 'off-ice', 'passing'], weight: 4_200 },
      ),
      gear(
        'Shooting Tarp',
        'Training',
        [{ name: 'Size', values: [{ value: '1.8 × 1.2 m' }, { value: '2.4 × 1.6 m', factor: 1.4 }] }],
        [119, 189],
        'hangs in a regulation goal and shows the five spots goalies leave open.',
        { tags: ['training', 'shooting'], weight: 2_600 },
      ),
      gear(
        'Training Pucks',
        'Training',
        [
          {
            name: 'Pack',
            values: [{ value: '10 pucks' }, { value: '25 pucks', factor: 2.3 }, { value: '50 pucks', factor: 4.3 }],
          },
        ],
        [19, 29],
        'are regulation weight and glide on synthetic ice as they do on the real thing.',
        { tags: ['training', 'shooting', 'pucks'], weight: 1_700 },
      ),
      gear(
        'Agility Cones',
        'Training',
        [{ name: 'Pack', values: [{ value: '12 cones' }, { value: '24 cones', factor: 1.8 }] }],
        [19, 24],
        'mark out edge drills on ice and off, and stack flat in the bag.',
        { tags: ['training', 'off-ice', 'skating'], weight: 600 },
      ),
      gear(
        'Balance Board',
        'Training',
        [],
        [69, 99],
        'builds the ankle and core strength every crossover needs, in five minutes a day.',
        { tags: ['training', 'off-ice', 'skating'], weight: 2_300 },
      ),
      gear(
        'Slide Board',
        'Training',
        [{ name: 'Length', values: [{ value: '180 cm' }, { value: '230 cm', factor: 1.25 }] }],
        [129, 189],
        'trains the full skating stride at home, with booties that fit over trainers.',
        { tags: ['training', 'off-ice', 'skating'], weight: 7_500 },
      ),
    ],
  },
];

/** Series names: a place or a mountain and a model code, unique for the first 1,800 series. */
const PLACES = [
  'Glacier',
  'Polar',
  'Fjord',
  'Summit',
  'Aurora',
  'Tundra',
  'Alpine',
  'Boreal',
  'Frost',
  'Storm',
  'Granite',
  'Cobalt',
  'Titan',
  'Vector',
  'Apex',
  'Pulse',
  'Harbour',
  'Lakeside',
  'Ridge',
  'Matterhorn',
  'Eiger',
  'Säntis',
  'Pilatus',
  'Engadin',
  'Davos',
  'Arosa',
  'Zermatt',
  'Lugano',
  'Rigi',
  'Jungfrau',
  'Bernina',
  'Furka',
  'Gotthard',
  'Albula',
  'Grimsel',
  'Susten',
  'Klausen',
  'Flüela',
  'Maloja',
  'Julier',
];
const CODES = ['X', 'S', 'R', 'V', 'Z'];

export function seriesName(k: number) {
  const place = PLACES[k % PLACES.length]!;
  const code = `${CODES[Math.floor(k / PLACES.length) % CODES.length]}${1 + (Math.floor(k / (PLACES.length * CODES.length)) % 9)}`;
  const generation = Math.floor(k / (PLACES.length * CODES.length * 9));
  return generation === 0 ? `${place} ${code}` : `${place} ${code} Mk ${generation + 1}`;
}
