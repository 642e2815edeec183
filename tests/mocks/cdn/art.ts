// The mock CDN's pictures, drawn as SVG (no binary assets in the repo, nothing fetched from outside)
// and rasterised by ./raster.ts with a film grain: by file name, what the merchant's photo shows
// (the seed's alt texts say the same), lit and shaded so it reads as a photo at a glance; the brand
// palette (DESIGN.md), no text. Every drawing is deterministic: a file always looks the same.
// The drawings live in ./art/: kit (palette, helpers), settings (studio, rink, lake, garage, hall,
// workshop, cities), things (runners, panels…), gear (accessories by kind), people, shots (the
// hand-written shop's pictures and scenes), catalogue (the generated products' and collections').
import { catalogueIndex } from '../storefront/catalogue-index';
import { generatedShot, lookKey, parseGenerated, seriesCollectionShot, seriesLook } from './art/catalogue';
import { DEFS, f, hash, random, unit, type Shot, type Stage } from './art/kit';
import { ABOUT } from './art/about';
import { onWhite } from './art/settings';
import * as shots from './art/shots';
import { BLUE_ICE, GREEN_ICE, WHITE_ICE } from './art/shots';
import { panels, runner } from './art/things';

export interface Transform {
  width?: number;
  height?: number;
  crop?: string;
}

const { pairSide, threeQuarter, pack, onIce, compare, goalieCrease, garageIce, jointDetail, backyard } = shots;

/** The hand-written shop's photos, in the order of each product's images (the seed's alt texts). */
const PRODUCTS: Record<string, Shot[]> = {
  sharkblades: [pairSide(), threeQuarter(), pack, onIce()],
  'sharkblades-for-goalies': [pairSide(false, true), compare, goalieCrease],
  'black-ghost': [pairSide(true), threeQuarter(true), shots.edgeDetail(true), onIce(true)],
  'oceanice-pro': [
    garageIce(WHITE_ICE, 'none', true),
    garageIce(BLUE_ICE, 'player'),
    jointDetail(WHITE_ICE),
    backyard,
    shots.pelletShot,
  ],
  'oceanice-pro-install-preview': [garageIce(WHITE_ICE, 'install')],
  greenly: [
    shots.panelStudio(WHITE_ICE),
    shots.panelStudio(GREEN_ICE),
    jointDetail(GREEN_ICE, true),
    garageIce(WHITE_ICE, 'kids'),
  ],
};

/** A theme collection's picture: three kinds of product in one look (generated catalogue). */
const THEMES: Record<string, [number, string[]]> = {
  'full-range': [1, ['runners', 'skate-bag', 'club-panels']],
  'new-arrivals': [2, ['speed-runners', 'drying-pods', 'starter-tiles']],
  'best-sellers': [3, ['runners', 'skate-towel', 'ice-panels']],
  sale: [4, ['spare-runner-set', 'waxed-laces', 'agility-cones']],
  'every-runner': [5, ['runners', 'junior-runners', 'goalie-runners']],
  holders: [6, ['quick-lock-holder', 'quick-lock-tool-kit', 'edge-checker']],
  accessories: [7, ['skate-towel', 'soakers', 'sharpening-stone']],
  'rink-building': [8, ['club-panels', 'dasher-boards', 'edge-ramps']],
  'training-gear': [9, ['agility-cones', 'training-pucks', 'balance-board']],
  junior: [10, ['junior-runners', 'starter-tiles', 'stickhandling-balls']],
  'goalie-gear': [11, ['goalie-runners', 'blade-guards', 'shooting-tarp']],
};
const ART_OF: Record<string, string> = {
  'club-panels': 'oceanice',
  'starter-tiles': 'greenly',
  'ice-panels': 'oceanice',
  'dasher-boards': 'synthetic-ice',
  'edge-ramps': 'synthetic-ice',
};
const artOf = (noun: string) =>
  ART_OF[noun] ?? (noun.includes('runner') || noun.includes('holder') ? 'skate-blades' : 'gear');

/** Collections, stories, articles and the brand's own pictures by file name. */
const SCENES: Record<string, Shot> = {
  'all-products': shots.heroLake,
  'skate-blades': (s) =>
    `${onWhite(s)}${[0, 1, 2].map((i) => `<g transform="translate(${f(s.w * 0.18 + i * s.w * 0.03)} ${f(s.h * (0.38 + i * 0.2))})">${runner(unit(s) * 1.05, i === 2, i === 0)}</g>`).join('')}`,
  'synthetic-ice': garageIce(WHITE_ICE, 'player'),
  goalies: goalieCrease,
  'how-to-change-your-blades': shots.edgeDetail(),
  'why-ocean-plastic': shots.ocean,
  'training-at-home-on-synthetic-ice': garageIce(GREEN_ICE, 'kids', true),
  'blade-sizing-guide': compare,
  'rapperswil-jona-lido': shots.lakeRink,
  'campus-langnau': shots.hallTraining,
  'boston-summer-skills': garageIce(BLUE_ICE, 'kids'),
  'noah-baumann-forward': shots.testimonial('#3fc1c9', shots.LOOKS.noah!),
  'coach-sandra-frei': shots.testimonial('#f7efe2', shots.LOOKS.sandra!),
  'goalie-luca-meier': shots.testimonial('#8fb9d6', shots.LOOKS.luca!),
  'the-widmer-family': shots.testimonial(GREEN_ICE, shots.LOOKS.widmer!, true),
  logo: shots.logo,
  ...ABOUT,
  ...Object.fromEntries(
    Object.entries(THEMES).map(([handle, [k, nouns]]) => [
      handle,
      seriesCollectionShot(
        1000 + k,
        nouns.map((noun) => ({ noun, art: artOf(noun) })),
      ),
    ]),
  ),
};
const ANY_SCENE: Shot[] = [
  shots.lakeRink,
  shots.hallTraining,
  garageIce(BLUE_ICE, 'player'),
  onIce(),
  goalieCrease,
  backyard,
];

/** A collection's own picture for any other handle: its products laid out on a sheet of synthetic ice. */
const selection: Shot = (s) => {
  const l = unit(s) * 0.7;
  return `${onWhite(s)}${panels(s, s.h * 0.3, s.h * 0.95, WHITE_ICE, 4, 1.1)}
<g transform="translate(${f(s.w * 0.42 - l / 2)} ${f(s.h * 0.6)})">${runner(l)}</g><g transform="translate(${f(s.w * 0.5 - l / 2)} ${f(s.h * 0.84)})">${runner(l, true)}</g>`;
};

const GENERATED = /^(.+)-(skate-blades|black-ghost|oceanice|greenly|synthetic-ice|gear)-(\d+)$/;

/** A generated series' collection (`<series>-series`): three of its products. */
function seriesCollection(collection: string): Shot | undefined {
  const handle = collection.replace(/-series$/, '');
  const found = parseGenerated(`${handle}-runners`);
  if (!found) return undefined;
  const members = [...catalogueIndex().productByHandle.values()]
    .filter((product) => product.handle.startsWith(`${handle}-`) && product.images[0])
    .map((product) => {
      const file = product.images[0]!.path.replace(/^.*\//, '').replace(/\.\w+$/, '');
      const match = GENERATED.exec(file);
      const parsed = parseGenerated(product.handle);
      return match && parsed ? { noun: parsed.noun, art: match[2]! } : undefined;
    })
    .filter((member) => member !== undefined);
  return members.length ? seriesCollectionShot(found.series, members) : undefined;
}

function shotFor(file: string): Shot {
  const base = file.replace(/^.*\//, '').replace(/\.\w+$/, '');
  const generated = GENERATED.exec(base);
  if (generated) {
    const [, handle, art, n] = generated;
    const parsed = parseGenerated(handle!) ?? { noun: handle!, series: hash(handle!) % 840 };
    return generatedShot(parsed.noun, art!, parsed.series, Number(n));
  }
  const own = /^(.+)-(\d+)$/.exec(base);
  const list = own ? PRODUCTS[own[1]!] : PRODUCTS[base];
  if (list) return list[own ? (Number(own[2]) - 1) % list.length : 0]!;
  if (SCENES[base]) return SCENES[base];
  if (file.startsWith('collections/')) return seriesCollection(base) ?? selection;
  return ANY_SCENE[hash(base) % ANY_SCENE.length]!;
}

/**
 * What a picture shows, as a key: two files with different keys look different (a generated
 * product: its kind, colours, backdrop and angle; any other: its own drawing, by file name).
 */
export function pictureKey(file: string) {
  const base = file.replace(/^.*\//, '').replace(/\.\w+$/, '');
  const generated = GENERATED.exec(base);
  const parsed = generated && parseGenerated(generated[1]!);
  if (generated && parsed)
    return `${lookKey(parsed.noun, seriesLook(parsed.series, parsed.noun))}|${generated[2]}|${generated[3]}`;
  return base;
}

/**
 * The picture `file` (its path under /cdn/shop/, e.g. `files/greenly-2.jpg`) as SVG at the size Shopify's image transforms give: the natural size scaled down to
 * `width` and/or `height` keeping its aspect ratio, or, with `crop`, exactly that box, filled. The
 * drawing has the natural aspect ratio (its shorter side 1200 units); a crop shows its middle.
 */
export function artSvg(file: string, transform: Transform = {}, natural: [number, number] = [1200, 1200]) {
  const [w0, h0] = natural;
  let width = w0;
  let height = h0;
  if (transform.crop && transform.width && transform.height) {
    width = transform.width;
    height = transform.height;
  } else {
    const scale = Math.min(1, (transform.width ?? w0) / w0, (transform.height ?? h0) / h0);
    width = Math.round(w0 * scale);
    height = Math.round(h0 * scale);
  }
  const ratio = w0 / h0;
  const stage: Stage = {
    w: Math.round(1200 * Math.max(1, ratio)),
    h: Math.round(1200 * Math.max(1, 1 / ratio)),
    r: random(hash(file)),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${stage.w} ${stage.h}" preserveAspectRatio="xMidYMid slice">
${DEFS}
${shotFor(file)(stage)}
</svg>`;
}
