// Accessories and training gear, one drawing per kind of product (the generated catalogue's nouns):
// each stands on the floor at (x, y), about `u` wide, in a main colour `c` and an accent `a`.
import { INK, f, shade, shadow, solid } from './kit';
import { runner } from './things';

type Gear = (x: number, y: number, u: number, c: string, a: string) => string;

const box = (x: number, y: number, w: number, h: number, c: string, rx = 10) => {
  const s = solid(c);
  return `<defs>${s.defs}</defs><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${s.fill}"/>`;
};
const ball = (x: number, y: number, r: number, c: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}"/><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.35)}" fill="#ffffff" opacity=".35"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#gloss)"/>`;

const bag: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u * 1.1)}${box(x - u * 0.5, y - u * 0.5, u, u * 0.5, c, u * 0.12)}
<path d="M${f(x - u * 0.22)} ${f(y - u * 0.5)} C ${f(x - u * 0.18)} ${f(y - u * 0.78)} ${f(x + u * 0.18)} ${f(y - u * 0.78)} ${f(x + u * 0.22)} ${f(y - u * 0.5)}" stroke="${shade(c, -0.5)}" stroke-width="${f(u * 0.04)}" fill="none"/>
<rect x="${f(x - u * 0.5)}" y="${f(y - u * 0.32)}" width="${f(u)}" height="${f(u * 0.05)}" fill="${a}"/>
<path d="M${f(x - u * 0.4)} ${f(y - u * 0.44)} L ${f(x + u * 0.4)} ${f(y - u * 0.44)}" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 8" opacity=".5"/>`;

const guards: Gear = (x, y, u, c, a) =>
  [0, 1]
    .map((i) => {
      const l = u * 0.95;
      const gx = x - l / 2 + i * u * 0.05;
      const gy = y - i * u * 0.16;
      return `${shadow(x, gy, l, 0.2)}<path d="M${f(gx)} ${f(gy)} L ${f(gx + l)} ${f(gy)} C ${f(gx + l * 1.05)} ${f(gy - u * 0.08)} ${f(gx + l * 0.98)} ${f(gy - u * 0.13)} ${f(gx + l * 0.92)} ${f(gy - u * 0.13)} L ${f(gx + l * 0.06)} ${f(gy - u * 0.13)} C ${f(gx - l * 0.03)} ${f(gy - u * 0.12)} ${f(gx - l * 0.03)} ${f(gy - u * 0.02)} ${f(gx)} ${f(gy)} Z" fill="${i ? shade(c, 0.15) : c}"/>
<path d="M${f(gx + l * 0.06)} ${f(gy - u * 0.1)} L ${f(gx + l * 0.92)} ${f(gy - u * 0.1)}" stroke="${a}" stroke-width="${f(u * 0.02)}"/>`;
    })
    .join('');

const bottle = (x: number, y: number, u: number, c: string) =>
  `${box(x - u * 0.1, y - u * 0.5, u * 0.2, u * 0.5, c, u * 0.04)}<rect x="${f(x - u * 0.05)}" y="${f(y - u * 0.6)}" width="${f(u * 0.1)}" height="${f(u * 0.12)}" fill="${INK}"/><rect x="${f(x - u * 0.08)}" y="${f(y - u * 0.36)}" width="${f(u * 0.16)}" height="${f(u * 0.16)}" fill="#ffffff" opacity=".8"/>`;

const cloth = (x: number, y: number, u: number, c: string, a: string, layers = 3) =>
  Array.from({ length: layers }, (_, i) => {
    const ly = y - i * u * 0.09;
    return `<path d="M${f(x - u * 0.45)} ${f(ly)} L ${f(x + u * 0.45)} ${f(ly)} C ${f(x + u * 0.5)} ${f(ly - u * 0.05)} ${f(x + u * 0.48)} ${f(ly - u * 0.09)} ${f(x + u * 0.42)} ${f(ly - u * 0.09)} L ${f(x - u * 0.42)} ${f(ly - u * 0.09)} C ${f(x - u * 0.48)} ${f(ly - u * 0.09)} ${f(x - u * 0.5)} ${f(ly - u * 0.05)} ${f(x - u * 0.45)} ${f(ly)} Z" fill="${shade(c, i * 0.08)}"/><path d="M${f(x + u * 0.2)} ${f(ly)} L ${f(x + u * 0.2)} ${f(ly - u * 0.09)}" stroke="${a}" stroke-width="${f(u * 0.04)}"/>`;
  }).join('');

const careKit: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u * 1.2)}${cloth(x - u * 0.1, y, u * 0.8, shade(c, 0.5), a, 2)}${bottle(x + u * 0.3, y, u * 0.9, c)}${bottle(x + u * 0.05, y, u * 0.6, a)}`;

const connectors: Gear = (x, y, u, c) =>
  `${shadow(x, y, u * 1.1)}${Array.from({ length: 14 }, (_, i) => {
    const cx = x + (((i * 37) % 9) - 4) * u * 0.1;
    const cy = y - u * 0.05 - Math.floor(i / 5) * u * 0.09;
    return `<path d="M${f(cx - u * 0.08)} ${f(cy)} l ${f(u * 0.05)} ${f(-u * 0.06)} l ${f(u * 0.06)} 0 l ${f(u * 0.05)} ${f(u * 0.06)} Z" fill="${i % 3 ? c : shade(c, -0.3)}" transform="rotate(${((i * 53) % 60) - 30} ${f(cx)} ${f(cy)})"/>`;
  }).join('')}`;

const stone: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u)}<path d="M${f(x - u * 0.45)} ${f(y)} L ${f(x + u * 0.35)} ${f(y)} L ${f(x + u * 0.45)} ${f(y - u * 0.12)} L ${f(x - u * 0.35)} ${f(y - u * 0.12)} Z" fill="${shade(c, -0.3)}"/>
<path d="M${f(x - u * 0.35)} ${f(y - u * 0.12)} L ${f(x + u * 0.45)} ${f(y - u * 0.12)} L ${f(x + u * 0.3)} ${f(y - u * 0.24)} L ${f(x - u * 0.5)} ${f(y - u * 0.24)} Z" fill="${c}"/>
<path d="M${f(x - u * 0.45)} ${f(y - u * 0.18)} L ${f(x + u * 0.35)} ${f(y - u * 0.18)}" stroke="${a}" stroke-width="${f(u * 0.02)}" opacity=".6"/>`;

const towel: Gear = (x, y, u, c, a) => `${shadow(x, y, u * 1.1)}${cloth(x, y, u, c, a, 5)}`;

const laces: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u)}${[0, 1]
    .map((i) => {
      const cx = x - u * 0.2 + i * u * 0.4;
      return Array.from(
        { length: 5 },
        (_, k) =>
          `<ellipse cx="${f(cx)}" cy="${f(y - u * 0.1 - k * 3)}" rx="${f(u * (0.2 - k * 0.025))}" ry="${f(u * (0.08 - k * 0.01))}" stroke="${i ? a : c}" stroke-width="${f(u * 0.02)}" fill="none"/>`,
      ).join('');
    })
    .join(
      '',
    )}<path d="M${f(x - u * 0.1)} ${f(y - u * 0.1)} C ${f(x)} ${f(y - u * 0.4)} ${f(x + u * 0.3)} ${f(y - u * 0.35)} ${f(x + u * 0.45)} ${f(y - u * 0.05)}" stroke="${c}" stroke-width="${f(u * 0.02)}" fill="none"/>`;

const soakers: Gear = (x, y, u, c, a) =>
  [0, 1]
    .map((i) => {
      const gy = y - i * u * 0.2;
      const gx = x - u * 0.5 + i * u * 0.06;
      return `${shadow(x, gy, u, 0.2)}<g transform="translate(${f(gx)} ${f(gy - u * 0.02)})">${runner(u * 0.9, false, '#b9c8cf')}</g><rect x="${f(gx - u * 0.02)}" y="${f(gy - u * 0.11)}" width="${f(u * 0.95)}" height="${f(u * 0.11)}" rx="${f(u * 0.05)}" fill="${i ? shade(c, 0.15) : c}"/><path d="M${f(gx + u * 0.05)} ${f(gy - u * 0.055)} L ${f(gx + u * 0.88)} ${f(gy - u * 0.055)}" stroke="${a}" stroke-width="${f(u * 0.012)}" stroke-dasharray="6 6"/>`;
    })
    .join('');

const toolKit: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u * 1.2)}${box(x - u * 0.5, y - u * 0.3, u, u * 0.3, c, 8)}<rect x="${f(x - u * 0.46)}" y="${f(y - u * 0.27)}" width="${f(u * 0.92)}" height="${f(u * 0.2)}" fill="${shade(c, -0.55)}"/>
<path d="M${f(x - u * 0.4)} ${f(y - u * 0.17)} L ${f(x - u * 0.05)} ${f(y - u * 0.17)}" stroke="#c9d1d5" stroke-width="${f(u * 0.04)}" stroke-linecap="round"/><path d="M${f(x + u * 0.02)} ${f(y - u * 0.2)} L ${f(x + u * 0.38)} ${f(y - u * 0.13)}" stroke="${a}" stroke-width="${f(u * 0.05)}" stroke-linecap="round"/>
${box(x - u * 0.5, y - u * 0.75, u, u * 0.42, shade(c, 0.1), 8)}`;

const checker: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u)}<g transform="translate(${f(x - u * 0.5)} ${f(y)})">${runner(u, false, INK)}</g>${box(x - u * 0.08, y - u * 0.28, u * 0.2, u * 0.3, c, 6)}<circle cx="${f(x + u * 0.02)}" cy="${f(y - u * 0.2)}" r="${f(u * 0.04)}" fill="${a}"/>`;

const pods: Gear = (x, y, u, c, a) =>
  [0, 1]
    .map((i) => {
      const px = x - u * 0.2 + i * u * 0.4;
      return `${shadow(px, y, u * 0.4)}<ellipse cx="${f(px)}" cy="${f(y - u * 0.12)}" rx="${f(u * 0.18)}" ry="${f(u * 0.12)}" fill="${c}"/><ellipse cx="${f(px)}" cy="${f(y - u * 0.12)}" rx="${f(u * 0.18)}" ry="${f(u * 0.12)}" fill="url(#gloss)"/><path d="M${f(px - u * 0.1)} ${f(y - u * 0.2)} L ${f(px + u * 0.1)} ${f(y - u * 0.2)}" stroke="${a}" stroke-width="${f(u * 0.03)}" stroke-linecap="round"/>`;
    })
    .join('');

const balls: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u)}${ball(x - u * 0.25, y - u * 0.12, u * 0.12, c)}${ball(x + u * 0.05, y - u * 0.12, u * 0.12, a)}${ball(x + u * 0.32, y - u * 0.1, u * 0.1, shade(c, 0.3))}`;

const rebounder: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u * 1.1)}<path d="M${f(x - u * 0.5)} ${f(y)} L ${f(x - u * 0.45)} ${f(y - u * 0.2)} L ${f(x + u * 0.45)} ${f(y - u * 0.2)} L ${f(x + u * 0.5)} ${f(y)}" stroke="${c}" stroke-width="${f(u * 0.04)}" fill="none"/>
<path d="M${f(x - u * 0.45)} ${f(y - u * 0.12)} L ${f(x + u * 0.45)} ${f(y - u * 0.12)}" stroke="${a}" stroke-width="${f(u * 0.05)}"/>${ball(x, y - u * 0.04, u * 0.04, INK)}`;

const tarp: Gear = (x, y, u, c) =>
  `${shadow(x, y, u * 1.2)}<rect x="${f(x - u * 0.55)}" y="${f(y - u * 0.62)}" width="${f(u * 1.1)}" height="${f(u * 0.62)}" fill="${c}"/><rect x="${f(x - u * 0.55)}" y="${f(y - u * 0.62)}" width="${f(u * 1.1)}" height="${f(u * 0.62)}" fill="none" stroke="#b8322a" stroke-width="${f(u * 0.02)}"/>
${[-0.4, 0.4].flatMap((dx) => [-0.5, -0.15].map((dy) => `<rect x="${f(x + dx * u - u * 0.07)}" y="${f(y + dy * u)}" width="${f(u * 0.14)}" height="${f(u * 0.12)}" fill="${INK}" opacity=".85"/>`)).join('')}
<circle cx="${f(x)}" cy="${f(y - u * 0.3)}" r="${f(u * 0.08)}" fill="#ffffff" opacity=".6"/>`;

const pucks: Gear = (x, y, u, c) =>
  `${shadow(x, y, u)}${Array.from({ length: 5 }, (_, i) => {
    const px = x - u * 0.2 + (i % 3) * u * 0.02 + (i > 2 ? u * 0.35 : 0);
    const py = y - (i > 2 ? i - 3 : i) * u * 0.09;
    return `<rect x="${f(px - u * 0.15)}" y="${f(py - u * 0.09)}" width="${f(u * 0.3)}" height="${f(u * 0.09)}" rx="${f(u * 0.02)}" fill="${c}"/><ellipse cx="${f(px)}" cy="${f(py - u * 0.09)}" rx="${f(u * 0.15)}" ry="${f(u * 0.03)}" fill="${shade(c, 0.25)}"/>`;
  }).join('')}`;

const cones: Gear = (x, y, u, c, a) =>
  [-0.3, 0, 0.3]
    .map((dx, i) => {
      const cx = x + dx * u;
      const h = u * (0.3 - i * 0.03);
      return `${shadow(cx, y, u * 0.3)}<path d="M${f(cx - u * 0.1)} ${f(y)} L ${f(cx - u * 0.02)} ${f(y - h)} L ${f(cx + u * 0.02)} ${f(y - h)} L ${f(cx + u * 0.1)} ${f(y)} Z" fill="${i === 1 ? a : c}"/><rect x="${f(cx - u * 0.13)}" y="${f(y - u * 0.02)}" width="${f(u * 0.26)}" height="${f(u * 0.02)}" fill="${shade(c, -0.3)}"/>`;
    })
    .join('');

const balance: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u * 1.1)}<ellipse cx="${f(x)}" cy="${f(y - u * 0.08)}" rx="${f(u * 0.08)}" ry="${f(u * 0.08)}" fill="${a}"/><rect x="${f(x - u * 0.5)}" y="${f(y - u * 0.22)}" width="${f(u)}" height="${f(u * 0.06)}" rx="${f(u * 0.02)}" fill="${c}" transform="rotate(-6 ${f(x)} ${f(y - u * 0.2)})"/>`;

const slide: Gear = (x, y, u, c, a) =>
  `${shadow(x, y, u * 1.3)}<path d="M${f(x - u * 0.6)} ${f(y)} L ${f(x + u * 0.6)} ${f(y)} L ${f(x + u * 0.45)} ${f(y - u * 0.22)} L ${f(x - u * 0.45)} ${f(y - u * 0.22)} Z" fill="${c}"/><path d="M${f(x - u * 0.6)} ${f(y)} L ${f(x - u * 0.45)} ${f(y - u * 0.22)} L ${f(x - u * 0.42)} ${f(y - u * 0.28)} L ${f(x - u * 0.62)} ${f(y - u * 0.04)} Z M ${f(x + u * 0.6)} ${f(y)} L ${f(x + u * 0.45)} ${f(y - u * 0.22)} L ${f(x + u * 0.42)} ${f(y - u * 0.28)} L ${f(x + u * 0.62)} ${f(y - u * 0.04)} Z" fill="${a}"/>`;

/** The drawing for a product noun (handleized), or the bag for any other accessory. */
export const GEAR: Record<string, Gear> = {
  'blade-guards': guards,
  'glide-care-kit': careKit,
  'panel-connectors': connectors,
  'sharpening-stone': stone,
  'skate-towel': towel,
  'waxed-laces': laces,
  'skate-bag': bag,
  soakers,
  'quick-lock-tool-kit': toolKit,
  'edge-checker': checker,
  'drying-pods': pods,
  'stickhandling-balls': balls,
  'passing-rebounder': rebounder,
  'shooting-tarp': tarp,
  'training-pucks': pucks,
  'agility-cones': cones,
  'balance-board': balance,
  'slide-board': slide,
};
export const anyGear: Gear = bag;
