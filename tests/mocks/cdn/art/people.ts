// People on the pictures: players in their team's colours, a goalie, someone laying panels, a
// grinder at the bench, and head-and-shoulders portraits (skin, hair and clothes vary).
import { INK, TEAL, f, rect, shade, type Stage } from './kit';

export interface Kit {
  jersey: string;
  pants?: string;
  helmet?: string;
  skin?: string;
}

export const KITS: Kit[] = [
  { jersey: TEAL, pants: INK, helmet: INK, skin: '#e0b391' },
  { jersey: '#b8322a', pants: '#1b1b1f', helmet: '#f1f1f1', skin: '#c68b64' },
  { jersey: '#f1f4f5', pants: INK, helmet: TEAL, skin: '#f0c9a8' },
  { jersey: '#27458f', pants: '#0f1a33', helmet: '#f1f1f1', skin: '#8d5a3b' },
  { jersey: '#c98a2b', pants: '#2a2420', helmet: INK, skin: '#e8bf9c' },
];

/** A hockey player skating, leaning forward, stick on the ice, in a team's kit. */
export function player(x: number, y: number, height: number, facing = 1, kit: Kit = KITS[0]!, goalie = false) {
  const u = height / 100;
  const p = (px: number, py: number) => `${f(x + px * u * facing)} ${f(y + py * u)}`;
  const at = (px: number, py: number) => p(px, py).split(' ');
  const limb = (d: string, w: number, colour: string) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${f(w * u)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  const pants = kit.pants ?? INK;
  const helmet = kit.helmet ?? INK;
  const skin = kit.skin ?? '#e0b391';
  const [hx, hy] = at(goalie ? 0 : 26, goalie ? -84 : -88);
  const head = `<circle cx="${hx}" cy="${hy}" r="${f(9 * u)}" fill="${skin}"/><path d="M${p(goalie ? -10 : 17, goalie ? -86 : -90)} C ${p(goalie ? -10 : 18, goalie ? -100 : -104)} ${p(goalie ? 10 : 36, goalie ? -100 : -102)} ${p(goalie ? 10 : 35, goalie ? -86 : -88)} Z" fill="${helmet}"/>
<path d="M${p(goalie ? -6 : 30, goalie ? -86 : -88)} L ${p(goalie ? -6 : 33, goalie ? -78 : -80)} M ${p(goalie ? 0 : 34, goalie ? -86 : -88)} L ${p(goalie ? 0 : 36, goalie ? -78 : -80)} M ${p(goalie ? 6 : 36, goalie ? -86 : -88)} L ${p(goalie ? 6 : 38, goalie ? -79 : -82)}" stroke="#c9d1d5" stroke-width="${f(0.9 * u)}"/>`;
  if (goalie) {
    return `<g>
<path d="M${p(-30, -2)} L ${p(-26, -34)} L ${p(-8, -36)} L ${p(-4, -4)} Z M ${p(8, -4)} L ${p(12, -36)} L ${p(30, -34)} L ${p(34, -2)} Z" fill="#f1f4f5" stroke="${kit.jersey}" stroke-width="${f(2 * u)}"/>
<path d="M${p(-20, -34)} C ${p(-26, -60)} ${p(-20, -74)} ${p(0, -76)} C ${p(22, -74)} ${p(28, -60)} ${p(20, -34)} Z" fill="${kit.jersey}"/>
<path d="M${p(-22, -50)} L ${p(22, -50)}" stroke="#ffffff" stroke-width="${f(3 * u)}" opacity=".8"/>
${head}
<rect x="${at(20, -60)[0]}" y="${at(20, -60)[1]}" width="${f(18 * u)}" height="${f(22 * u)}" rx="${f(3 * u)}" fill="#f1f4f5" transform="rotate(${-10 * facing} ${p(20, -60)})"/>
${limb(`M${p(-20, -56)} L ${p(-34, -40)} L ${p(-44, -4)} L ${p(-20, 0)}`, 4, '#3a2a1e')}
</g>`;
  }
  return `<g>
${limb(`M${p(0, -50)} L ${p(-14, -26)}`, 12, pants)}${limb(`M${p(-14, -26)} L ${p(-34, -6)}`, 10, kit.jersey)}
${limb(`M${p(0, -50)} L ${p(12, -26)}`, 12, pants)}${limb(`M${p(12, -26)} L ${p(8, -2)}`, 10, kit.jersey)}
${limb(`M${p(-40, -4)} L ${p(-27, -2)} M ${p(2, 0)} L ${p(18, 0)}`, 6, '#111417')}
${limb(`M${p(-40, 1)} L ${p(-26, 2)} M ${p(2, 4)} L ${p(18, 4)}`, 1.5, '#c9d1d5')}
${limb(`M${p(0, -48)} C ${p(6, -62)} ${p(12, -72)} ${p(20, -78)}`, 22, kit.jersey)}
${limb(`M${p(-2, -56)} C ${p(4, -66)} ${p(10, -74)} ${p(16, -78)}`, 4, shade(kit.jersey, 0.5))}
${head}
${limb(`M${p(18, -74)} L ${p(30, -58)}`, 7, kit.jersey)}${limb(`M${p(30, -58)} L ${p(42, -48)}`, 7, pants)}
${limb(`M${p(14, -72)} L ${p(22, -56)}`, 7, kit.jersey)}${limb(`M${p(22, -56)} L ${p(40, -50)}`, 7, pants)}
${limb(`M${p(36, -56)} L ${p(62, -2)} L ${p(76, -1)}`, 2.5, '#3a2a1e')}
</g>`;
}

/** Someone kneeling on the floor, leaning forward, hands reaching in front (laying panels). */
export function kneeler(x: number, y: number, height: number, facing: number, fill: string) {
  const u = height / 100;
  const p = (px: number, py: number) => `${f(x + px * u * facing)} ${f(y + py * u)}`;
  const limb = (d: string, w: number, colour = fill) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${f(w * u)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `<g>${limb(`M${p(-30, -2)} L ${p(6, -4)} L ${p(0, -34)}`, 14, '#2b3440')}${limb(`M${p(0, -34)} C ${p(10, -54)} ${p(22, -64)} ${p(34, -66)}`, 24)}
<circle cx="${p(48, -72).split(' ')[0]}" cy="${p(48, -72).split(' ')[1]}" r="${f(11 * u)}" fill="#d9a784"/>
<path d="M${p(38, -76)} C ${p(40, -90)} ${p(58, -90)} ${p(58, -76)} Z" fill="#4a3426"/>
${limb(`M${p(32, -62)} L ${p(48, -36)} L ${p(66, -10)}`, 8)}</g>`;
}

export interface Look {
  skin: string;
  hair: string;
  top: string;
  /** Hair: short, long, bun, none (shaved) or a cap. */
  style: 'short' | 'long' | 'bun' | 'none' | 'cap';
}

/** A head-and-shoulders portrait, soft light from the left, a rim light from the right. */
export function portrait(s: Stage, cx: number, scale: number, rim: string, look: Look) {
  const u = scale;
  const y = s.h;
  const X = (n: number) => f(cx + n * u);
  const Y = (n: number) => f(y - n * u);
  const hair =
    look.style === 'long'
      ? `<path d="M${X(-135)} ${Y(500)} C ${X(-150)} ${Y(690)} ${X(150)} ${Y(690)} ${X(135)} ${Y(500)} L ${X(150)} ${Y(330)} L ${X(95)} ${Y(340)} L ${X(100)} ${Y(520)} C ${X(60)} ${Y(620)} ${X(-60)} ${Y(620)} ${X(-100)} ${Y(520)} L ${X(-95)} ${Y(340)} L ${X(-150)} ${Y(330)} Z" fill="${look.hair}"/>`
      : look.style === 'bun'
        ? `<circle cx="${X(0)}" cy="${Y(690)}" r="${f(55 * u)}" fill="${look.hair}"/><path d="M${X(-128)} ${Y(520)} C ${X(-130)} ${Y(690)} ${X(130)} ${Y(690)} ${X(128)} ${Y(520)} C ${X(80)} ${Y(610)} ${X(-80)} ${Y(610)} ${X(-128)} ${Y(520)} Z" fill="${look.hair}"/>`
        : look.style === 'cap'
          ? `<path d="M${X(-132)} ${Y(545)} C ${X(-130)} ${Y(700)} ${X(130)} ${Y(700)} ${X(132)} ${Y(545)} Z" fill="${look.hair}"/><path d="M${X(60)} ${Y(560)} L ${X(210)} ${Y(540)} L ${X(200)} ${Y(525)} L ${X(60)} ${Y(540)} Z" fill="${shade(look.hair, -0.3)}"/>`
          : look.style === 'short'
            ? `<path d="M${X(-126)} ${Y(530)} C ${X(-140)} ${Y(700)} ${X(120)} ${Y(720)} ${X(128)} ${Y(540)} C ${X(90)} ${Y(600)} ${X(-40)} ${Y(630)} ${X(-126)} ${Y(530)} Z" fill="${look.hair}"/>`
            : '';
  return `<g>
<path d="M${X(-300)} ${y} C ${X(-290)} ${Y(230)} ${X(-170)} ${Y(300)} ${X(-70)} ${Y(320)} L ${X(-60)} ${Y(400)} L ${X(60)} ${Y(400)} L ${X(70)} ${Y(320)} C ${X(170)} ${Y(300)} ${X(290)} ${Y(230)} ${X(300)} ${y} Z" fill="${look.top}"/>
<path d="M${X(-60)} ${Y(400)} L ${X(60)} ${Y(400)} L ${X(70)} ${Y(320)} L ${X(0)} ${Y(270)} L ${X(-70)} ${Y(320)} Z" fill="${shade(look.skin, -0.12)}"/>
<ellipse cx="${X(0)}" cy="${Y(520)}" rx="${f(118 * u)}" ry="${f(148 * u)}" fill="${look.skin}"/>
<ellipse cx="${X(-40)}" cy="${Y(540)}" rx="${f(60 * u)}" ry="${f(100 * u)}" fill="#ffffff" opacity=".12" filter="url(#soft)"/>
<ellipse cx="${X(40)}" cy="${Y(500)}" rx="${f(70 * u)}" ry="${f(120 * u)}" fill="${shade(look.skin, -0.35)}" opacity=".35" filter="url(#soft)"/>
<path d="M${X(-50)} ${Y(545)} L ${X(-20)} ${Y(545)} M ${X(22)} ${Y(545)} L ${X(52)} ${Y(545)}" stroke="${shade(look.skin, -0.6)}" stroke-width="${f(9 * u)}" stroke-linecap="round"/>
<path d="M${X(-30)} ${Y(440)} C ${X(-10)} ${Y(425)} ${X(14)} ${Y(425)} ${X(32)} ${Y(440)}" stroke="${shade(look.skin, -0.4)}" stroke-width="${f(7 * u)}" fill="none" stroke-linecap="round"/>
${hair}
<path d="M${X(112)} ${Y(600)} C ${X(135)} ${Y(520)} ${X(110)} ${Y(440)} ${X(70)} ${Y(400)} M ${X(80)} ${Y(318)} C ${X(180)} ${Y(296)} ${X(280)} ${Y(230)} ${X(292)} ${y}" stroke="${rim}" stroke-width="${f(10 * u)}" fill="none" opacity=".7" filter="url(#blur3)"/>
</g>`;
}

/** A portrait's background: a blurred rink, workshop or office in the brand's tones. */
export function portraitBack(s: Stage, tone: string, light: string) {
  return `${rect(s, tone)}<ellipse cx="${f(s.w * 0.72)}" cy="${f(s.h * 0.28)}" rx="${f(s.w * 0.45)}" ry="${f(s.h * 0.45)}" fill="${light}" opacity=".45" filter="url(#haze)"/>
<rect x="${f(s.w * 0.05)}" y="${f(s.h * 0.1)}" width="${f(s.w * 0.18)}" height="${f(s.h * 0.5)}" fill="${light}" opacity=".12" filter="url(#soft)"/>${rect(s, 'url(#vignette)')}`;
}
