// Where a picture is taken: the studio's paper sweep, an indoor rink, a frozen lake under the Alps,
// a garage, a training hall, the workshop, and the three offices' cities.
import { GLACIER, INK, TEAL, f, random, rect, vgrad, type Stage } from './kit';

/** A photo studio: a seamless paper sweep, a soft key light from above and a vignette. */
export function studio(s: Stage, top: string, bottom: string) {
  return `<defs>${vgrad('paper', [
    [0, top],
    [0.62, bottom],
    [1, top],
  ])}</defs>${rect(s, 'url(#paper)')}
<ellipse cx="${s.w / 2}" cy="${s.h * 0.28}" rx="${s.w * 0.42}" ry="${s.h * 0.3}" fill="url(#spot)" opacity=".7"/>
${rect(s, 'url(#vignette)')}`;
}

/** An indoor rink: the arena in shade, its lights, the boards with a teal kick plate, the ice. */
export function rink(s: Stage, horizon = 0.42) {
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
export function lake(s: Stage, horizon = 0.55) {
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
export function garage(s: Stage, floor = 0.5) {
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
export function hall(s: Stage) {
  const trusses = Array.from({ length: 9 }, (_, i) => {
    const x = (s.w / 8) * i;
    return `<path d="M${f(x)} 0 L ${f(s.w / 2 + (x - s.w / 2) * 0.45)} ${f(s.h * 0.3)}" stroke="#2c4b5a" stroke-width="10"/>`;
  }).join('');
  return `${rink(s, 0.52)}
<g opacity=".8">${trusses}<path d="M0 ${f(s.h * 0.08)} L ${s.w} ${f(s.h * 0.08)} M0 ${f(s.h * 0.18)} L ${s.w} ${f(s.h * 0.18)}" stroke="#2c4b5a" stroke-width="8"/></g>`;
}

export const onWhite = (s: Stage) => studio(s, '#ffffff', '#e6eef1');
export const onSlate = (s: Stage) => studio(s, '#2a3b45', '#0e1a21');

/** The studio's backdrops for a series' first pictures: white paper in five temperatures. */
export const PAPERS: [string, string][] = [
  ['#ffffff', '#e6eef1'],
  ['#fbfaf7', '#ebe6dc'],
  ['#f7fbfc', '#d9e8ee'],
  ['#fafafa', '#e3e5e6'],
  ['#f9fcfa', '#e0ece6'],
];

/** The workshop in Rapperswil-Jona: a pegboard of tools, a grinding machine, the bench, window light. */
export function workshop(s: Stage, floor = 0.62) {
  const y = s.h * floor;
  const r = random(71);
  const tools = Array.from({ length: 14 }, (_, i) => {
    const x = s.w * (0.08 + (i % 7) * 0.06);
    const ty = y * (0.22 + Math.floor(i / 7) * 0.2);
    const len = y * (0.08 + r() * 0.08);
    return `<path d="M${f(x)} ${f(ty)} L ${f(x)} ${f(ty + len)}" stroke="${['#3d4a52', '#b8322a', TEAL, '#c98a2b'][i % 4]}" stroke-width="${f(6 + r() * 8)}" stroke-linecap="round"/>`;
  }).join('');
  return `<defs>${vgrad('wsWall', [
    [0, '#3a3330'],
    [1, '#5c4f46'],
  ])}${vgrad('bench', [
    [0, '#b98b5e'],
    [1, '#7a5634'],
  ])}</defs>${rect(s, 'url(#wsWall)')}
<rect x="${f(s.w * 0.05)}" y="${f(y * 0.14)}" width="${f(s.w * 0.44)}" height="${f(y * 0.52)}" fill="#8a7a68"/>${tools}
<rect x="${f(s.w * 0.6)}" y="${f(y * 0.08)}" width="${f(s.w * 0.32)}" height="${f(y * 0.55)}" fill="#fff3d6" opacity=".9"/>
<path d="M${f(s.w * 0.76)} ${f(y * 0.08)} L ${f(s.w * 0.76)} ${f(y * 0.63)} M ${f(s.w * 0.6)} ${f(y * 0.35)} L ${f(s.w * 0.92)} ${f(y * 0.35)}" stroke="#4b3f37" stroke-width="10"/>
<path d="M${f(s.w * 0.6)} ${f(y * 0.63)} L ${f(s.w * 0.2)} ${s.h} L ${s.w} ${s.h} L ${f(s.w * 0.92)} ${f(y * 0.63)} Z" fill="#fff3d6" opacity=".12"/>
<rect y="${f(y)}" width="${s.w}" height="${f(s.h * 0.05)}" fill="url(#bench)"/>
<rect y="${f(y + s.h * 0.05)}" width="${s.w}" height="${f(s.h - y)}" fill="#2a2421"/>
<g transform="translate(${f(s.w * 0.52)} ${f(y)})"><rect x="-60" y="-190" width="150" height="190" rx="12" fill="#2f5d46"/><circle cx="15" cy="-120" r="70" fill="#9aa5ab"/><circle cx="15" cy="-120" r="28" fill="#5d676d"/><circle cx="15" cy="-120" r="84" fill="#ffd98a" opacity=".25" filter="url(#soft)"/></g>`;
}

/** A city seen from across the water at dusk: low buildings or towers, lights, a reflection. */
export function city(s: Stage, kind: 'rapperswil' | 'boston' | 'dubai') {
  const y = s.h * 0.62;
  const r = random(kind.length * 97);
  const sky: [number, string][] =
    kind === 'dubai'
      ? [
          [0, '#f3c78e'],
          [0.6, '#f7e2c2'],
          [1, '#e9d4b4'],
        ]
      : kind === 'boston'
        ? [
            [0, '#274b66'],
            [0.7, '#d89a76'],
            [1, '#f2c6a0'],
          ]
        : [
            [0, '#8fb9c9'],
            [0.7, GLACIER],
            [1, '#f7efe2'],
          ];
  const water = kind === 'dubai' ? '#3f8fa0' : kind === 'boston' ? '#1d3a4a' : '#5f93a6';
  let skyline = '';
  if (kind === 'rapperswil') {
    const hills = `<path d="M0 ${f(y * 0.7)} C ${f(s.w * 0.3)} ${f(y * 0.45)} ${f(s.w * 0.6)} ${f(y * 0.62)} ${s.w} ${f(y * 0.5)} L ${s.w} ${f(y)} L 0 ${f(y)} Z" fill="#6f9a8a"/>`;
    const castle = `<rect x="${f(s.w * 0.55)}" y="${f(y * 0.52)}" width="${f(s.w * 0.16)}" height="${f(y * 0.3)}" fill="#d8cdbb"/><rect x="${f(s.w * 0.58)}" y="${f(y * 0.36)}" width="${f(s.w * 0.04)}" height="${f(y * 0.2)}" fill="#cbbfa9"/><path d="M${f(s.w * 0.575)} ${f(y * 0.36)} L ${f(s.w * 0.6)} ${f(y * 0.28)} L ${f(s.w * 0.625)} ${f(y * 0.36)} Z" fill="#7a3b2e"/>`;
    const houses = Array.from({ length: 12 }, (_, i) => {
      const x = s.w * (0.05 + i * 0.08);
      const hh = y * (0.1 + r() * 0.08);
      return `<rect x="${f(x)}" y="${f(y * 0.9 - hh)}" width="${f(s.w * 0.065)}" height="${f(hh + y * 0.1)}" fill="${['#efe6d6', '#e3d2b8', '#f4efe6'][i % 3]}"/><path d="M${f(x - 6)} ${f(y * 0.9 - hh)} L ${f(x + s.w * 0.0325)} ${f(y * 0.9 - hh - 40)} L ${f(x + s.w * 0.065 + 6)} ${f(y * 0.9 - hh)} Z" fill="#8d4b39"/>`;
    }).join('');
    const bridge = `<path d="M0 ${f(y + 40)} L ${s.w} ${f(y + 70)}" stroke="#7a5634" stroke-width="14"/>${Array.from({ length: 16 }, (_, i) => `<path d="M${f((s.w / 15) * i)} ${f(y + 40 + 2 * i)} L ${f((s.w / 15) * i)} ${f(y + 110)}" stroke="#5a3e26" stroke-width="6"/>`).join('')}`;
    skyline = `${hills}${castle}${houses}${bridge}`;
  } else {
    const n = kind === 'boston' ? 16 : 11;
    skyline = Array.from({ length: n }, (_, i) => {
      const x = (s.w / n) * i + r() * 20;
      const w = (s.w / n) * (0.6 + r() * 0.3);
      const h = y * (kind === 'dubai' ? 0.25 + r() * 0.5 : 0.15 + r() * 0.35) * (kind === 'dubai' && i === 5 ? 1.8 : 1);
      const fill =
        kind === 'boston' ? ['#3b2f35', '#4a3a3c', '#2b3440'][i % 3] : ['#c9b79a', '#b6a58a', '#8fa3a8'][i % 3];
      const lights = Array.from(
        { length: 6 },
        () =>
          `<rect x="${f(x + r() * w * 0.8)}" y="${f(y - r() * h)}" width="8" height="10" fill="#ffe3a3" opacity="${kind === 'boston' ? 0.85 : 0.35}"/>`,
      ).join('');
      const spire =
        kind === 'dubai' && i === 5
          ? `<path d="M${f(x + w * 0.3)} ${f(y - h)} L ${f(x + w * 0.5)} ${f(y - h - y * 0.25)} L ${f(x + w * 0.7)} ${f(y - h)} Z" fill="${fill}"/>`
          : '';
      return `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>${spire}${lights}`;
    }).join('');
  }
  return `<defs>${vgrad(`sky${kind}`, sky)}${vgrad(`water${kind}`, [
    [0, water],
    [1, INK],
  ])}</defs>${rect(s, `url(#sky${kind})`)}
<circle cx="${f(s.w * 0.8)}" cy="${f(y * 0.45)}" r="${f(s.h * 0.14)}" fill="#fff6e0" opacity=".75" filter="url(#haze)"/>
${skyline}
<rect y="${f(y)}" width="${s.w}" height="${f(s.h - y)}" fill="url(#water${kind})"/>
<g transform="translate(0 ${f(2 * y)}) scale(1 -1)" opacity=".18" filter="url(#blur3)">${skyline}</g>`;
}
