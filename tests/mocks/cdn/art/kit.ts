// The drawing kit every picture of the mock CDN shares: the brand palette (DESIGN.md), a seeded
// random source, number formatting, the shared filters and gradients, and small helpers.

export const INK = '#0b1f2a';
export const ICE = '#f5f9fb';
export const GLACIER = '#d6e9f0';
export const TEAL = '#006b7a';
export const STEEL = ['#f4f7f8', '#aeb9bf', '#6d7a82'];
export const DARK_STEEL = ['#4a5158', '#16191d', '#050607'];

export interface Stage {
  w: number;
  h: number;
  /** A small seeded random source: the same file draws the same picture. */
  r: () => number;
}
export type Shot = (s: Stage) => string;

export function hash(text: string) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function random(seed: number) {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number with one decimal, as SVG text. */
export const f = (n: number) => Math.round(n * 10) / 10;

/** The object's size for a stage: its shorter side. */
export const unit = (s: Stage) => Math.min(s.w, s.h);

export const DEFS = `<defs>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
<filter id="blur3" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="focus" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="9"/></filter>
<linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STEEL[0]}"/><stop offset=".45" stop-color="${STEEL[1]}"/><stop offset="1" stop-color="${STEEL[2]}"/></linearGradient>
<linearGradient id="darksteel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${DARK_STEEL[0]}"/><stop offset=".4" stop-color="${DARK_STEEL[1]}"/><stop offset="1" stop-color="${DARK_STEEL[2]}"/></linearGradient>
<linearGradient id="boot" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#23404f"/><stop offset=".6" stop-color="${INK}"/><stop offset="1" stop-color="#03080b"/></linearGradient>
<linearGradient id="ice" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3eef2"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".45"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".25"/></linearGradient>
<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".35"/></radialGradient>
<radialGradient id="spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity=".9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>`;

export const rect = (s: Stage, fill: string, extra = '') =>
  `<rect width="${s.w}" height="${s.h}" fill="${fill}" ${extra}/>`;

export const vgrad = (id: string, stops: [number, string][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;

/** A colour `amount` (−1…1) darker (negative) or lighter (positive). */
export function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

/** A top-lit fill for a solid object of `colour`: light above, dark below (id from the colour). */
export function solid(colour: string) {
  const id = `solid${colour.slice(1)}`;
  return {
    defs: vgrad(id, [
      [0, shade(colour, 0.35)],
      [0.5, colour],
      [1, shade(colour, -0.45)],
    ]),
    fill: `url(#${id})`,
  };
}

/** A contact shadow under an object lying at y, `width` wide. */
export const shadow = (cx: number, y: number, width: number, opacity = 0.28) =>
  `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(width / 2)}" ry="${f(width / 30)}" fill="${INK}" opacity="${opacity}" filter="url(#soft)"/>`;
