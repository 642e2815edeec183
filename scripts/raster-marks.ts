// `npm run marks`: draws the shop's small SVG artwork as raster images, once, in Chromium
// (docs/decisions/look-and-layout.md). A page's SVG image (a file or a data: URL) is a whole SVG document that
// Chrome builds on the main thread, with style, layout and font lookups for its text: 10–40 ms
// each on a phone-class CPU, inside the first frame for a data: URL in the stylesheet. A raster
// image is decoded off the main thread. So the sources stay SVG (design/) and pages get WebP:
// - the payment marks, public/pay/<method>.webp (`paymentMarkFile`): PAYMENT_MARK_SIZE at
//   PAYMENT_MARK_SCALE;
// - the interface icons (search lens, select chevron), data: URLs in app/styles/raster-icons.ts;
// - the site icons from public/favicon.svg (docs/decisions/seo.md): favicon.ico (16, 32 and 48 px
//   PNGs), apple-touch-icon.png (180 px) and the web app manifest's icons/icon-{192,512}.png, all
//   on the mark's own colour to the edge (no transparent corners for a phone's mask to show); and
//   the share image of pages without one, social-card.png (1200 × 630, design/social/).
// Text in the marks is drawn with this machine's fonts, so every visitor sees the same marks.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PAYMENT_MARK_SCALE, PAYMENT_MARK_SIZE, PAYMENT_METHODS, paymentMarkFile } from '~/lib/checkout/payments';

const ICONS = 'app/styles/raster-icons.ts';
// Icons are drawn at this multiple of their CSS size: sharp on 3× phone screens.
const ICON_SCALE = 3;
const ICON_SOURCES = {
  SEARCH_LENS: { file: 'design/icons/search-lens.svg', size: [18, 18] },
  SELECT_CHEVRON: { file: 'design/icons/select-chevron.svg', size: [12, 8] },
} as const;

const svgUrl = (file: string) => `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;

interface Drawing {
  width: number;
  height: number;
  // Each image's data: URL and where it goes on the canvas, in canvas pixels.
  parts: { url: string; x: number; y: number; width: number; height: number }[];
}

/** The drawing in `type` as Chromium's canvas encodes it. */
async function encode(page: Page, drawing: Drawing, type: 'image/webp' | 'image/png', quality = 1): Promise<Buffer> {
  const url = await page.evaluate(
    async ({ width, height, parts, type, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      for (const part of parts) {
        const image = new Image();
        image.src = part.url;
        await image.decode();
        context.drawImage(image, part.x, part.y, part.width, part.height);
      }
      return canvas.toDataURL(type, quality);
    },
    { ...drawing, type, quality },
  );
  if (!url.startsWith(`data:${type};`)) throw new Error(`This Chromium cannot encode ${type}.`);
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/**
 * The drawing as WebP, without the colour profile Chrome writes into it (~470 B of sRGB, the
 * default anyway). `quality` 1 is lossless: the icons' thin lines; the marks are lossy at 0.9, about
 * half the bytes, with no visible change at their size.
 */
async function webp(page: Page, drawing: Drawing, quality: number): Promise<Buffer> {
  return withoutMetadata(await encode(page, drawing, 'image/webp', quality));
}

/** An .ico file holding PNG images (each entry: its size in px, 256 written as 0, and its bytes). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

// The mark's own colour under it, so its rounded corners are filled.
const FAVICON = 'public/favicon.svg';
const markBackground = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(readFileSync(FAVICON, 'utf8'))![1]!;
const solid = (colour: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="${colour}"/></svg>`).toString('base64')}`;

/** The favicon's mark, `size` px square, on its colour to the edge, as PNG. */
function siteIcon(page: Page, size: number): Promise<Buffer> {
  const whole = { x: 0, y: 0, width: size, height: size };
  return encode(
    page,
    {
      width: size,
      height: size,
      parts: [
        { url: solid(markBackground), ...whole },
        { url: svgUrl(FAVICON), ...whole },
      ],
    },
    'image/png',
  );
}

// RIFF chunks of a WebP file: a four-letter type, a little-endian size, the data, padded to even.
function withoutMetadata(file: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 12; at < file.length;) {
    const size = file.readUInt32LE(at + 4);
    const chunk = Buffer.from(file.subarray(at, at + 8 + size + (size % 2)));
    const type = chunk.toString('latin1', 0, 4);
    if (type === 'VP8X') chunk[8] = chunk[8]! & ~(0x20 | 0x08 | 0x04); // no ICC, EXIF or XMP
    if (type !== 'ICCP' && type !== 'EXIF' && type !== 'XMP ') chunks.push(chunk);
    at += chunk.length;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const width = PAYMENT_MARK_SIZE.width * PAYMENT_MARK_SCALE;
  const height = PAYMENT_MARK_SIZE.height * PAYMENT_MARK_SCALE;
  for (const method of PAYMENT_METHODS) {
    const url = svgUrl(`design/payment-marks/${method}.svg`);
    const mark = await webp(page, { width, height, parts: [{ url, x: 0, y: 0, width, height }] }, 0.9);
    writeFileSync(`public${paymentMarkFile(method)}`, mark);
    console.log(`public${paymentMarkFile(method)}: ${mark.length} B`);
  }

  const lines = [
    '// Made by `npm run marks` (scripts/raster-marks.ts) from design/icons/*.svg: do not edit.',
    `// Lossless WebP at ${ICON_SCALE}× the CSS size: a raster data: URL costs the first frame no SVG document.`,
  ];
  for (const [name, { file, size }] of Object.entries(ICON_SOURCES)) {
    const [width, height] = size.map((n) => n * ICON_SCALE) as [number, number];
    const icon = await webp(page, { width, height, parts: [{ url: svgUrl(file), x: 0, y: 0, width, height }] }, 1);
    lines.push(`export const ${name} =\n  'data:image/webp;base64,${icon.toString('base64')}';`);
    console.log(`${ICONS} ${name}: ${icon.length} B`);
  }
  writeFileSync(ICONS, lines.join('\n') + '\n');

  const favicon = ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await siteIcon(page, size) }))));
  const files: [string, Buffer][] = [
    ['public/favicon.ico', favicon],
    ['public/apple-touch-icon.png', await siteIcon(page, 180)],
    ['public/icons/icon-192.png', await siteIcon(page, 192)],
    ['public/icons/icon-512.png', await siteIcon(page, 512)],
    [
      'public/social-card.png',
      await encode(
        page,
        {
          width: 1200,
          height: 630,
          parts: [{ url: svgUrl('design/social/social-card.svg'), x: 0, y: 0, width: 1200, height: 630 }],
        },
        'image/png',
      ),
    ],
  ];
  mkdirSync('public/icons', { recursive: true });
  for (const [file, bytes] of files) {
    writeFileSync(file, bytes);
    console.log(`${file}: ${bytes.length} B`);
  }
} finally {
  await browser.close();
}
