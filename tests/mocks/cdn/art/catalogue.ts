// The generated catalogue's pictures. A file is `<series>-<noun>-<art>-<n>.jpg` (seed/generate.ts):
// the noun decides what is drawn (a towel is a towel, junior runners are short), the series decides
// its colours, backdrop, angle and where the in-use pictures are taken, so no two products of a
// series and no two series' products of one kind look alike (a look repeats only 840 series apart).
import { FAMILIES, seriesName } from '../../storefront/seed/families';
import { handleize } from '../../storefront/seed/random';
import { GEAR, anyGear } from './gear';
import { INK, TEAL, f, shade, shadow, unit, type Shot, type Stage } from './kit';
import { KITS, kneeler, player, type Kit } from './people';
import { PAPERS, garage, hall, lake, rink, studio, workshop } from './settings';
import { BLUE_ICE, GREEN_ICE, WHITE_ICE, jointDetail } from './shots';
import { net, panels, runner, spray } from './things';

const HOLDERS = ['#16303d', TEAL, '#b9c8cf', '#b8322a', '#27458f', '#2f5d46', '#c98a2b', '#5b6770'];
const ACCENTS = ['#3fc1c9', '#f1f4f5', '#e0a83c'];
const WASHES = ['#f3b562', '#4f8fbf', '#ffffff', '#1f3d3a', '#e7a977', '#6fa3a0', '#0b1f2a'];
const TILTS = [0, -7, 6, -12, 11, -3, 3];
const SETTINGS = ['rink', 'lake', 'garage', 'hall', 'workshop'] as const;

const NOUNS = [...new Set(FAMILIES.flatMap((family) => family.kinds.map((kind) => handleize(kind.noun))))].sort(
  (a, b) => b.length - a.length,
);

/** A series' look: everything about a picture that is not the product itself. */
export interface SeriesLook {
  index: number;
  colour: string;
  accent: string;
  paper: [string, string];
  tilt: number;
  setting: (typeof SETTINGS)[number];
  kit: Kit;
}

export function seriesLook(k: number, noun = ''): SeriesLook {
  // Each kind starts the colour wheel elsewhere, so a series' products differ in colour too.
  const colour = HOLDERS[(k + (noun ? NOUNS.indexOf(noun) + 1 : 0)) % HOLDERS.length]!;
  const accent = ACCENTS[k % ACCENTS.length]!;
  return {
    index: k,
    colour,
    accent: accent === colour ? TEAL : accent,
    paper: PAPERS[k % PAPERS.length]!,
    tilt: TILTS[k % TILTS.length]!,
    setting: SETTINGS[k % SETTINGS.length]!,
    kit: KITS[k % KITS.length]!,
  };
}

/** The discrete choices a look is made of: two products with different keys look different. */
export const lookKey = (noun: string, look: SeriesLook) =>
  [noun, look.colour, look.accent, look.paper[1], look.tilt].join('|');

let seriesByHandle: Map<string, number> | undefined;
/** The series index and noun of a generated product's handle (undefined: not a generated one). */
export function parseGenerated(handle: string): { series: number; noun: string } | undefined {
  const noun = NOUNS.find((n) => handle.endsWith(`-${n}`));
  if (!noun) return undefined;
  if (!seriesByHandle) {
    seriesByHandle = new Map();
    for (let k = 0; k < 6000; k++) seriesByHandle.set(handleize(seriesName(k)), k);
  }
  const series = seriesByHandle.get(handle.slice(0, -noun.length - 1));
  return series === undefined ? undefined : { series, noun };
}

/** The setting a series' in-use pictures are taken in. */
function place(s: Stage, look: SeriesLook, floor = 0.55) {
  switch (look.setting) {
    case 'lake':
      return lake(s, floor);
    case 'garage':
      return garage(s, floor - 0.05);
    case 'hall':
      return hall(s);
    case 'workshop':
      return workshop(s, floor + 0.1);
    default:
      return rink(s, floor - 0.1);
  }
}

const paper = (s: Stage, look: SeriesLook) => studio(s, look.paper[0], look.paper[1]);
const tilted = (s: Stage, look: SeriesLook, body: string) =>
  `<g transform="rotate(${look.tilt} ${f(s.w / 2)} ${f(s.h * 0.6)})">${body}</g>`;

/** Runners by noun, lying on the studio paper. */
function runnerSubject(noun: string, s: Stage, look: SeriesLook) {
  const u = unit(s);
  const pair = (l: number, dark = false, gap = 0.25, squash = 1) => {
    const x = (s.w - l) / 2;
    const y = s.h * 0.56;
    return `${shadow(s.w / 2, y + 14, l * 1.1)}${shadow(s.w / 2, y + l * gap + 10, l * 1.1)}
<g transform="translate(${f(x)} ${f(y)}) scale(1 ${squash})">${runner(l, dark, look.colour, look.accent)}</g><g transform="translate(${f(x + l * 0.04)} ${f(y + l * gap)}) scale(1 ${squash})">${runner(l, dark, look.colour, look.accent)}</g>`;
  };
  switch (noun) {
    case 'junior-runners':
      return pair(u * 0.5, false, 0.32);
    case 'goalie-runners':
      return pair(u * 0.82, false, 0.2, 0.72);
    case 'black-edition-runners':
      return pair(u * 0.7, true);
    case 'speed-runners': {
      const l = u * 0.85;
      const streaks = [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${f(s.w * 0.05)} ${f(s.h * (0.48 + i * 0.04))} L ${f(s.w * 0.35)} ${f(s.h * (0.48 + i * 0.04))}" stroke="${look.accent}" stroke-width="6" opacity=".5" stroke-linecap="round"/>`,
        )
        .join('');
      return `${streaks}${shadow(s.w / 2, s.h * 0.62, l)}<g transform="translate(${f((s.w - l) / 2)} ${f(s.h * 0.6)}) rotate(-10)">${runner(l, false, look.colour, look.accent)}</g>`;
    }
    case 'spare-runner-set': {
      const l = u * 0.62;
      return `${shadow(s.w / 2, s.h * 0.82, l * 1.3)}${[0, 1, 2, 3]
        .map(
          (i) =>
            `<g transform="translate(${f((s.w - l) / 2 + i * l * 0.03)} ${f(s.h * 0.4 + i * l * 0.13)})">${runner(l, i === 3, i % 2 ? look.colour : '#b9c8cf', look.accent)}</g>`,
        )
        .join('')}`;
    }
    case 'quick-lock-holder': {
      const l = u * 0.7;
      return `${shadow(s.w / 2, s.h * 0.62, l * 1.1)}<g transform="translate(${f((s.w - l) / 2)} ${f(s.h * 0.6)})">${runner(l, false, look.colour, look.accent)}</g>
<path d="M${f(s.w * 0.2)} ${f(s.h * 0.74)} L ${f(s.w * 0.8)} ${f(s.h * 0.74)}" stroke="url(#steel)" stroke-width="${f(u * 0.05)}" stroke-linecap="round"/>`;
    }
    default:
      return pair(u * 0.7);
  }
}

/** Synthetic ice by noun, in the studio: panels, a tile stack, ramps or a dasher board. */
function iceSubject(noun: string, s: Stage, look: SeriesLook, colour: string) {
  const u = unit(s);
  switch (noun) {
    case 'starter-tiles':
      return Array.from({ length: 6 }, (_, i) => {
        const y = s.h * 0.78 - i * u * 0.05;
        const x = s.w / 2 + (i % 2 ? 14 : -14);
        return `${i === 0 ? shadow(s.w / 2, s.h * 0.8, u * 0.7) : ''}<path d="M${f(x - u * 0.32)} ${f(y)} L ${f(x + u * 0.32)} ${f(y)} L ${f(x + u * 0.22)} ${f(y - u * 0.12)} L ${f(x - u * 0.22)} ${f(y - u * 0.12)} Z" fill="${shade(colour, -i * 0.03)}" stroke="${INK}" stroke-opacity=".2" stroke-width="3"/><rect x="${f(x - u * 0.32)}" y="${f(y)}" width="${f(u * 0.64)}" height="${f(u * 0.04)}" fill="${shade(colour, -0.25)}"/>`;
      }).join('');
    case 'edge-ramps':
      return `${panels(s, s.h * 0.45, s.h * 0.7, colour, 3, 0.7)}${[0, 1, 2]
        .map(
          (i) =>
            `<path d="M${f(s.w * 0.18)} ${f(s.h * (0.78 + i * 0.06))} L ${f(s.w * 0.82)} ${f(s.h * (0.78 + i * 0.06))} L ${f(s.w * 0.8)} ${f(s.h * (0.75 + i * 0.06))} L ${f(s.w * 0.2)} ${f(s.h * (0.75 + i * 0.06))} Z" fill="${look.colour}"/>`,
        )
        .join('')}`;
    case 'dasher-boards':
      return `${shadow(s.w / 2, s.h * 0.8, u * 0.9)}<rect x="${f(s.w * 0.12)}" y="${f(s.h * 0.42)}" width="${f(s.w * 0.76)}" height="${f(s.h * 0.38)}" rx="10" fill="#f7fafb" stroke="${INK}" stroke-opacity=".2" stroke-width="4"/>
<rect x="${f(s.w * 0.12)}" y="${f(s.h * 0.72)}" width="${f(s.w * 0.76)}" height="${f(s.h * 0.08)}" fill="${look.colour}"/><rect x="${f(s.w * 0.12)}" y="${f(s.h * 0.42)}" width="${f(s.w * 0.76)}" height="${f(s.h * 0.035)}" fill="${look.accent}"/>`;
    case 'club-panels':
      return panels(s, s.h * 0.34, s.h * 0.86, colour, 6, 1.25);
    default:
      return panels(s, s.h * 0.38, s.h * 0.78, colour, 3 + (look.index % 3), 0.8);
  }
}

const ICE_COLOURS: Record<string, string[]> = {
  oceanice: [BLUE_ICE, '#a3c4d8', '#7fb0cf'],
  greenly: [GREEN_ICE, '#b6d7a4', '#95c48a'],
  'synthetic-ice': [WHITE_ICE, '#e7eef1', '#dbe9ef'],
};

const isRunner = (noun: string, art: string) =>
  art === 'skate-blades' || art === 'black-ghost' || noun.endsWith('runners') || noun === 'spare-runner-set';

/** The product alone (no backdrop), as its first picture shows it. */
function subject(noun: string, art: string, k: number, s: Stage) {
  const look = seriesLook(k, noun);
  const gear = GEAR[noun];
  if (isRunner(noun, art)) {
    const dark = art === 'black-ghost' || noun === 'black-edition-runners';
    return tilted(s, look, runnerSubject(dark ? 'black-edition-runners' : noun, s, look));
  }
  const colours = ICE_COLOURS[art];
  if (colours && !gear) return tilted(s, look, iceSubject(noun, s, look, colours[k % colours.length]!));
  return tilted(s, look, (gear ?? anyGear)(s.w / 2, s.h * 0.74, unit(s) * 0.8, look.colour, look.accent));
}

/** Picture n (1, 2, 3…) of the generated product `noun` of series `k`, drawn with kind art `art`. */
export function generatedShot(noun: string, art: string, k: number, n: number): Shot {
  const look = seriesLook(k, noun);
  return (s) => {
    const u = unit(s);
    const gear = GEAR[noun];
    if (isRunner(noun, art)) {
      const dark = art === 'black-ghost' || noun === 'black-edition-runners';
      if (n === 1) return `${paper(s, look)}${subject(noun, art, k, s)}`;
      if (n === 2) {
        const l = u * 0.6;
        return `${place(s, look)}${shadow(s.w / 2, s.h * 0.86, l * 1.1, 0.4)}<g transform="translate(${f((s.w - l) / 2)} ${f(s.h * 0.86)}) rotate(${look.tilt / 2})">${runner(l, dark, look.colour, look.accent)}</g>`;
      }
      const l = u * 2.2;
      return `${studio(s, shade(look.paper[0], -0.05), shade(look.paper[1], -0.1))}<g transform="translate(${f(s.w * 0.5 - l * 0.62)} ${f(s.h * 0.2)})" filter="url(#focus)" opacity=".7">${runner(l, dark, look.colour, look.accent)}</g><g transform="translate(${f(s.w * 0.5 - l * (0.1 + (k % 3) * 0.15))} ${f(s.h * 0.8)})">${runner(l, dark, look.colour, look.accent)}</g>`;
    }
    if (ICE_COLOURS[art] && !gear) {
      const colours = ICE_COLOURS[art]!;
      const colour = colours[k % colours.length]!;
      if (n === 1) return `${paper(s, look)}${subject(noun, art, k, s)}`;
      if (n === 2) return jointDetail(colour, art === 'greenly')(s);
      const y = s.h * 0.8;
      return `${garage(s, 0.5)}${panels(s, s.h * 0.55, s.h * 0.92, colour, 4 + (k % 3))}${k % 2 ? net(s.w * 0.62, s.h * 0.62, u * 0.28) : ''}${shadow(s.w * 0.5, y, u * 0.3)}${k % 4 === 3 ? kneeler(s.w * 0.4, y, u * 0.3, 1, look.kit.jersey) : player(s.w * 0.5, y, u * 0.42, k % 2 ? 1 : -1, look.kit)}`;
    }
    const draw = gear ?? anyGear;
    const colour = look.colour;
    if (n === 1) return `${paper(s, look)}${subject(noun, art, k, s)}`;
    if (n === 2)
      return `${place(s, look)}${draw(s.w * 0.42, s.h * 0.9, u * 0.6, colour, look.accent)}${look.setting === 'workshop' ? '' : `${spray(s, s.w * 0.8, s.h * 0.9, u * 0.15)}${player(s.w * 0.8, s.h * 0.9, u * 0.3, -1, look.kit)}`}`;
    return `${paper(s, look)}${shadow(s.w / 2, s.h * 0.8, u * 0.75)}<rect x="${f(s.w / 2 - u * 0.34)}" y="${f(s.h * 0.5)}" width="${f(u * 0.68)}" height="${f(s.h * 0.3)}" rx="10" fill="#c9a77c"/><rect x="${f(s.w / 2 - u * 0.34)}" y="${f(s.h * 0.5)}" width="${f(u * 0.68)}" height="${f(s.h * 0.04)}" fill="#b08d63"/>${draw(s.w / 2, s.h * 0.5, u * 0.5, colour, look.accent)}`;
  };
}

/** A series' collection picture: three of its products in a row, at the place its pictures are taken. */
export function seriesCollectionShot(k: number, nouns: { noun: string; art: string }[]): Shot {
  return (s) => {
    const look = seriesLook(k);
    const cell = Math.round(Math.min(s.w / 3, s.h) * 0.95);
    const parts = nouns.slice(0, 3).map(({ noun, art }, i) => {
      const inner: Stage = { w: cell, h: cell, r: s.r };
      const x = s.w / 2 + (i - 1) * cell * 0.98 - cell / 2;
      return `<svg x="${f(x)}" y="${f(s.h - cell)}" width="${cell}" height="${cell}" viewBox="0 0 ${cell} ${cell}">${subject(noun, art, k, inner)}</svg>`;
    });
    // The light of the day the series was shot (one of seven washes) and the camera's height (one
    // of three horizons): with the five places, no two of 105 series look alike.
    const wash = WASHES[k % WASHES.length]!;
    return `${place(s, look, [0.38, 0.48, 0.58][k % 3]!)}<rect width="${s.w}" height="${s.h}" fill="${wash}" opacity=".28"/>${parts.join('')}`;
  };
}
