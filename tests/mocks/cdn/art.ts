// The mock CDN's pictures, drawn as SVG (no binary assets in the repo, nothing fetched from outside)
// and rasterised by ./raster.ts: by file name, what the merchant's photo would show; no text.
// Brand palette (../shared/DESIGN.md): ink, ice, glacier, teal; steel greys for the blades.
const INK = '#0b1f2a';
const ICE = '#f5f9fb';
const GLACIER = '#d6e9f0';
const TEAL = '#006b7a';
const BACKDROPS = [
  [ICE, GLACIER],
  [GLACIER, '#b9d9e5'],
  ['#e8f1f4', '#cfe3ea'],
  [INK, '#16384a'],
];

function hash(text: string) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/** A skate runner: steel blade with its holder, seen from the side. */
function blade(dark: boolean) {
  const steel = dark ? '#1b1d21' : '#c5ced3';
  const edge = dark ? '#3a3f45' : '#eef3f5';
  return `<g transform="translate(600 640) rotate(-8)">
<ellipse cx="0" cy="190" rx="430" ry="26" fill="${INK}" fill-opacity=".12"/>
<path d="M-420 80 C -430 20 -380 -10 -320 -10 L 330 -10 C 400 -10 440 30 430 80 Z" fill="${TEAL}"/>
<path d="M-300 -10 L -250 -150 L -150 -150 L -120 -10 Z M 120 -10 L 170 -150 L 280 -150 L 300 -10 Z" fill="${TEAL}" fill-opacity=".85"/>
<path d="M-470 150 C -480 95 -440 80 -380 80 L 400 80 C 460 80 490 110 480 150 Z" fill="${steel}"/>
<path d="M-470 150 L 480 150" stroke="${edge}" stroke-width="8" stroke-linecap="round"/>
<circle cx="-200" cy="35" r="14" fill="${ICE}" fill-opacity=".8"/><circle cx="210" cy="35" r="14" fill="${ICE}" fill-opacity=".8"/>
</g>`;
}

/** A synthetic-ice panel with its tile grid, in perspective. */
function icePanel(tiles: number) {
  const lines: string[] = [];
  for (let i = 1; i < tiles; i++) {
    const t = i / tiles;
    lines.push(`<path d="M${250 + 700 * t} 380 L ${120 + 960 * t} 900" />`);
    lines.push(`<path d="M${250 - 130 * t} ${380 + 520 * t} L ${950 + 130 * t} ${380 + 520 * t}" />`);
  }
  return `<ellipse cx="600" cy="930" rx="520" ry="40" fill="${INK}" fill-opacity=".12"/>
<path d="M250 380 L 950 380 L 1080 900 L 120 900 Z" fill="#ffffff"/>
<path d="M120 900 L 1080 900 L 1080 930 L 120 930 Z" fill="#b9d9e5"/>
<g stroke="${GLACIER}" stroke-width="6" fill="none">${lines.join('')}</g>
<path d="M330 520 C 520 470 700 600 880 540" stroke="${TEAL}" stroke-opacity=".35" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

/** Article and collection art: a rink by the lake, with a blade resting on the ice. */
function scene() {
  return `<path d="M0 700 C 300 620 500 760 800 680 S 1100 640 1200 660 L 1200 1200 L 0 1200 Z" fill="#ffffff"/>
<path d="M0 560 L 250 380 L 420 520 L 640 300 L 900 540 L 1200 420 L 1200 700 L 0 700 Z" fill="${TEAL}" fill-opacity=".25"/>
<circle cx="950" cy="230" r="90" fill="#ffffff" fill-opacity=".7"/>
<path d="M120 900 C 400 860 800 960 1080 880" stroke="${GLACIER}" stroke-width="14" fill="none" stroke-linecap="round"/>
<g transform="translate(0 120) scale(1)">${blade(false)}</g>`;
}

/** The art for a seed image name, by what it shows; no text labels. */
function art(name: string) {
  const n = Number(/-(\d+)\.\w+$/.exec(name)?.[1] ?? 1);
  if (/black-ghost/.test(name)) return { backdrop: BACKDROPS[n % 2 ? 3 : 1]!, body: blade(true) };
  if (/sharkblades|goalies|skate-blades/.test(name)) return { backdrop: BACKDROPS[(n - 1) % 3]!, body: blade(false) };
  if (/greenly/.test(name)) return { backdrop: BACKDROPS[(n + 1) % 3]!, body: icePanel(3) };
  if (/oceanice|synthetic-ice/.test(name)) return { backdrop: BACKDROPS[n % 3]!, body: icePanel(6) };
  if (/logo/.test(name)) return { backdrop: [INK, INK], body: blade(false) };
  return { backdrop: BACKDROPS[hash(name) % 3]!, body: scene() };
}

export interface Transform {
  width?: number;
  height?: number;
  crop?: string;
}

/**
 * The art as SVG at the size Shopify's image transforms give: the natural size scaled down to
 * `width` and/or `height` keeping its aspect ratio, or, with `crop`, exactly that box, filled.
 */
export function artSvg(name: string, transform: Transform = {}, natural: [number, number] = [1200, 1200]) {
  const { backdrop, body } = art(name);
  const [light, dark] = backdrop;
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
  // The drawing is square; a wider or taller image shows its middle (the backdrop runs to the edges).
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 1200" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="1200" height="1200" fill="url(#g)"/>
${body}
</svg>`;
}
