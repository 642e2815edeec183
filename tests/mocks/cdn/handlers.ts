// The mock CDN: seed images are drawn as SVG on request (no binary assets in the repo, nothing
// fetched from outside), and the one seed video answers as an (empty) mp4.
import { http, HttpResponse } from 'msw';

const PALETTES = [
  ['#0b3d5c', '#2bb3c0'],
  ['#10242b', '#5be3a4'],
  ['#1d1d1f', '#8a8f98'],
  ['#073b4c', '#06d6a0'],
  ['#22313f', '#4ea8de'],
];

function hash(text: string) {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

export function placeholderSvg(name: string) {
  const [dark, light] = PALETTES[hash(name) % PALETTES.length]!;
  const label = name.replace(/\.\w+$/, '').replace(/[-_]+/g, ' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1200" height="1200" fill="url(#g)"/>
<path d="M150 820 C 400 700, 800 940, 1050 760" stroke="#fff" stroke-opacity=".5" stroke-width="24" fill="none"/>
<text x="600" y="620" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
}

const CACHE = 'public, max-age=31536000, immutable';

export const cdnHandlers = [
  http.get('*/cdn/*', ({ request }) => {
    const name = new URL(request.url).pathname.split('/').pop() ?? 'image';
    if (name.endsWith('.mp4')) {
      return new HttpResponse(new Uint8Array(0), { headers: { 'content-type': 'video/mp4', 'cache-control': CACHE } });
    }
    return new HttpResponse(placeholderSvg(name), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': CACHE },
    });
  }),
];
