// The things on the pictures: runners in their holders, skates, ice spray, nets, synthetic-ice
// panels and recycled pellets.
import { GLACIER, ICE, INK, TEAL, f, shadow, solid, vgrad, type Stage } from './kit';

/**
 * A runner in its holder, side view, `length` long with its toe at the right; origin at the heel's
 * ice. `holder`: the holder's colour (true: light grey; false: ink); `accent`: the lever's.
 */
export function runner(length: number, dark = false, holder: string | boolean = false, accent = TEAL) {
  const l = length;
  const steel = dark ? 'url(#darksteel)' : 'url(#steel)';
  const edge = dark ? '#8a949c' : '#ffffff';
  const colour = typeof holder === 'string' ? holder : holder ? '#b9c8cf' : '#16303d';
  const body = solid(colour);
  return `<g><defs>${body.defs}</defs>
<path d="M0 0 C ${f(-l * 0.02)} ${f(-l * 0.05)} ${f(l * 0.02)} ${f(-l * 0.09)} ${f(l * 0.08)} ${f(-l * 0.09)} L ${f(l * 0.9)} ${f(-l * 0.09)} C ${f(l * 1.0)} ${f(-l * 0.09)} ${f(l * 1.05)} ${f(-l * 0.04)} ${f(l * 1.02)} 0 Z" fill="${steel}"/>
<path d="M${f(l * 0.01)} -3 L ${f(l * 1.0)} -3" stroke="${edge}" stroke-width="${f(l / 180)}" stroke-linecap="round" opacity=".85"/>
<path d="M${f(l * 0.1)} ${f(-l * 0.075)} L ${f(l * 0.86)} ${f(-l * 0.075)}" stroke="#ffffff" stroke-width="${f(l / 120)}" opacity="${dark ? 0.25 : 0.7}" stroke-linecap="round"/>
<path d="M${f(-l * 0.02)} ${f(-l * 0.085)} L ${f(l * 1.0)} ${f(-l * 0.085)} C ${f(l * 1.04)} ${f(-l * 0.12)} ${f(l * 0.98)} ${f(-l * 0.16)} ${f(l * 0.92)} ${f(-l * 0.17)} L ${f(l * 0.72)} ${f(-l * 0.3)} L ${f(l * 0.52)} ${f(-l * 0.3)} L ${f(l * 0.46)} ${f(-l * 0.17)} L ${f(l * 0.32)} ${f(-l * 0.17)} L ${f(l * 0.26)} ${f(-l * 0.32)} L ${f(l * 0.06)} ${f(-l * 0.32)} L ${f(-l * 0.03)} ${f(-l * 0.15)} Z" fill="${body.fill}"/>
<path d="M${f(l * 0.08)} ${f(-l * 0.29)} L ${f(l * 0.24)} ${f(-l * 0.29)} M ${f(l * 0.54)} ${f(-l * 0.28)} L ${f(l * 0.7)} ${f(-l * 0.28)}" stroke="#ffffff" stroke-width="${f(l / 150)}" opacity=".35" stroke-linecap="round"/>
<rect x="${f(-l * 0.04)}" y="${f(-l * 0.14)}" width="${f(l * 0.1)}" height="${f(l * 0.035)}" rx="${f(l * 0.012)}" fill="${accent}"/>
<circle cx="${f(l * 0.16)}" cy="${f(-l * 0.23)}" r="${f(l * 0.014)}" fill="${GLACIER}" opacity=".8"/><circle cx="${f(l * 0.62)}" cy="${f(-l * 0.23)}" r="${f(l * 0.014)}" fill="${GLACIER}" opacity=".8"/>
</g>`;
}

/** A skate boot on its runner, side view; origin at the heel on the ice. */
export function skate(length: number, dark = false) {
  const l = length;
  return `<g>
<path d="M${f(l * 0.02)} ${f(-l * 0.3)} L ${f(-l * 0.02)} ${f(-l * 0.95)} C ${f(l * 0.05)} ${f(-l * 1.02)} ${f(l * 0.3)} ${f(-l * 1.02)} ${f(l * 0.38)} ${f(-l * 0.95)} L ${f(l * 0.42)} ${f(-l * 0.62)} C ${f(l * 0.6)} ${f(-l * 0.55)} ${f(l * 0.9)} ${f(-l * 0.5)} ${f(l * 0.98)} ${f(-l * 0.4)} C ${f(l * 1.02)} ${f(-l * 0.34)} ${f(l * 0.98)} ${f(-l * 0.3)} ${f(l * 0.9)} ${f(-l * 0.3)} Z" fill="url(#boot)"/>
<path d="M${f(l * 0.06)} ${f(-l * 0.9)} C ${f(l * 0.1)} ${f(-l * 0.7)} ${f(l * 0.2)} ${f(-l * 0.5)} ${f(l * 0.5)} ${f(-l * 0.48)}" stroke="#ffffff" stroke-width="${f(l / 70)}" opacity=".18" fill="none" filter="url(#blur3)"/>
<path d="M${f(l * 0.35)} ${f(-l * 0.9)} L ${f(l * 0.4)} ${f(-l * 0.62)}" stroke="${TEAL}" stroke-width="${f(l / 60)}" opacity=".9"/>
${runner(l, dark)}
</g>`;
}

/** Ice spray: a fan of crystals thrown up behind a stopping or carving edge. */
export function spray(s: Stage, x: number, y: number, size: number, toLeft = true) {
  const dots = Array.from({ length: 160 }, () => {
    const a = Math.PI * (toLeft ? 0.55 + s.r() * 0.4 : 0.05 + s.r() * 0.4);
    const d = s.r() ** 0.6 * size;
    return `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y - Math.sin(a) * d * 0.6)}" r="${f(1.5 + s.r() * size * 0.012)}" fill="#ffffff" opacity="${f(0.35 + s.r() * 0.6)}"/>`;
  }).join('');
  return `<ellipse cx="${f(x + (toLeft ? -size * 0.4 : size * 0.4))}" cy="${f(y - size * 0.2)}" rx="${f(size * 0.5)}" ry="${f(size * 0.25)}" fill="#ffffff" opacity=".55" filter="url(#soft)"/>${dots}`;
}

/** A synthetic-ice surface of tiles in perspective: near edge at y1, far edge at y0. */
export function panels(s: Stage, y0: number, y1: number, colour: string, tiles = 4, spread = 1) {
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
export function net(x: number, y: number, w: number) {
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
export function pellets(s: Stage, cx: number, cy: number, spread: number) {
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
