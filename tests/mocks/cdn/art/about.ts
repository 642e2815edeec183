// The brand's own pictures for About, Team and Contact (the pages' `custom.pictures`): the
// workshop, people on the lake rink and in the hall, the team's portraits and the offices' cities.
import { TEAL, f, shade, shadow, unit, type Shot, type Stage } from './kit';
import { KITS, player, portrait, portraitBack, type Look } from './people';
import { city, hall, workshop } from './settings';
import { lakeRink } from './shots';
import { runner, spray } from './things';

/** Someone standing at the bench, seen from the side, hands at the grinding wheel (x: their feet). */
function worker(s: Stage, x: number, y: number, height: number, look: Look) {
  const u = height / 100;
  const p = (px: number, py: number) => `${f(x + px * u)} ${f(y + py * u)}`;
  const limb = (d: string, w: number, colour: string) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${f(w * u)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  return `<g>${limb(`M${p(-4, 0)} L ${p(-2, -45)} M ${p(6, 0)} L ${p(4, -45)}`, 10, '#2b3440')}
${limb(`M${p(0, -45)} L ${p(4, -80)}`, 24, look.top)}
<path d="M${p(-6, -46)} L ${p(12, -46)} L ${p(14, -78)} L ${p(-2, -78)} Z" fill="#6b4f3a" opacity=".9"/>
<circle cx="${p(6, -92).split(' ')[0]}" cy="${p(6, -92).split(' ')[1]}" r="${f(9 * u)}" fill="${look.skin}"/>
<path d="M${p(-3, -94)} C ${p(-3, -104)} ${p(14, -106)} ${p(15, -95)} Z" fill="${look.hair}"/>
<rect x="${p(8, -96).split(' ')[0]}" y="${p(8, -96).split(' ')[1]}" width="${f(8 * u)}" height="${f(3 * u)}" fill="#bfe6ff" opacity=".8"/>
${limb(`M${p(6, -76)} L ${p(20, -60)} L ${p(34, -62)}`, 7, look.top)}${limb(`M${p(34, -62)} L ${p(38, -62)}`, 6, look.skin)}</g>`;
}

const workshopShot: Shot = (s) => {
  const u = unit(s);
  const y = s.h * 0.72;
  const sparks = Array.from({ length: 40 }, () => {
    const a = Math.PI * (0.9 + s.r() * 0.5);
    const d = 40 + s.r() * u * 0.25;
    const x0 = s.w * 0.52 + 15;
    const y0 = y - 120;
    return `<path d="M${f(x0)} ${f(y0)} L ${f(x0 + Math.cos(a) * d)} ${f(y0 - Math.sin(a) * d * 0.5 + d * 0.3)}" stroke="#ffd27a" stroke-width="3" opacity="${f(0.4 + s.r() * 0.6)}"/>`;
  }).join('');
  return `${workshop(s, 0.72)}${worker(s, s.w * 0.3, s.h, u * 0.62, { skin: '#e8bf9c', hair: '#5a3d28', top: '#16384a', style: 'short' })}${sparks}
${[0, 1, 2].map((i) => `<g transform="translate(${f(s.w * (0.64 + i * 0.02))} ${f(y - 6 - i * 24)})">${runner(u * 0.28, i === 2, i === 1 ? TEAL : false)}</g>`).join('')}`;
};

const teamOnIce: Shot = (s) => {
  const u = unit(s);
  const row = [0.16, 0.34, 0.52, 0.7, 0.88];
  return `${hall(s)}${row
    .map(
      (x, i) =>
        `${shadow(s.w * x, s.h * 0.9, u * 0.22)}${player(s.w * x, s.h * 0.9, u * (0.34 + (i % 2) * 0.04), i % 2 ? -1 : 1, KITS[i]!)}`,
    )
    .join('')}${spray(s, s.w * 0.5, s.h * 0.9, u * 0.18)}`;
};

/** A lake rink at dusk: the Lido with the town's lights, a game on. */
const lakeGame: Shot = (s) => `${lakeRink(s)}<rect width="${s.w}" height="${s.h}" fill="#f3b562" opacity=".16"/>`;

/** The team, by picture name: who they look like, the light behind them. */
const TEAM: Record<string, [Look, string, string]> = {
  'team-reto-ammann': [{ skin: '#e8bf9c', hair: '#5a3d28', top: '#16384a', style: 'short' }, '#2a3b45', '#3fc1c9'],
  'team-nadia-keller': [{ skin: '#f0c9a8', hair: '#2b1d16', top: TEAL, style: 'bun' }, '#2f3a33', '#d6e9f0'],
  'team-jan-oberholzer': [{ skin: '#e0b391', hair: '#b88a52', top: '#b8322a', style: 'cap' }, '#1d3a4a', '#f7efe2'],
  'team-elena-rossi': [{ skin: '#dcae8a', hair: '#3a2418', top: '#2f5d46', style: 'long' }, '#33302c', '#f3b562'],
  'team-tom-gallagher': [{ skin: '#f2cfb0', hair: '#8a5a34', top: '#27458f', style: 'short' }, '#2b3440', '#8fb9d6'],
  'team-aisha-rahman': [{ skin: '#a86f4c', hair: '#1b1b1f', top: '#c98a2b', style: 'long' }, '#3a2f2a', '#f7e2c2'],
};

export const ABOUT: Record<string, Shot> = {
  'about-workshop': workshopShot,
  'about-lake-rink': lakeGame,
  'about-team-on-ice': teamOnIce,
  'office-rapperswil-jona': (s) => city(s, 'rapperswil'),
  'office-boston': (s) => city(s, 'boston'),
  'office-dubai': (s) => city(s, 'dubai'),
  ...Object.fromEntries(
    Object.entries(TEAM).map(([name, [look, tone, light]]) => [
      name,
      (s: Stage) => `${portraitBack(s, tone, light)}${portrait(s, s.w * 0.5, unit(s) / 680, shade(light, 0.2), look)}`,
    ]),
  ),
};
