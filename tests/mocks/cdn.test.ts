import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STORE } from '../support/env';
import { artSvg } from './cdn/art';
import { pickFormat } from './cdn/raster';

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
