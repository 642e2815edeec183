// The mock CDN's pictures, drawn as SVG (no binary assets in the repo, nothing fetched from outside)
// and rasterised by ./raster.ts with a film grain: by file name, what the merchant's photo shows
// (the seed's alt texts say the same), lit and shaded so it reads as a photo at a glance; the brand
// palette (DESIGN.md), no text. Every drawing is deterministic: a file always looks the same.

// Brand palette: ink, ice, glacier, teal; steel greys for the blades.
const INK = '#0b1f2a';
const ICE = '#f5f9fb';
const GLACIER = '#d6e9f0';
const TEAL = '#006b7a';
const STEEL = ['#f4f7f8', '#aeb9bf', '#6d7a82'];
const DARK_STEEL = ['#4a5158', '#16191d', '#050607'];

export interface Transform {
  width?: number;
  height?: number;
  crop?: string;
}

interface Stage {
  w: number;
  h: number;
  /** A small seeded random source: the same file draws the same picture. */
  r: () => number;
}
type Shot = (s: Stage) => string;

function hash(text: string) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function random(seed: number) {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;

// ---- Light and surfaces ---------------------------------------------------------------------------

const DEFS = `<defs>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
<filter id="blur3" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="focus" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="9"/></filter>
<linearGradient id="steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STEEL[0]}"/><stop offset=".45" stop-color="${STEEL[1]}"/><stop offset="1" stop-color="${STEEL[2]}"/></linearGradient>
<linearGradient id="darksteel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${DARK_STEEL[0]}"/><stop offset=".4" stop-color="${DARK_STEEL[1]}"/><stop offset="1" stop-color="${DARK_STEEL[2]}"/></linearGradient>
<linearGradient id="holder" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3a4a"/><stop offset=".5" stop-color="${INK}"/><stop offset="1" stop-color="#050d12"/></linearGradient>
<linearGradient id="lightholder" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe8ec"/><stop offset="1" stop-color="#7f949e"/></linearGradient>
<linearGradient id="boot" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#23404f"/><stop offset=".6" stop-color="${INK}"/><stop offset="1" stop-color="#03080b"/></linearGradient>
<linearGradient id="ice" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3eef2"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".35"/></radialGradient>
<radialGradient id="spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity=".9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>`;

const rect = (s: Stage, fill: string, extra = '') => `<rect width="${s.w}" height="${s.h}" fill="${fill}" ${extra}/>`;
const vgrad = (id: string, stops: [number, string][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;

/** A photo studio: a seamless paper sweep, a soft key light from above and a vignette. */
function studio(s: Stage, top: string, bottom: string) {
  return `<defs>${vgrad('paper', [
    [0, top],
    [0.62, bottom],
    [1, top],
  ])}</defs>${rect(s, 'url(#paper)')}
<ellipse cx="${s.w / 2}" cy="${s.h * 0.28}" rx="${s.w * 0.42}" ry="${s.h * 0.3}" fill="url(#spot)" opacity=".7"/>
${rect(s, 'url(#vignette)')}`;
}

/** A contact shadow under an object lying at y, `width` wide. */
const shadow = (cx: number, y: number, width: number, opacity = 0.28) =>
  `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(width / 2)}" ry="${f(width / 30)}" fill="${INK}" opacity="${opacity}" filter="url(#soft)"/>`;

/** An indoor rink: the arena in shade, its lights, the boards with a teal kick plate, the ice. */
function rink(s: Stage, horizon = 0.42) {
  const y = s.h * horizon;
  const lights = Array.from({ length: 7 }, (_, i) => {
    const x = (s.w / 7) * (i + 0.5);
    return `<ellipse cx="${f(x)}" cy="${f(y * 0.22)}" rx="${f(s.w / 40)}" ry="${f(s.w / 90)}" fill="#fffbe8" opacity=".9" filter="url(#blur3)"/><ellipse cx="${f(x)}" cy="${f(y * 0.22)}" rx="${f(s.w / 14)}" ry="${f(s.w / 30)}" fill="#fffbe8" opacity=".18" filter="url(#soft)"/>`;
  }).join('');
  const scratches = Array.from({ length: 40 }, () => {
    const x = s.r() * s.w;
    const yy = y + 40 + s.r() * (s.h - y);
    const len = 60 + s.r() * 260;
    return `<path d="M${f(x)} ${f(yy)} q ${f(len / 2)} ${f(-8 + s.r() * 16)} ${f(len)} ${f(-4 + s.r() * 8)}" stroke="#9fb8c2" stroke-width="${f(1 + s.r() * 2)}" fill="none" opacity="${f(0.15 + s.r() * 0.3)}"/>`;
  }).join('');
  return `<defs>${vgrad('arena', [
    [0, '#06121a'],
    [1, '#1a3644'],
  ])}${vgrad('glass', [
    [0, '#9cc3d1'],
    [1, '#d6e9f0'],
  ])}</defs>${rect(s, 'url(#arena)')}${lights}
<rect y="${f(y * 0.62)}" width="${s.w}" height="${f(y * 0.26)}" fill="url(#glass)" opacity=".22"/>
<rect y="${f(y * 0.88)}" width="${s.w}" height="${f(y * 0.12)}" fill="#eef4f6"/>
<rect y="${f(y * 0.97)}" width="${s.w}" height="${f(y * 0.03 + 2)}" fill="${TEAL}"/>
<rect y="${f(y)}" width="${s.w}" height="${f(s.h - y)}" fill="url(#ice)"/>
<ellipse cx="${s.w / 2}" cy="${f(y + (s.h - y) * 0.25)}" rx="${f(s.w * 0.5)}" ry="${f((s.h - y) * 0.18)}" fill="#ffffff" opacity=".7" filter="url(#haze)"/>
${scratches}`;
}

/** A frozen lake under the Alps at first light. */
function lake(s: Stage, horizon = 0.55) {
  const y = s.h * horizon;
  const ridge = (base: number, amp: number, seed: number, fill: string, opacity: number, blur = '') => {
    const r = random(seed);
    let d = `M0 ${f(base)}`;
    for (let x = 0; x <= s.w; x += s.w / 9) d += ` L ${f(x)} ${f(base - amp * (0.3 + r() * 0.7))}`;
    return `<path d="${d} L ${s.w} ${f(y)} L 0 ${f(y)} Z" fill="${fill}" opacity="${opacity}" ${blur}/>`;
  };
  return `<defs>${vgrad('sky', [
    [0, '#8fb9c9'],
    [0.55, '#d6e9f0'],
    [1, '#f7efe2'],
  ])}${vgrad('lakeice', [
    [0, '#cfe2e9'],
    [1, '#ffffff'],
  ])}</defs>${rect(s, 'url(#sky)')}
<circle cx="${f(s.w * 0.78)}" cy="${f(y * 0.55)}" r="${f(s.h * 0.16)}" fill="#fff6e0" opacity=".8" filter="url(#haze)"/>
${ridge(y * 0.78, y * 0.42, 11, '#7fa6b6', 0.55, 'filter="url(#blur3)"')}
${ridge(y * 0.9, y * 0.3, 23, '#3f6b7c', 0.75)}
${ridge(y, y * 0.12, 37, '#16384a', 1)}
<rect y="${f(y)}" width="${s.w}" height="${f(s.h - y)}" fill="url(#lakeice)"/>
<ellipse cx="${f(s.w * 0.75)}" cy="${f(y + 30)}" rx="${f(s.w * 0.3)}" ry="30" fill="#fff6e0" opacity=".6" filter="url(#soft)"/>`;
}

/** A garage or basement: walls, a roller door, a concrete floor from `floor` down. */
function garage(s: Stage, floor = 0.5) {
  const y = s.h * floor;
  const door = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${f(s.w * 0.52)}" y="${f(y * 0.18 + i * y * 0.13)}" width="${f(s.w * 0.4)}" height="${f(y * 0.12)}" fill="#dfe7ea" stroke="#b3c1c7" stroke-width="3"/>`,
  ).join('');
  return `<defs>${vgrad('wall', [
    [0, '#b8c8cf'],
    [1, '#e3eaed'],
  ])}${vgrad('floor', [
    [0, '#8f9ca2'],
    [1, '#c6ced1'],
  ])}</defs>${rect(s, 'url(#wall)')}${door}
<rect x="${f(s.w * 0.08)}" y="${f(y * 0.22)}" width="${f(s.w * 0.22)}" height="${f(y * 0.36)}" fill="#fff6e0" opacity=".75"/>
<rect x="${f(s.w * 0.08)}" y="${f(y * 0.22)}" width="${f(s.w * 0.22)}" height="${f(y * 0.36)}" fill="none" stroke="#7d8c93" stroke-width="8"/>
<rect y="${f(y)}" width="${s.w}" height="${f(s.h - y)}" fill="url(#floor)"/>
<ellipse cx="${f(s.w * 0.2)}" cy="${f(y + (s.h - y) * 0.3)}" rx="${f(s.w * 0.3)}" ry="${f((s.h - y) * 0.25)}" fill="#fff6e0" opacity=".35" filter="url(#haze)"/>`;
}

/** A training hall: roof trusses, rows of lights, the rink below. */
function hall(s: Stage) {
  const trusses = Array.from({ length: 9 }, (_, i) => {
    const x = (s.w / 8) * i;
    return `<path d="M${f(x)} 0 L ${f(s.w / 2 + (x - s.w / 2) * 0.45)} ${f(s.h * 0.3)}" stroke="#2c4b5a" stroke-width="10"/>`;
  }).join('');
  return `${rink(s, 0.52)}
<g opacity=".8">${trusses}<path d="M0 ${f(s.h * 0.08)} L ${s.w} ${f(s.h * 0.08)} M0 ${f(s.h * 0.18)} L ${s.w} ${f(s.h * 0.18)}" stroke="#2c4b5a" stroke-width="8"/></g>`;
}

// ---- Things --------------------------------------------------------------------------------------

/** A runner in its holder, side view, `length` long with its toe at the right; origin at the heel's ice. */
function runner(length: number, dark = false, lightHolder = false) {
  const l = length;
  const steel = dark ? 'url(#darksteel)' : 'url(#steel)';
  const edge = dark ? '#8a949c' : '#ffffff';
  const holder = lightHolder ? 'url(#lightholder)' : 'url(#holder)';
  return `<g>
<path d="M0 0 C ${f(-l * 0.02)} ${f(-l * 0.05)} ${f(l * 0.02)} ${f(-l * 0.09)} ${f(l * 0.08)} ${f(-l * 0.09)} L ${f(l * 0.9)} ${f(-l * 0.09)} C ${f(l * 1.0)} ${f(-l * 0.09)} ${f(l * 1.05)} ${f(-l * 0.04)} ${f(l * 1.02)} 0 Z" fill="${steel}"/>
<path d="M${f(l * 0.01)} -3 L ${f(l * 1.0)} -3" stroke="${edge}" stroke-width="${f(l / 180)}" stroke-linecap="round" opacity=".85"/>
<path d="M${f(l * 0.1)} ${f(-l * 0.075)} L ${f(l * 0.86)} ${f(-l * 0.075)}" stroke="#ffffff" stroke-width="${f(l / 120)}" opacity="${dark ? 0.25 : 0.7}" stroke-linecap="round"/>
<path d="M${f(-l * 0.02)} ${f(-l * 0.085)} L ${f(l * 1.0)} ${f(-l * 0.085)} C ${f(l * 1.04)} ${f(-l * 0.12)} ${f(l * 0.98)} ${f(-l * 0.16)} ${f(l * 0.92)} ${f(-l * 0.17)} L ${f(l * 0.72)} ${f(-l * 0.3)} L ${f(l * 0.52)} ${f(-l * 0.3)} L ${f(l * 0.46)} ${f(-l * 0.17)} L ${f(l * 0.32)} ${f(-l * 0.17)} L ${f(l * 0.26)} ${f(-l * 0.32)} L ${f(l * 0.06)} ${f(-l * 0.32)} L ${f(-l * 0.03)} ${f(-l * 0.15)} Z" fill="${holder}"/>
<path d="M${f(l * 0.08)} ${f(-l * 0.29)} L ${f(l * 0.24)} ${f(-l * 0.29)} M ${f(l * 0.54)} ${f(-l * 0.28)} L ${f(l * 0.7)} ${f(-l * 0.28)}" stroke="#ffffff" stroke-width="${f(l / 150)}" opacity=".35" stroke-linecap="round"/>
<rect x="${f(-l * 0.04)}" y="${f(-l * 0.14)}" width="${f(l * 0.1)}" height="${f(l * 0.035)}" rx="${f(l * 0.012)}" fill="${TEAL}"/>
<circle cx="${f(l * 0.16)}" cy="${f(-l * 0.23)}" r="${f(l * 0.014)}" fill="${GLACIER}" opacity=".8"/><circle cx="${f(l * 0.62)}" cy="${f(-l * 0.23)}" r="${f(l * 0.014)}" fill="${GLACIER}" opacity=".8"/>
</g>`;
}

/** A skate boot on its runner, side view; origin at the heel on the ice. */
function skate(length: number, dark = false) {
  const l = length;
  return `<g>
<path d="M${f(l * 0.02)} ${f(-l * 0.3)} L ${f(-l * 0.02)} ${f(-l * 0.95)} C ${f(l * 0.05)} ${f(-l * 1.02)} ${f(l * 0.3)} ${f(-l * 1.02)} ${f(l * 0.38)} ${f(-l * 0.95)} L ${f(l * 0.42)} ${f(-l * 0.62)} C ${f(l * 0.6)} ${f(-l * 0.55)} ${f(l * 0.9)} ${f(-l * 0.5)} ${f(l * 0.98)} ${f(-l * 0.4)} C ${f(l * 1.02)} ${f(-l * 0.34)} ${f(l * 0.98)} ${f(-l * 0.3)} ${f(l * 0.9)} ${f(-l * 0.3)} Z" fill="url(#boot)"/>
<path d="M${f(l * 0.06)} ${f(-l * 0.9)} C ${f(l * 0.1)} ${f(-l * 0.7)} ${f(l * 0.2)} ${f(-l * 0.5)} ${f(l * 0.5)} ${f(-l * 0.48)}" stroke="#ffffff" stroke-width="${f(l / 70)}" opacity=".18" fill="none" filter="url(#blur3)"/>
<path d="M${f(l * 0.35)} ${f(-l * 0.9)} L ${f(l * 0.4)} ${f(-l * 0.62)}" stroke="${TEAL}" stroke-width="${f(l / 60)}" opacity=".9"/>
${runner(l, dark)}
</g>`;
}

/** Ice spray: a fan of crystals thrown up behind a stopping or carving edge. */
function spray(s: Stage, x: number, y: number, size: number, toLeft = true) {
  const dots = Array.from({ length: 160 }, () => {
    const a = Math.PI * (toLeft ? 0.55 + s.r() * 0.4 : 0.05 + s.r() * 0.4);
    const d = s.r() ** 0.6 * size;
    return `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y - Math.sin(a) * d * 0.6)}" r="${f(1.5 + s.r() * size * 0.012)}" fill="#ffffff" opacity="${f(0.35 + s.r() * 0.6)}"/>`;
  }).join('');
  return `<ellipse cx="${f(x + (toLeft ? -size * 0.4 : size * 0.4))}" cy="${f(y - size * 0.2)}" rx="${f(size * 0.5)}" ry="${f(size * 0.25)}" fill="#ffffff" opacity=".55" filter="url(#soft)"/>${dots}`;
}

/** A hockey player skating, in silhouette: helmet, body leaning forward, stick on the ice. */
function player(x: number, y: number, height: number, facing = 1, fill = INK, goalie = false) {
  const u = height / 100;
  const p = (px: number, py: number) => `${f(x + px * u * facing)} ${f(y + py * u)}`;
  const limb = (d: string, w: number) =>
    `<path d="${d}" stroke="${fill}" stroke-width="${f(w * u)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  if (goalie) {
    return `<g>
<path d="M${p(-30, -2)} L ${p(-26, -34)} L ${p(-8, -36)} L ${p(-4, -4)} Z M ${p(8, -4)} L ${p(12, -36)} L ${p(30, -34)} L ${p(34, -2)} Z" fill="${fill}"/>
<path d="M${p(-20, -34)} C ${p(-26, -60)} ${p(-20, -74)} ${p(0, -76)} C ${p(22, -74)} ${p(28, -60)} ${p(20, -34)} Z" fill="${fill}"/>
<circle cx="${p(0, -84).split(' ')[0]}" cy="${p(0, -84).split(' ')[1]}" r="${f(11 * u)}" fill="${fill}"/>
<path d="M${p(-6, -88)} L ${p(6, -88)}" stroke="#ffffff" stroke-width="${f(1.2 * u)}" opacity=".5"/>
<rect x="${p(20, -60).split(' ')[0]}" y="${p(20, -60).split(' ')[1]}" width="${f(18 * u)}" height="${f(22 * u)}" rx="${f(3 * u)}" fill="${fill}" transform="rotate(${-10 * facing} ${p(20, -60)})"/>
${limb(`M${p(-20, -56)} L ${p(-34, -40)} L ${p(-44, -4)} L ${p(-20, 0)}`, 4)}
</g>`;
  }
  return `<g>
${limb(`M${p(0, -50)} L ${p(-14, -26)} L ${p(-34, -6)}`, 11)}
${limb(`M${p(0, -50)} L ${p(12, -26)} L ${p(8, -2)}`, 11)}
${limb(`M${p(-38, -4)} L ${p(-28, -2)} M ${p(4, 0)} L ${p(18, 0)}`, 5)}
${limb(`M${p(0, -48)} C ${p(6, -62)} ${p(12, -72)} ${p(20, -78)}`, 22)}
<circle cx="${p(26, -88).split(' ')[0]}" cy="${p(26, -88).split(' ')[1]}" r="${f(8 * u)}" fill="${fill}"/>
${limb(`M${p(18, -74)} L ${p(30, -58)} L ${p(42, -48)}`, 6)}
${limb(`M${p(14, -72)} L ${p(22, -56)} L ${p(40, -50)}`, 6)}
${limb(`M${p(36, -56)} L ${p(62, -2)} L ${p(76, -1)}`, 2.5)}
</g>`;
}

/** A head-and-shoulders portrait in silhouette, rim-lit, for testimonials. */
function portrait(s: Stage, cx: number, scale: number, rim: string, helmet = false) {
  const u = scale;
  const y = s.h;
  return `<g>
<path d="M${f(cx - 300 * u)} ${y} C ${f(cx - 290 * u)} ${f(y - 230 * u)} ${f(cx - 170 * u)} ${f(y - 300 * u)} ${f(cx - 70 * u)} ${f(y - 320 * u)} L ${f(cx - 60 * u)} ${f(y - 400 * u)} L ${f(cx + 60 * u)} ${f(y - 400 * u)} L ${f(cx + 70 * u)} ${f(y - 320 * u)} C ${f(cx + 170 * u)} ${f(y - 300 * u)} ${f(cx + 290 * u)} ${f(y - 230 * u)} ${f(cx + 300 * u)} ${y} Z" fill="${INK}"/>
<ellipse cx="${f(cx)}" cy="${f(y - 520 * u)}" rx="${f(120 * u)}" ry="${f(150 * u)}" fill="${INK}"/>
${helmet ? `<path d="M${f(cx - 135 * u)} ${f(y - 540 * u)} C ${f(cx - 130 * u)} ${f(y - 700 * u)} ${f(cx + 130 * u)} ${f(y - 700 * u)} ${f(cx + 135 * u)} ${f(y - 540 * u)} Z" fill="#16384a"/>` : ''}
<path d="M${f(cx + 112 * u)} ${f(y - 600 * u)} C ${f(cx + 135 * u)} ${f(y - 520 * u)} ${f(cx + 110 * u)} ${f(y - 440 * u)} ${f(cx + 70 * u)} ${f(y - 400 * u)} M ${f(cx + 80 * u)} ${f(y - 318 * u)} C ${f(cx + 180 * u)} ${f(y - 296 * u)} ${f(cx + 280 * u)} ${f(y - 230 * u)} ${f(cx + 292 * u)} ${y}" stroke="${rim}" stroke-width="${f(10 * u)}" fill="none" opacity=".8" filter="url(#blur3)"/>
<path d="M${f(cx - 120 * u)} ${f(y - 250 * u)} L ${f(cx - 40 * u)} ${f(y - 300 * u)} L ${f(cx)} ${f(y - 240 * u)} L ${f(cx + 40 * u)} ${f(y - 300 * u)} L ${f(cx + 120 * u)} ${f(y - 250 * u)}" stroke="${TEAL}" stroke-width="${f(16 * u)}" fill="none" opacity=".9"/>
</g>`;
}

/** Someone kneeling on the floor, leaning forward, hands reaching in front (laying panels). */
function kneeler(x: number, y: number, height: number, facing: number, fill: string) {
  const u = height / 100;
  const p = (px: number, py: number) => `${f(x + px * u * facing)} ${f(y + py * u)}`;
  const limb = (d: string, w: number) =>
    `<path d="${d}" stroke="${fill}" stroke-width="${f(w * u)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `<g>${limb(`M${p(-30, -2)} L ${p(6, -4)} L ${p(0, -34)}`, 14)}${limb(`M${p(0, -34)} C ${p(10, -54)} ${p(22, -64)} ${p(34, -66)}`, 24)}
<circle cx="${p(48, -72).split(' ')[0]}" cy="${p(48, -72).split(' ')[1]}" r="${f(11 * u)}" fill="${fill}"/>
${limb(`M${p(32, -62)} L ${p(48, -36)} L ${p(66, -10)}`, 8)}</g>`;
}

/** A synthetic-ice surface of tiles in perspective: near edge at y1, far edge at y0. */
function panels(s: Stage, y0: number, y1: number, colour: string, tiles = 4, spread = 1) {
  const cx = s.w / 2;
  const far = s.w * 0.3 * spread;
  const near = s.w * 0.62 * spread;
  const lines: string[] = [];
  for (let i = 1; i < tiles; i++) {
    const t = i / tiles;
    lines.push(`M${f(cx - far + 2 * far * t)} ${f(y0)} L ${f(cx - near + 2 * near * t)} ${f(y1)}`);
    const yy = y0 + (y1 - y0) * t ** 1.35;
    const half = far + (near - far) * t ** 1.35;
    lines.push(`M${f(cx - half)} ${f(yy)} L ${f(cx + half)} ${f(yy)}`);
  }
  return `<defs>${vgrad('sheen', [
    [0, '#ffffff'],
    [0.6, colour],
    [1, colour],
  ])}</defs>
<path d="M${f(cx - near - 20)} ${f(y1 + 30)} L ${f(cx + near + 20)} ${f(y1 + 30)}" stroke="${INK}" stroke-width="30" opacity=".25" filter="url(#soft)"/>
<path d="M${f(cx - far)} ${f(y0)} L ${f(cx + far)} ${f(y0)} L ${f(cx + near)} ${f(y1)} L ${f(cx - near)} ${f(y1)} Z" fill="url(#sheen)"/>
<path d="M${f(cx - near)} ${f(y1)} L ${f(cx + near)} ${f(y1)} L ${f(cx + near)} ${f(y1 + 18)} L ${f(cx - near)} ${f(y1 + 18)} Z" fill="${colour}" opacity=".8"/>
<path d="M${f(cx - near)} ${f(y1 + 18)} L ${f(cx + near)} ${f(y1 + 18)}" stroke="${INK}" stroke-width="4" opacity=".25"/>
<path d="${lines.join(' ')}" stroke="${INK}" stroke-width="3" opacity=".18" fill="none"/>
<ellipse cx="${f(cx - far * 0.3)}" cy="${f(y0 + (y1 - y0) * 0.35)}" rx="${f(far * 0.9)}" ry="${f((y1 - y0) * 0.2)}" fill="#ffffff" opacity=".45" filter="url(#haze)"/>`;
}

/** A hockey net in perspective, ink posts with a teal frame and mesh. */
function net(x: number, y: number, w: number) {
  const h = w * 0.6;
  const mesh = Array.from(
    { length: 9 },
    (_, i) => `M${f(x + (w / 8) * i)} ${f(y - h)} L ${f(x + w * 0.1 + (w * 0.8 * i) / 8)} ${f(y - h * 0.15)}`,
  ).join(' ');
  return `<path d="${mesh}" stroke="#ffffff" stroke-width="2" opacity=".6"/>
<path d="M${f(x)} ${f(y)} L ${f(x)} ${f(y - h)} L ${f(x + w)} ${f(y - h)} L ${f(x + w)} ${f(y)}" stroke="#c0392b" stroke-width="${f(w / 40)}" fill="none"/>
<path d="M${f(x)} ${f(y)} L ${f(x + w * 0.15)} ${f(y - h * 0.2)} L ${f(x + w * 0.85)} ${f(y - h * 0.2)} L ${f(x + w)} ${f(y)}" stroke="#f5f9fb" stroke-width="${f(w / 60)}" fill="none"/>`;
}

/** Recycled plastic pellets and a twist of fishing net. */
function pellets(s: Stage, cx: number, cy: number, spread: number) {
  const colours = [ICE, GLACIER, '#7fb8c6', TEAL, '#1f5a6b', '#ffffff'];
  const dots = Array.from({ length: 260 }, () => {
    const a = s.r() * Math.PI * 2;
    const d = s.r() ** 0.7 * spread;
    const px = cx + Math.cos(a) * d * 1.6;
    const py = cy + Math.sin(a) * d * 0.6;
    const r = spread * (0.025 + s.r() * 0.02);
    return `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r)}" ry="${f(r * 0.7)}" fill="${colours[Math.floor(s.r() * colours.length)]}"/><ellipse cx="${f(px - r * 0.3)}" cy="${f(py - r * 0.3)}" rx="${f(r * 0.35)}" ry="${f(r * 0.2)}" fill="#ffffff" opacity=".7"/>`;
  }).join('');
  const strands = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M${f(cx - spread * 2)} ${f(cy - spread * 0.9 + i * 12)} C ${f(cx - spread)} ${f(cy - spread * 1.3 + i * 20)} ${f(cx + spread * 0.5)} ${f(cy - spread * 0.4 - i * 8)} ${f(cx + spread * 2)} ${f(cy - spread + i * 14)}" stroke="#2e7d6b" stroke-width="5" fill="none" opacity=".7"/>`,
  ).join('');
  return `${shadow(cx, cy + spread * 0.4, spread * 3.4, 0.25)}${strands}${dots}`;
}

// ---- Shots ---------------------------------------------------------------------------------------

const onWhite = (s: Stage) => studio(s, '#ffffff', '#e6eef1');
const onSlate = (s: Stage) => studio(s, '#2a3b45', '#0e1a21');
/** The object's size for a stage: a share of its shorter side. */
const unit = (s: Stage) => Math.min(s.w, s.h);

/** A pair of runners lying side by side (the listing's first picture). */
const pairSide =
  (dark = false, long = false): Shot =>
  (s) => {
    const l = unit(s) * (long ? 0.8 : 0.7);
    const x = (s.w - l) / 2;
    const y = s.h * 0.56;
    return `${dark ? onSlate(s) : onWhite(s)}${shadow(s.w / 2, y + 14, l * 1.1)}${shadow(s.w / 2, y + l * 0.26, l * 1.1)}
<g transform="translate(${f(x)} ${f(y)})">${runner(l, dark, !dark)}</g><g transform="translate(${f(x + l * 0.04)} ${f(y + l * 0.25)})">${runner(l, dark, !dark)}</g>`;
  };

/** One runner in its holder at a three-quarter angle, its sole towards the camera. */
const threeQuarter =
  (dark = false): Shot =>
  (s) => {
    const l = unit(s) * 0.72;
    const y = s.h * 0.64;
    const x = (s.w - l * 0.95) / 2;
    return `${dark ? onSlate(s) : onWhite(s)}${shadow(s.w / 2, y + l * 0.06, l * 1.05, 0.35)}
<g transform="translate(${f(x)} ${f(y)}) matrix(0.95 -0.2 0.1 0.8 0 0)">
<g transform="translate(${f(l * 0.02)} ${f(l * 0.045)})" opacity=".55">${runner(l, true)}</g>${runner(l, dark)}</g>`;
  };

/** Close up: the heel of the holder, the Quick-Lock lever and the ground edge, shallow focus. */
const edgeDetail =
  (dark = false): Shot =>
  (s) => {
    const l = unit(s) * 2.4;
    return `${dark ? onSlate(s) : studio(s, '#eef4f6', '#cfdde3')}
<g transform="translate(${f(s.w * 0.5 - l * 0.62)} ${f(s.h * 0.1)})" filter="url(#focus)" opacity=".8">${runner(l, dark)}</g>
<g transform="translate(${f(s.w * 0.5 - l * 0.1)} ${f(s.h * 0.78)})">${runner(l, dark)}</g>
<path d="M0 ${f(s.h * 0.78 - 4)} L ${s.w} ${f(s.h * 0.78 - 4)}" stroke="#ffffff" stroke-width="6" opacity=".9" filter="url(#blur3)"/>`;
  };

/** Two pairs in their recycled sleeve (the double pack). */
const pack: Shot = (s) => {
  const l = unit(s) * 0.62;
  const x = (s.w - l) / 2;
  return `${onWhite(s)}${shadow(s.w / 2, s.h * 0.8, l * 1.3, 0.3)}
<rect x="${f(x - l * 0.1)}" y="${f(s.h * 0.3)}" width="${f(l * 1.2)}" height="${f(s.h * 0.48)}" rx="16" fill="#c9a77c"/>
<rect x="${f(x - l * 0.1)}" y="${f(s.h * 0.3)}" width="${f(l * 1.2)}" height="${f(s.h * 0.06)}" fill="#b08d63"/>
<rect x="${f(x - l * 0.1)}" y="${f(s.h * 0.3)}" width="${f(l * 0.3)}" height="${f(s.h * 0.48)}" fill="#ffffff" opacity=".12"/>
${[0, 1, 2, 3].map((i) => `<g transform="translate(${f(x + i * l * 0.02)} ${f(s.h * 0.44 + i * l * 0.09)})">${runner(l, false, i % 2 === 0)}</g>`).join('')}`;
};

/** On the ice: a skate on the runner carving a turn, spray in the air. */
const onIce =
  (dark = false): Shot =>
  (s) => {
    const l = unit(s) * 0.62;
    const y = s.h * 0.74;
    const x = s.w * 0.5 - l * 0.4;
    return `${rink(s, 0.38)}${shadow(x + l * 0.5, y + 8, l * 1.2, 0.4)}${spray(s, x + l * 0.1, y, l * 0.7)}
<g transform="rotate(-6 ${f(x)} ${f(y)}) translate(${f(x)} ${f(y)})">${skate(l, dark)}</g>`;
  };

/** Two runners compared: the long flat goalie runner above a player's runner. */
const compare: Shot = (s) => {
  const l = unit(s) * 0.8;
  const x = (s.w - l) / 2;
  return `${onWhite(s)}${shadow(s.w / 2, s.h * 0.44, l, 0.22)}${shadow(s.w / 2, s.h * 0.74, l * 0.85, 0.22)}
<g transform="translate(${f(x)} ${f(s.h * 0.43)})">${runner(l, false)}</g>
<g transform="translate(${f(x + l * 0.075)} ${f(s.h * 0.73)}) scale(.85)">${runner(l, false, true)}</g>`;
};

/** A goalie in the crease, low in the butterfly, on synthetic ice or the rink. */
const goalieCrease: Shot = (s) =>
  `${rink(s, 0.45)}
<path d="M${f(s.w * 0.2)} ${f(s.h * 0.92)} C ${f(s.w * 0.3)} ${f(s.h * 0.6)} ${f(s.w * 0.7)} ${f(s.h * 0.6)} ${f(s.w * 0.8)} ${f(s.h * 0.92)}" stroke="#d64541" stroke-width="8" fill="#9cc3d1" fill-opacity=".35"/>
${net(s.w * 0.38, s.h * 0.58, s.w * 0.24)}${shadow(s.w / 2, s.h * 0.82, unit(s) * 0.5, 0.4)}${player(s.w / 2, s.h * 0.82, unit(s) * 0.45, 1, INK, true)}${spray(s, s.w * 0.36, s.h * 0.82, unit(s) * 0.2)}`;

/** Synthetic ice in a garage, optionally with a net and a player. */
const garageIce =
  (colour: string, who: 'none' | 'player' | 'kids' | 'install' = 'player', withNet = false): Shot =>
  (s) => {
    const u = unit(s);
    const people =
      who === 'player'
        ? `${shadow(s.w * 0.55, s.h * 0.8, u * 0.3)}${player(s.w * 0.55, s.h * 0.8, u * 0.42, -1)}`
        : who === 'kids'
          ? `${shadow(s.w * 0.4, s.h * 0.82, u * 0.2)}${player(s.w * 0.4, s.h * 0.82, u * 0.26, 1, '#16384a')}${shadow(s.w * 0.64, s.h * 0.76, u * 0.2)}${player(s.w * 0.64, s.h * 0.76, u * 0.24, -1)}`
          : who === 'install'
            ? `${shadow(s.w * 0.36, s.h * 0.78, u * 0.3)}${kneeler(s.w * 0.32, s.h * 0.78, u * 0.3, 1, INK)}${shadow(s.w * 0.68, s.h * 0.8, u * 0.3)}${kneeler(s.w * 0.72, s.h * 0.8, u * 0.3, -1, '#16384a')}
<path d="M${f(s.w * 0.43)} ${f(s.h * 0.76)} L ${f(s.w * 0.57)} ${f(s.h * 0.76)} L ${f(s.w * 0.6)} ${f(s.h * 0.8)} L ${f(s.w * 0.4)} ${f(s.h * 0.8)} Z" fill="${WHITE_ICE}" stroke="${INK}" stroke-opacity=".25" stroke-width="3"/>`
            : '';
    return `${garage(s, 0.5)}${panels(s, s.h * 0.55, s.h * 0.92, colour, 5)}${withNet ? net(s.w * 0.62, s.h * 0.62, u * 0.28) : ''}${people}`;
  };

/** The panel on its own in the studio, angled, tile grid visible. */
const panelStudio =
  (colour: string): Shot =>
  (s) =>
    `${onWhite(s)}${panels(s, s.h * 0.38, s.h * 0.78, colour, 3, 0.8)}`;

/** The surface close up: the dovetail or puzzle joint of two panels, fine scratches. */
const jointDetail =
  (colour: string, puzzle = false): Shot =>
  (s) => {
    const teeth = Array.from({ length: 7 }, (_, i) => {
      const y = (s.h / 6) * i;
      return puzzle
        ? `C ${f(s.w * 0.58)} ${f(y + s.h / 24)} ${f(s.w * 0.58)} ${f(y + s.h / 8)} ${f(s.w * 0.5)} ${f(y + s.h / 6)}`
        : `L ${f(s.w * 0.56)} ${f(y + s.h / 24)} L ${f(s.w * 0.56)} ${f(y + s.h / 8)} L ${f(s.w * 0.5)} ${f(y + s.h / 6)}`;
    });
    const scratches = Array.from({ length: 50 }, () => {
      const x = s.r() * s.w;
      const y = s.r() * s.h;
      return `<path d="M${f(x)} ${f(y)} q ${f(40 + s.r() * 80)} ${f(-10 + s.r() * 20)} ${f(120 + s.r() * 160)} ${f(-20 + s.r() * 40)}" stroke="#ffffff" stroke-width="2" fill="none" opacity=".5"/>`;
    }).join('');
    return `${rect(s, colour)}<ellipse cx="${f(s.w * 0.3)}" cy="${f(s.h * 0.3)}" rx="${f(s.w * 0.5)}" ry="${f(s.h * 0.4)}" fill="#ffffff" opacity=".5" filter="url(#haze)"/>
<path d="M${f(s.w * 0.5)} 0 ${teeth.join(' ')} L ${s.w} ${s.h} L ${s.w} 0 Z" fill="${INK}" opacity=".06"/>
<path d="M${f(s.w * 0.5)} 0 ${teeth.join(' ')}" stroke="${INK}" stroke-width="6" fill="none" opacity=".35"/>
<path d="M${f(s.w * 0.5 + 5)} 0 ${teeth.join(' ')}" stroke="#ffffff" stroke-width="3" fill="none" opacity=".6" transform="translate(6 0)"/>
${scratches}${rect(s, 'url(#vignette)')}`;
  };

/** A backyard rink of panels with dasher boards, at dusk. */
const backyard: Shot = (s) =>
  `${lake(s, 0.5)}${panels(s, s.h * 0.55, s.h * 0.95, '#f1f6f8', 6, 1.2)}
<path d="M${f(s.w * 0.12)} ${f(s.h * 0.95)} L ${f(s.w * 0.3)} ${f(s.h * 0.55)} L ${f(s.w * 0.7)} ${f(s.h * 0.55)} L ${f(s.w * 0.88)} ${f(s.h * 0.95)}" stroke="#ffffff" stroke-width="22" fill="none"/>
<path d="M${f(s.w * 0.12)} ${f(s.h * 0.95)} L ${f(s.w * 0.3)} ${f(s.h * 0.55)} L ${f(s.w * 0.7)} ${f(s.h * 0.55)} L ${f(s.w * 0.88)} ${f(s.h * 0.95)}" stroke="${TEAL}" stroke-width="6" fill="none" transform="translate(0 10)"/>`;

const pelletShot: Shot = (s) => `${onWhite(s)}${pellets(s, s.w / 2, s.h * 0.58, unit(s) * 0.18)}`;

/** Gear: a kit bag on white, in use at the rink, or in its recycled box. */
const gearShot =
  (where: 'white' | 'rink' | 'box'): Shot =>
  (s) => {
    const u = unit(s);
    const bag = `<rect x="${f(s.w / 2 - u * 0.28)}" y="${f(s.h * 0.42)}" width="${f(u * 0.56)}" height="${f(u * 0.3)}" rx="${f(u * 0.08)}" fill="url(#holder)"/>
<path d="M${f(s.w / 2 - u * 0.12)} ${f(s.h * 0.42)} C ${f(s.w / 2 - u * 0.1)} ${f(s.h * 0.3)} ${f(s.w / 2 + u * 0.1)} ${f(s.h * 0.3)} ${f(s.w / 2 + u * 0.12)} ${f(s.h * 0.42)}" stroke="${INK}" stroke-width="${f(u * 0.02)}" fill="none"/>
<rect x="${f(s.w / 2 - u * 0.28)}" y="${f(s.h * 0.52)}" width="${f(u * 0.56)}" height="${f(u * 0.03)}" fill="${TEAL}"/>`;
    if (where === 'rink') return `${rink(s, 0.45)}${shadow(s.w / 2, s.h * 0.42 + u * 0.3, u * 0.6, 0.4)}${bag}`;
    if (where === 'box')
      return `${onWhite(s)}${shadow(s.w / 2, s.h * 0.78, u * 0.7)}<rect x="${f(s.w / 2 - u * 0.32)}" y="${f(s.h * 0.36)}" width="${f(u * 0.64)}" height="${f(s.h * 0.42)}" rx="10" fill="#c9a77c"/><rect x="${f(s.w / 2 - u * 0.32)}" y="${f(s.h * 0.36)}" width="${f(u * 0.64)}" height="${f(s.h * 0.05)}" fill="#b08d63"/>`;
    return `${onWhite(s)}${shadow(s.w / 2, s.h * 0.42 + u * 0.3, u * 0.6)}${bag}`;
  };

/** The home hero: a player at speed on a frozen lake below the Alps, room for words on the left. */
const heroLake: Shot = (s) => {
  const u = unit(s);
  const x = s.w * 0.7;
  const y = s.h * 0.82;
  return `${lake(s, 0.56)}${shadow(x, y + 6, u * 0.5, 0.35)}${spray(s, x - u * 0.18, y, u * 0.35)}${player(x, y, u * 0.62, 1)}`;
};

const lakeRink: Shot = (s) => {
  const u = unit(s);
  return `${lake(s, 0.5)}${panels(s, s.h * 0.56, s.h * 0.98, '#f7fbfc', 6, 1.3)}${player(s.w * 0.36, s.h * 0.86, u * 0.34, 1)}${player(s.w * 0.6, s.h * 0.74, u * 0.26, -1, '#16384a')}${player(s.w * 0.78, s.h * 0.92, u * 0.36, -1)}`;
};

const hallTraining: Shot = (s) => {
  const u = unit(s);
  const cones = [0.3, 0.45, 0.6, 0.75]
    .map(
      (t) =>
        `<path d="M${f(s.w * t - 14)} ${f(s.h * 0.8)} L ${f(s.w * t)} ${f(s.h * 0.75)} L ${f(s.w * t + 14)} ${f(s.h * 0.8)} Z" fill="#e67e22"/>`,
    )
    .join('');
  return `${hall(s)}${cones}${player(s.w * 0.24, s.h * 0.84, u * 0.4, 1)}${player(s.w * 0.66, s.h * 0.7, u * 0.24, -1, '#16384a')}`;
};

const testimonial =
  (rim: string, helmet = false, family = false): Shot =>
  (s) => {
    const u = unit(s) / 1000;
    const back = `${rect(s, '#16384a')}<ellipse cx="${f(s.w * 0.7)}" cy="${f(s.h * 0.3)}" rx="${f(s.w * 0.45)}" ry="${f(s.h * 0.5)}" fill="${rim}" opacity=".35" filter="url(#haze)"/>${rect(s, 'url(#vignette)')}`;
    if (family)
      return `${back}${portrait(s, s.w * 0.3, u * 0.95, rim)}${portrait(s, s.w * 0.7, u, rim)}${portrait(s, s.w * 0.5, u * 0.6, rim, true)}`;
    return `${back}${portrait(s, s.w * 0.5, u * 1.1, rim, helmet)}`;
  };

const ocean: Shot = (s) => {
  const waves = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M0 ${f(s.h * (0.3 + i * 0.06))} C ${f(s.w * 0.25)} ${f(s.h * (0.27 + i * 0.06))} ${f(s.w * 0.5)} ${f(s.h * (0.34 + i * 0.06))} ${s.w} ${f(s.h * (0.3 + i * 0.06))} L ${s.w} ${s.h} L 0 ${s.h} Z" fill="${['#16384a', '#1f5a6b', TEAL, '#3d8f9c', '#d8c7a8'][i]}" opacity="${i === 4 ? 1 : 0.9}"/>`,
  ).join('');
  return `${lake(s, 0.3)}${waves}${pellets(s, s.w * 0.5, s.h * 0.78, unit(s) * 0.14)}`;
};

const logo: Shot = (s) =>
  `${rect(s, INK)}<path d="M${f(s.h * 0.3)} ${f(s.h * 0.78)} C ${f(s.h * 0.7)} ${f(s.h * 0.6)} ${f(s.h * 1.0)} ${f(s.h * 0.3)} ${f(s.h * 1.05)} ${f(s.h * 0.12)} C ${f(s.h * 1.2)} ${f(s.h * 0.4)} ${f(s.h * 1.4)} ${f(s.h * 0.62)} ${f(s.h * 1.7)} ${f(s.h * 0.78)} Z" fill="${GLACIER}"/>
<path d="M${f(s.h * 0.1)} ${f(s.h * 0.82)} C ${f(s.h * 0.8)} ${f(s.h * 0.7)} ${f(s.h * 1.3)} ${f(s.h * 0.95)} ${f(s.h * 2)} ${f(s.h * 0.8)}" stroke="#3fc1c9" stroke-width="${f(s.h * 0.06)}" fill="none" stroke-linecap="round"/>
<rect x="${f(s.h * 2.3)}" y="${f(s.h * 0.42)}" width="${f(s.w - s.h * 2.6)}" height="${f(s.h * 0.16)}" rx="${f(s.h * 0.08)}" fill="${ICE}" opacity=".9"/>`;

// ---- Which picture is which ------------------------------------------------------------------------

const WHITE_ICE = '#f1f6f8';
const BLUE_ICE = '#8fb9d6';
const GREEN_ICE = '#a8cf9c';

/** The hand-written shop's photos, in the order of each product's images (the seed's alt texts). */
const PRODUCTS: Record<string, Shot[]> = {
  sharkblades: [pairSide(), threeQuarter(), pack, onIce()],
  'sharkblades-for-goalies': [pairSide(false, true), compare, goalieCrease],
  'black-ghost': [pairSide(true), threeQuarter(true), edgeDetail(true), onIce(true)],
  'oceanice-pro': [
    garageIce(WHITE_ICE, 'none', true),
    garageIce(BLUE_ICE, 'player'),
    jointDetail(WHITE_ICE),
    backyard,
    pelletShot,
  ],
  'oceanice-pro-install-preview': [garageIce(WHITE_ICE, 'install')],
  greenly: [panelStudio(WHITE_ICE), panelStudio(GREEN_ICE), jointDetail(GREEN_ICE, true), garageIce(WHITE_ICE, 'kids')],
};

/** Generated products by their kind's art: side, angle, detail, then in use. */
const KINDS: Record<string, Shot[]> = {
  'skate-blades': [pairSide(), threeQuarter(), edgeDetail(), onIce()],
  'black-ghost': [pairSide(true), threeQuarter(true), edgeDetail(true), onIce(true)],
  oceanice: [panelStudio(BLUE_ICE), jointDetail(BLUE_ICE), garageIce(BLUE_ICE, 'player')],
  greenly: [panelStudio(GREEN_ICE), jointDetail(GREEN_ICE, true), garageIce(GREEN_ICE, 'kids')],
  'synthetic-ice': [panelStudio(WHITE_ICE), jointDetail(WHITE_ICE), garageIce(WHITE_ICE, 'player')],
  gear: [gearShot('white'), gearShot('rink'), gearShot('box')],
};

/** Collections, stories and articles by file name. */
const SCENES: Record<string, Shot> = {
  'all-products': heroLake,
  'skate-blades': (s) =>
    `${onWhite(s)}${[0, 1, 2].map((i) => `<g transform="translate(${f(s.w * 0.18 + i * s.w * 0.03)} ${f(s.h * (0.38 + i * 0.2))})">${runner(unit(s) * 1.05, i === 2, i === 0)}</g>`).join('')}`,
  'synthetic-ice': garageIce(WHITE_ICE, 'player'),
  goalies: goalieCrease,
  'how-to-change-your-blades': edgeDetail(),
  'why-ocean-plastic': ocean,
  'training-at-home-on-synthetic-ice': garageIce(WHITE_ICE, 'player'),
  'blade-sizing-guide': compare,
  'rapperswil-jona-lido': lakeRink,
  'campus-langnau': hallTraining,
  'boston-summer-skills': garageIce(BLUE_ICE, 'kids'),
  'noah-baumann-forward': testimonial('#3fc1c9'),
  'coach-sandra-frei': testimonial('#f7efe2'),
  'goalie-luca-meier': testimonial('#8fb9d6', true),
  'the-widmer-family': testimonial(GREEN_ICE, false, true),
  logo,
};
const ANY_SCENE: Shot[] = [lakeRink, hallTraining, garageIce(BLUE_ICE, 'player'), onIce(), goalieCrease, backyard];

/** A collection's own picture: its products laid out on a sheet of synthetic ice. */
const selection: Shot = (s) => {
  const l = unit(s) * 0.7;
  return `${onWhite(s)}${panels(s, s.h * 0.3, s.h * 0.95, WHITE_ICE, 4, 1.1)}${shadow(s.w * 0.42, s.h * 0.62, l)}
<g transform="translate(${f(s.w * 0.42 - l / 2)} ${f(s.h * 0.6)})">${runner(l)}</g><g transform="translate(${f(s.w * 0.5 - l / 2)} ${f(s.h * 0.84)})">${runner(l, true)}</g>`;
};

function shotFor(file: string): Shot {
  const base = file.replace(/^.*\//, '').replace(/\.\w+$/, '');
  const generated = /-(skate-blades|black-ghost|oceanice|greenly|synthetic-ice|gear)-(\d+)$/.exec(base);
  if (generated) {
    const shots = KINDS[generated[1]!]!;
    return shots[(Number(generated[2]) - 1) % shots.length]!;
  }
  const own = /^(.+)-(\d+)$/.exec(base);
  const shots = own ? PRODUCTS[own[1]!] : PRODUCTS[base];
  if (shots) return shots[own ? (Number(own[2]) - 1) % shots.length : 0]!;
  if (SCENES[base]) return SCENES[base];
  return file.startsWith('collections/') ? selection : ANY_SCENE[hash(base) % ANY_SCENE.length]!;
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
