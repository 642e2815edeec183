// The mock CDN's encoder: the art (./art.ts) rasterised by sharp into what Shopify's CDN sends a
// browser (docs/decisions/mock-upstreams.md): AVIF when the request accepts it, else WebP, else the uploaded
// file's own type (JPEG, PNG for a .png); a `format=` hint in the URL wins over Accept. Encoding
// costs CPU, so results stay in a bounded in-memory cache and encoders run at low effort.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { artSvg, type Transform } from './art';

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const CONTENT_TYPE: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Shopify's `format=` values (pjpg: progressive JPEG) and what each encodes to. */
const HINTS: Record<string, ImageFormat> = { jpg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/** What to send for an image file `name`, given the request's Accept header and `format=` hint. */
export function pickFormat(name: string, accept: string | null, hint?: string | null): ImageFormat {
  const asked = hint ? HINTS[hint.toLowerCase()] : undefined;
  if (asked) return asked;
  // The media types the client accepts (a `q=0` one it refuses).
  const accepted = new Set(
    (accept ?? '').split(',').flatMap((range) => {
      const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return q && Number(q.slice(2)) === 0 ? [] : [type];
    }),
  );
  const accepts = (type: string) => accepted.has(type);
  if (accepts('image/avif')) return 'avif';
  if (accepts('image/webp')) return 'webp';
  return /\.png$/i.test(name) ? 'png' : 'jpeg';
}

// Film grain: a small tile of soft noise laid over every photo (not the logo), so flat art reads as
// a photo.
const GRAIN = 64;
let grainTile: Promise<Buffer> | undefined;
const grain = () =>
  (grainTile ??= sharp({
    create: {
      width: GRAIN,
      height: GRAIN,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer());

async function encode(svg: string, photo: boolean, format: ImageFormat, progressive: boolean): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  const [width = 0, height = 0] = (/width="(\d+)" height="(\d+)"/.exec(svg) ?? []).slice(1).map(Number);
  if (photo && Math.min(width, height) >= GRAIN) {
    image.composite([{ input: await grain(), tile: true, blend: 'soft-light' }]);
  }
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 0 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 72, effort: 0 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 6, palette: true, effort: 1 }).toBuffer();
    default:
      return image.jpeg({ quality: 78, progressive }).toBuffer();
  }
}

// Encoded pictures by file, size and format: at most 64 MB, the e2e suite's working set.
const cache = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (b) => b.length });
const pending = new Map<string, Promise<Buffer>>();

export const rasterCache = { size: () => cache.size, clear: () => cache.clear() };

/** The picture `name` at the transform's size in `format`, encoded once while it stays cached. */
export function rasterImage(
  name: string,
  transform: Transform,
  natural: [number, number] | undefined,
  format: ImageFormat,
  progressive = false,
): Promise<Buffer> {
  const key = [name, transform.width, transform.height, transform.crop, natural?.join('x'), format, progressive].join(
    '|',
  );
  const hit = cache.get(key);
  if (hit) return Promise.resolve(hit);
  let job = pending.get(key);
  if (!job) {
    job = encode(artSvg(name, transform, natural), !/\.png$/i.test(name), format, progressive)
      .then((bytes) => {
        cache.set(key, bytes);
        return bytes;
      })
      .finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}
