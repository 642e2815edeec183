// The mock CDN (cdn.shopify.com): the seed's pictures at the size Shopify's image transforms give
// (`width`, `height`, `crop`), in the format the browser accepts (./raster.ts), and the seed video.
import { http, HttpResponse } from 'msw';
import { catalogueIndex } from '../storefront/catalogue-index';
import { CONTENT_TYPE, pickFormat, rasterImage } from './raster';

const size = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 5760 ? n : undefined;
};

const CACHE = 'public, max-age=31536000, immutable';

export const cdnHandlers = [
  http.get('*/cdn/*', async ({ request }) => {
    const url = new URL(request.url);
    const name = url.pathname.split('/').pop() ?? 'image';
    if (name.endsWith('.mp4')) {
      return new HttpResponse(new Uint8Array(0), { headers: { 'content-type': 'video/mp4', 'cache-control': CACHE } });
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
