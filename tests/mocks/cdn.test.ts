import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withCatalogue } from '../support/catalogue';
import { STORE } from '../support/env';
import { FEATURED_COUNT, LISTING_PAGE_SIZE, SHOP_COLLECTION } from '../../app/lib/listing/settings';
import { artSvg, pictureKey } from './cdn/art';
import { pickFormat } from './cdn/raster';
import { catalogueIndex } from './storefront/catalogue-index';
import { seed } from './storefront/seed';

const size = (svg: string) => /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number);

const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const get = (path: string, accept = CHROMIUM, headers: Record<string, string> = {}) =>
  fetch(`${STORE}${path}`, { headers: { accept, ...headers } });
const decoded = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('mock CDN art', () => {
  it('keeps the natural aspect ratio when scaled to a width or a height', () => {
    expect(size(artSvg('why-ocean-plastic.jpg', { width: 800 }, [1600, 900]))).toEqual([800, 450]);
    expect(size(artSvg('why-ocean-plastic.jpg', { height: 300 }, [1600, 900]))).toEqual([533, 300]);
    expect(size(artSvg('sharkblades-1.jpg', {}, [1200, 1200]))).toEqual([1200, 1200]);
  });

  it('never scales up, and fills the exact box with crop', () => {
    expect(size(artSvg('greenly-1.jpg', { width: 4000 }, [1200, 1200]))).toEqual([1200, 1200]);
    expect(size(artSvg('greenly-1.jpg', { width: 300, height: 200, crop: 'center' }, [1200, 1200]))).toEqual([
      300, 200,
    ]);
  });

  it('draws the product, not a label', () => {
    for (const name of ['sharkblades-1.jpg', 'oceanice-pro-2.jpg', 'black-ghost-1.jpg', 'rapperswil-jona-lido.jpg']) {
      const svg = artSvg(name);
      expect(svg).not.toContain('<text');
      expect(svg).toMatch(/<path /);
    }
  });
});

/** Each grid's first pictures (the cards'), as CDN file names: a collection in any order, home's featured ones. */
function grids() {
  const index = catalogueIndex();
  const file = (path: string) => path.replace(/^.*\/cdn\/shop\//, '');
  const cards = (handle: string) =>
    index.members(seed.collections.find((c) => c.handle === handle)!).map((p) => file(p.images[0]!.path));
  return {
    home: cards(SHOP_COLLECTION).slice(0, FEATURED_COUNT),
    collections: Object.fromEntries(seed.collections.map((c) => [c.handle, cards(c.handle)])),
    collectionCards: seed.collections.flatMap((c) => (c.image ? [file(c.image.path)] : [])),
  };
}

const repeats = (files: string[]) => {
  const seen = new Map<string, string>();
  return files.flatMap((name) => {
    const key = pictureKey(name);
    const first = seen.get(key);
    seen.set(key, name);
    return first ? [`${first} = ${name}`] : [];
  });
};

/** Two pictures' mean difference per channel (0–255) at 24×24 px: how far apart they look. */
async function thumbnails(files: string[]) {
  return Promise.all(
    files.map((name) =>
      sharp(Buffer.from(artSvg(name, { width: 24, height: 24, crop: 'center' })))
        .removeAlpha()
        .raw()
        .toBuffer(),
    ),
  );
}
const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

async function closestPair(files: string[]) {
  const pixels = await thumbnails(files);
  let closest = { distance: Infinity, pair: '' };
  for (let i = 0; i < files.length; i++) {
    for (let j = i + 1; j < files.length; j++) {
      const d = distance(pixels[i]!, pixels[j]!);
      if (d < closest.distance) closest = { distance: d, pair: `${files[i]} ~ ${files[j]}` };
    }
  }
  return closest;
}

// Distinct enough to tell apart at a glance (a picture beside itself: 0; two products of one kind
// in different series: colour, backdrop and angle apart).
const APART = 4;

for (const size of [5, 200]) {
  describe(`mock CDN pictures in a grid (${size} products)`, () => {
    withCatalogue({ size, seed: 1 });

    it('repeats no picture in a grid: home, the shop, any collection in any order, the collections', () => {
      const { home, collections, collectionCards } = grids();
      expect(home.length).toBe(Math.min(size, FEATURED_COUNT));
      expect(repeats(home)).toEqual([]);
      for (const [handle, cards] of Object.entries(collections)) expect(repeats(cards), handle).toEqual([]);
      expect(repeats(collectionCards)).toEqual([]);
    });

    it(
      "draws the home grid, the shop's first page and the collections grid visibly apart",
      { timeout: 60_000 },
      async () => {
        const { home, collections, collectionCards } = grids();
        const same = await closestPair([home[0]!, home[0]!]);
        expect(same.distance).toBe(0);
        for (const files of [home, collections[SHOP_COLLECTION]!.slice(0, LISTING_PAGE_SIZE), collectionCards]) {
          const closest = await closestPair(files);
          expect(closest.distance, closest.pair).toBeGreaterThan(APART);
        }
      },
    );
  });
}

describe('mock CDN formats', () => {
  it('picks AVIF, then WebP, then the uploaded type, from Accept; a format= hint wins', () => {
    expect(pickFormat('a.jpg', CHROMIUM)).toBe('avif');
    expect(pickFormat('a.jpg', 'image/webp,*/*')).toBe('webp');
    expect(pickFormat('a.jpg', 'image/avif;q=0, image/webp')).toBe('webp');
    expect(pickFormat('a.jpg', '*/*')).toBe('jpeg');
    expect(pickFormat('logo.png', null)).toBe('png');
    expect(pickFormat('a.jpg', CHROMIUM, 'jpg')).toBe('jpeg');
    expect(pickFormat('a.jpg', '*/*', 'webp')).toBe('webp');
    expect(pickFormat('a.jpg', CHROMIUM, 'nonsense')).toBe('avif');
  });

  it('answers a raster image in the negotiated format, varying on Accept, cached for a year', async () => {
    const cases: [string, string, string, string][] = [
      ['/cdn/shop/files/sharkblades-1.jpg?width=400', CHROMIUM, 'image/avif', 'heif'],
      ['/cdn/shop/files/sharkblades-1.jpg?width=400', 'image/webp,*/*', 'image/webp', 'webp'],
      ['/cdn/shop/files/sharkblades-1.jpg?width=400', '*/*', 'image/jpeg', 'jpeg'],
      ['/cdn/shop/files/logo.png?width=200', '*/*', 'image/png', 'png'],
      ['/cdn/shop/files/sharkblades-1.jpg?width=400&format=pjpg', CHROMIUM, 'image/jpeg', 'jpeg'],
    ];
    for (const [path, accept, type, format] of cases) {
      const response = await get(path, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await decoded(response)).format).toBe(format);
    }
  });

  it('sends the sizes Shopify transforms give: scaled down, never up, or cropped to the box', async () => {
    const sizeOf = async (path: string) => {
      const { width, height } = await decoded(await get(path, 'image/webp'));
      return [width, height];
    };
    expect(await sizeOf('/cdn/shop/files/sharkblades-1.jpg?width=300')).toEqual([300, 300]);
    expect(await sizeOf('/cdn/shop/files/sharkblades-1.jpg?width=4000')).toEqual([1200, 1200]);
    expect(await sizeOf('/cdn/shop/files/sharkblades-1.jpg?width=320&height=200&crop=center')).toEqual([320, 200]);
    expect(await sizeOf('/cdn/shop/collections/skate-blades.jpg?height=225')).toEqual([400, 225]);
  });
});

describe('mock CDN video', () => {
  const VIDEO = '/cdn/shop/videos/oceanice-pro-install.mp4';

  it('answers a short H.264 mp4 with its index up front, whole or in byte ranges', { timeout: 60_000 }, async () => {
    const whole = await get(VIDEO, '*/*');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(5_000);
    expect(bytes.length).toBeLessThanOrEqual(300_000);
    // faststart: the movie box (moov) comes before the media data (mdat).
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(bytes.includes('avc1')).toBe(true);

    const part = await get(VIDEO, '*/*', { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 100));

    const tail = await get(VIDEO, '*/*', { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));

    const open = await get(VIDEO, '*/*', { range: `bytes=${bytes.length - 5}-` });
    expect(open.headers.get('content-range')).toBe(`bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`);

    const past = await get(VIDEO, '*/*', { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });
});
