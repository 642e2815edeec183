// The mock CDN (cdn.shopify.com): the seed's pictures at the size Shopify's image transforms give
// (`width`, `height`, `crop`), in the format the browser accepts (./raster.ts), and the seed video
// (./video.ts), in byte ranges as a CDN serves it to a <video>.
import { http, HttpResponse } from 'msw';
import { catalogueIndex } from '../storefront/catalogue-index';
import { CONTENT_TYPE, pickFormat, rasterImage } from './raster';
import { rangeOf, videoBytes } from './video';

const size = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 5760 ? n : undefined;
};

const CACHE = 'public, max-age=31536000, immutable';

export const cdnHandlers = [
  http.get('*/cdn/*', async ({ request }) => {
    const url = new URL(request.url);
    // The file under the shop's folder (`files/…`, `collections/…`, `articles/…`, `videos/…`).
    const name = url.pathname.replace(/^.*?\/cdn\/shop\//, '');
    if (name.endsWith('.mp4')) {
      const bytes = await videoBytes(name);
      const headers = { 'content-type': 'video/mp4', 'cache-control': CACHE, 'accept-ranges': 'bytes' };
      const range = rangeOf(request.headers.get('range'), bytes.length);
      if (range === 'unsatisfiable') {
        return new HttpResponse(null, {
          status: 416,
          headers: { ...headers, 'content-range': `bytes */${bytes.length}` },
        });
      }
      const { start, end } = range ?? { start: 0, end: bytes.length - 1 };
      return new HttpResponse(new Uint8Array(bytes.subarray(start, end + 1)), {
        status: range ? 206 : 200,
        headers: {
          ...headers,
          'content-length': String(end - start + 1),
          ...(range ? { 'content-range': `bytes ${start}-${end}/${bytes.length}` } : {}),
        },
      });
    }
    const transform = {
      width: size(url.searchParams.get('width')),
      height: size(url.searchParams.get('height')),
      crop: url.searchParams.get('crop') ?? undefined,
    };
    const hint = url.searchParams.get('format');
    const format = pickFormat(name, request.headers.get('accept'), hint);
    const bytes = await rasterImage(
      name,
      transform,
      catalogueIndex().imageSize.get(url.pathname),
      format,
      hint?.toLowerCase() === 'pjpg',
    );
    return new HttpResponse(new Uint8Array(bytes), {
      headers: {
        'content-type': CONTENT_TYPE[format],
        'content-length': String(bytes.length),
        'cache-control': CACHE,
        // The answer depends on what the browser accepts: a shared cache keys on it.
        vary: 'Accept',
      },
    });
  }),
];
