// The hand-written shop's pictures and its scenes (collections, stories, testimonials, the hero):
// compositions of the settings, things and people drawn in the files beside this one.
import { GLACIER, ICE, INK, TEAL, f, rect, shadow, unit, type Shot, type Stage } from './kit';
import { KITS, kneeler, player, portrait, portraitBack, type Look } from './people';
import { garage, hall, lake, onSlate, onWhite, rink, studio } from './settings';
import { net, panels, pellets, runner, skate, spray } from './things';

export const WHITE_ICE = '#f1f6f8';
export const BLUE_ICE = '#8fb9d6';
export const GREEN_ICE = '#a8cf9c';

/**
 * A pair of runners lying side by side (the listing's first picture): the Sharkblades pair crossed,
 * the goalie pair long and flat across the crease's red line, the Black Ghost pair on slate.
 */
export const pairSide =
  (dark = false, long = false): Shot =>
  (s) => {
    const l = unit(s) * (long ? 0.8 : 0.7);
    const x = (s.w - l) / 2;
    const y = s.h * 0.56;
    if (!dark && !long) {
      const c = s.h * 0.62;
      return `${onWhite(s)}<ellipse cx="${f(s.w / 2)}" cy="${f(c - l * 0.05)}" rx="${f(l * 0.55)}" ry="${f(l * 0.4)}" fill="${GLACIER}" opacity=".7" filter="url(#haze)"/>${shadow(s.w / 2, c + l * 0.1, l * 1.2)}
<g transform="rotate(-9 ${f(s.w / 2)} ${f(c)}) translate(${f(x)} ${f(c)})">${runner(l, false, false)}</g><g transform="rotate(7 ${f(s.w / 2)} ${f(c)}) translate(${f(x)} ${f(c + l * 0.12)})">${runner(l, false, false)}</g>`;
    }
    const crease = long
      ? `<path d="M0 ${f(s.h * 0.7)} C ${f(s.w * 0.3)} ${f(s.h * 0.62)} ${f(s.w * 0.7)} ${f(s.h * 0.62)} ${s.w} ${f(s.h * 0.7)}" stroke="#c0392b" stroke-width="14" fill="none" opacity=".8"/><path d="M0 ${f(s.h * 0.7)} C ${f(s.w * 0.3)} ${f(s.h * 0.62)} ${f(s.w * 0.7)} ${f(s.h * 0.62)} ${s.w} ${f(s.h * 0.7)} L ${s.w} ${s.h} L 0 ${s.h} Z" fill="#9cc3d1" opacity=".3"/>`
      : '';
    const squash = long ? ' scale(1 .72)' : '';
    return `${dark ? onSlate(s) : onWhite(s)}${crease}${shadow(s.w / 2, y + 14, l * 1.1)}${shadow(s.w / 2, y + l * 0.26, l * 1.1)}
<g transform="translate(${f(x)} ${f(y)})${squash}">${runner(l, dark, !dark, long ? '#c0392b' : TEAL)}</g><g transform="translate(${f(x + l * 0.04)} ${f(y + l * 0.25)})${squash}">${runner(l, dark, !dark, long ? '#c0392b' : TEAL)}</g>`;
  };

/** One runner in its holder at a three-quarter angle, its sole towards the camera. */
export const threeQuarter =
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
export const edgeDetail =
  (dark = false): Shot =>
  (s) => {
    const l = unit(s) * 2.4;
    return `${dark ? onSlate(s) : studio(s, '#eef4f6', '#cfdde3')}
<g transform="translate(${f(s.w * 0.5 - l * 0.62)} ${f(s.h * 0.1)})" filter="url(#focus)" opacity=".8">${runner(l, dark)}</g>
<g transform="translate(${f(s.w * 0.5 - l * 0.1)} ${f(s.h * 0.78)})">${runner(l, dark)}</g>
<path d="M0 ${f(s.h * 0.78 - 4)} L ${s.w} ${f(s.h * 0.78 - 4)}" stroke="#ffffff" stroke-width="6" opacity=".9" filter="url(#blur3)"/>`;
  };

/** Two pairs in their recycled sleeve (the double pack). */
export const pack: Shot = (s) => {
  const l = unit(s) * 0.62;
  const x = (s.w - l) / 2;
  return `${onWhite(s)}${shadow(s.w / 2, s.h * 0.8, l * 1.3, 0.3)}
<rect x="${f(x - l * 0.1)}" y="${f(s.h * 0.3)}" width="${f(l * 1.2)}" height="${f(s.h * 0.48)}" rx="16" fill="#c9a77c"/>
<rect x="${f(x - l * 0.1)}" y="${f(s.h * 0.3)}" width="${f(l * 1.2)}" height="${f(s.h * 0.06)}" fill="#b08d63"/>
<rect x="${f(x - l * 0.1)}" y="${f(s.h * 0.3)}" width="${f(l * 0.3)}" height="${f(s.h * 0.48)}" fill="#ffffff" opacity=".12"/>
${[0, 1, 2, 3].map((i) => `<g transform="translate(${f(x + i * l * 0.02)} ${f(s.h * 0.44 + i * l * 0.09)})">${runner(l, false, i % 2 === 0)}</g>`).join('')}`;
};

/** On the ice: a skate on the runner carving a turn, spray in the air. */
export const onIce =
  (dark = false): Shot =>
  (s) => {
    const l = unit(s) * 0.62;
    const y = s.h * 0.74;
    const x = s.w * 0.5 - l * 0.4;
    return `${rink(s, 0.38)}${shadow(x + l * 0.5, y + 8, l * 1.2, 0.4)}${spray(s, x + l * 0.1, y, l * 0.7)}
<g transform="rotate(-6 ${f(x)} ${f(y)}) translate(${f(x)} ${f(y)})">${skate(l, dark)}</g>`;
  };

/** Two runners compared: the long flat goalie runner above a player's runner. */
export const compare: Shot = (s) => {
  const l = unit(s) * 0.8;
  const x = (s.w - l) / 2;
  return `${onWhite(s)}${shadow(s.w / 2, s.h * 0.44, l, 0.22)}${shadow(s.w / 2, s.h * 0.74, l * 0.85, 0.22)}
<g transform="translate(${f(x)} ${f(s.h * 0.43)})">${runner(l, false)}</g>
<g transform="translate(${f(x + l * 0.075)} ${f(s.h * 0.73)}) scale(.85)">${runner(l, false, true)}</g>`;
};

/** A goalie in the crease, low in the butterfly, on synthetic ice or the rink. */
export const goalieCrease: Shot = (s) =>
  `${rink(s, 0.45)}
<path d="M${f(s.w * 0.2)} ${f(s.h * 0.92)} C ${f(s.w * 0.3)} ${f(s.h * 0.6)} ${f(s.w * 0.7)} ${f(s.h * 0.6)} ${f(s.w * 0.8)} ${f(s.h * 0.92)}" stroke="#d64541" stroke-width="8" fill="#9cc3d1" fill-opacity=".35"/>
${net(s.w * 0.38, s.h * 0.58, s.w * 0.24)}${shadow(s.w / 2, s.h * 0.82, unit(s) * 0.5, 0.4)}${player(s.w / 2, s.h * 0.82, unit(s) * 0.45, 1, KITS[1], true)}${spray(s, s.w * 0.36, s.h * 0.82, unit(s) * 0.2)}`;

/** Synthetic ice in a garage, optionally with a net and a player. */
export const garageIce =
  (colour: string, who: 'none' | 'player' | 'kids' | 'install' = 'player', withNet = false): Shot =>
  (s) => {
    const u = unit(s);
    const people =
      who === 'player'
        ? `${shadow(s.w * 0.55, s.h * 0.8, u * 0.3)}${player(s.w * 0.55, s.h * 0.8, u * 0.42, -1, KITS[0])}`
        : who === 'kids'
          ? `${shadow(s.w * 0.4, s.h * 0.82, u * 0.2)}${player(s.w * 0.4, s.h * 0.82, u * 0.26, 1, KITS[2])}${shadow(s.w * 0.64, s.h * 0.76, u * 0.2)}${player(s.w * 0.64, s.h * 0.76, u * 0.24, -1, KITS[4])}`
          : who === 'install'
            ? `${shadow(s.w * 0.36, s.h * 0.78, u * 0.3)}${kneeler(s.w * 0.32, s.h * 0.78, u * 0.3, 1, TEAL)}${shadow(s.w * 0.68, s.h * 0.8, u * 0.3)}${kneeler(s.w * 0.72, s.h * 0.8, u * 0.3, -1, '#b8322a')}
<path d="M${f(s.w * 0.43)} ${f(s.h * 0.76)} L ${f(s.w * 0.57)} ${f(s.h * 0.76)} L ${f(s.w * 0.6)} ${f(s.h * 0.8)} L ${f(s.w * 0.4)} ${f(s.h * 0.8)} Z" fill="${WHITE_ICE}" stroke="${INK}" stroke-opacity=".25" stroke-width="3"/>`
            : '';
    return `${garage(s, 0.5)}${panels(s, s.h * 0.55, s.h * 0.92, colour, 5)}${withNet ? net(s.w * 0.62, s.h * 0.62, u * 0.28) : ''}${people}`;
  };

/** The panel on its own in the studio, angled, tile grid visible. */
export const panelStudio =
  (colour: string): Shot =>
  (s) =>
    `${onWhite(s)}${panels(s, s.h * 0.38, s.h * 0.78, colour, 3, 0.8)}`;

/** The surface close up: the dovetail or puzzle joint of two panels, fine scratches. */
export const jointDetail =
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
export const backyard: Shot = (s) =>
  `${lake(s, 0.5)}${panels(s, s.h * 0.55, s.h * 0.95, '#f1f6f8', 6, 1.2)}
<path d="M${f(s.w * 0.12)} ${f(s.h * 0.95)} L ${f(s.w * 0.3)} ${f(s.h * 0.55)} L ${f(s.w * 0.7)} ${f(s.h * 0.55)} L ${f(s.w * 0.88)} ${f(s.h * 0.95)}" stroke="#ffffff" stroke-width="22" fill="none"/>
<path d="M${f(s.w * 0.12)} ${f(s.h * 0.95)} L ${f(s.w * 0.3)} ${f(s.h * 0.55)} L ${f(s.w * 0.7)} ${f(s.h * 0.55)} L ${f(s.w * 0.88)} ${f(s.h * 0.95)}" stroke="${TEAL}" stroke-width="6" fill="none" transform="translate(0 10)"/>`;

export const pelletShot: Shot = (s) => `${onWhite(s)}${pellets(s, s.w / 2, s.h * 0.58, unit(s) * 0.18)}`;

/** Pines along a shore at y, in the haze of distance (`far` 0…1). */
function pines(s: Stage, y: number, count: number, size: number, far: number) {
  return Array.from({ length: count }, () => {
    const x = s.r() * s.w;
    const h = size * (0.6 + s.r() * 0.6);
    return `<path d="M${f(x - h * 0.28)} ${f(y)} L ${f(x)} ${f(y - h)} L ${f(x + h * 0.28)} ${f(y)} Z" fill="#1f3d3a" opacity="${f(1 - far * 0.6)}"/>`;
  }).join('');
}

/** A skater's tracks carved into the ice: long arcs. */
function tracks(s: Stage, y0: number) {
  return Array.from({ length: 7 }, () => {
    const x = s.r() * s.w;
    const y = y0 + s.r() * (s.h - y0);
    return `<path d="M${f(x)} ${f(y)} q ${f(120 + s.r() * 200)} ${f(-30 + s.r() * 20)} ${f(300 + s.r() * 300)} ${f(-20 + s.r() * 40)}" stroke="#a9c3cd" stroke-width="3" fill="none" opacity=".55"/>`;
  }).join('');
}

/** The home hero: friends playing on a frozen lake below the Alps at first light, room for words on the left. */
export const heroLake: Shot = (s) => {
  const u = unit(s);
  const y = s.h * 0.56;
  return `${lake(s, 0.56)}${pines(s, y, 16, u * 0.08, 0.6)}${tracks(s, y + 20)}
<g filter="url(#blur3)">${player(s.w * 0.52, s.h * 0.7, u * 0.2, -1, KITS[2])}${player(s.w * 0.6, s.h * 0.68, u * 0.18, 1, KITS[3])}</g>
${shadow(s.w * 0.86, s.h * 0.74, u * 0.3, 0.3)}${player(s.w * 0.86, s.h * 0.74, u * 0.3, -1, KITS[1])}
${shadow(s.w * 0.68, s.h * 0.88, u * 0.5, 0.35)}${spray(s, s.w * 0.68 - u * 0.16, s.h * 0.88, u * 0.3)}${player(s.w * 0.68, s.h * 0.88, u * 0.52, 1, KITS[0])}
<rect x="${f(s.w * 0.78)}" y="${f(s.h * 0.88)}" width="${f(u * 0.03)}" height="${f(u * 0.012)}" rx="4" fill="${INK}"/>`;
};

/** The lake rink at the Lido: boards on the frozen lake, a game of three on three, the town behind. */
export const lakeRink: Shot = (s) => {
  const u = unit(s);
  return `${lake(s, 0.5)}${pines(s, s.h * 0.5, 18, u * 0.06, 0.7)}${panels(s, s.h * 0.56, s.h * 0.98, '#f7fbfc', 6, 1.3)}${player(s.w * 0.36, s.h * 0.86, u * 0.34, 1, KITS[0])}${player(s.w * 0.6, s.h * 0.74, u * 0.26, -1, KITS[1])}${player(s.w * 0.78, s.h * 0.92, u * 0.36, -1, KITS[2])}`;
};

export const hallTraining: Shot = (s) => {
  const u = unit(s);
  const cones = [0.3, 0.45, 0.6, 0.75]
    .map(
      (t) =>
        `<path d="M${f(s.w * t - 14)} ${f(s.h * 0.8)} L ${f(s.w * t)} ${f(s.h * 0.75)} L ${f(s.w * t + 14)} ${f(s.h * 0.8)} Z" fill="#e67e22"/>`,
    )
    .join('');
  return `${hall(s)}${cones}${player(s.w * 0.24, s.h * 0.84, u * 0.4, 1, KITS[3])}${player(s.w * 0.66, s.h * 0.7, u * 0.24, -1, KITS[4])}`;
};

/** People for portraits, by name: skin, hair, clothes. */
export const LOOKS: Record<string, Look> = {
  noah: { skin: '#e8bf9c', hair: '#6b4a2f', top: TEAL, style: 'short' },
  sandra: { skin: '#f0c9a8', hair: '#c9a26a', top: '#16384a', style: 'long' },
  luca: { skin: '#d9a784', hair: '#1b1b1f', top: '#b8322a', style: 'cap' },
  widmer: { skin: '#e8bf9c', hair: '#8a5a34', top: '#2f5d46', style: 'short' },
  widmerMum: { skin: '#f0c9a8', hair: '#3d2a1e', top: '#c98a2b', style: 'bun' },
  widmerKid: { skin: '#f2cfb0', hair: '#d9b27a', top: '#b8322a', style: 'short' },
};

export const testimonial =
  (rim: string, who: Look, family = false): Shot =>
  (s) => {
    const u = unit(s) / 1000;
    const back = portraitBack(s, '#16384a', rim);
    if (family)
      return `${back}${portrait(s, s.w * 0.3, u * 0.95, rim, LOOKS.widmerMum!)}${portrait(s, s.w * 0.7, u, rim, who)}${portrait(s, s.w * 0.5, u * 0.6, rim, LOOKS.widmerKid!)}`;
    return `${back}${portrait(s, s.w * 0.5, u * 1.1, rim, who)}`;
  };

export const ocean: Shot = (s) => {
  const waves = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M0 ${f(s.h * (0.3 + i * 0.06))} C ${f(s.w * 0.25)} ${f(s.h * (0.27 + i * 0.06))} ${f(s.w * 0.5)} ${f(s.h * (0.34 + i * 0.06))} ${s.w} ${f(s.h * (0.3 + i * 0.06))} L ${s.w} ${s.h} L 0 ${s.h} Z" fill="${['#16384a', '#1f5a6b', TEAL, '#3d8f9c', '#d8c7a8'][i]}" opacity="${i === 4 ? 1 : 0.9}"/>`,
  ).join('');
  return `${lake(s, 0.3)}${waves}${pellets(s, s.w * 0.5, s.h * 0.78, unit(s) * 0.14)}`;
};

export const logo: Shot = (s) =>
  `${rect(s, INK)}<path d="M${f(s.h * 0.3)} ${f(s.h * 0.78)} C ${f(s.h * 0.7)} ${f(s.h * 0.6)} ${f(s.h * 1.0)} ${f(s.h * 0.3)} ${f(s.h * 1.05)} ${f(s.h * 0.12)} C ${f(s.h * 1.2)} ${f(s.h * 0.4)} ${f(s.h * 1.4)} ${f(s.h * 0.62)} ${f(s.h * 1.7)} ${f(s.h * 0.78)} Z" fill="${GLACIER}"/>
<path d="M${f(s.h * 0.1)} ${f(s.h * 0.82)} C ${f(s.h * 0.8)} ${f(s.h * 0.7)} ${f(s.h * 1.3)} ${f(s.h * 0.95)} ${f(s.h * 2)} ${f(s.h * 0.8)}" stroke="#3fc1c9" stroke-width="${f(s.h * 0.06)}" fill="none" stroke-linecap="round"/>
<rect x="${f(s.h * 2.3)}" y="${f(s.h * 0.42)}" width="${f(s.w - s.h * 2.6)}" height="${f(s.h * 0.16)}" rx="${f(s.h * 0.08)}" fill="${ICE}" opacity=".9"/>`;
