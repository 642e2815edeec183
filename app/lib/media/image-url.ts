// Shopify's image URL transforms: the CDN resizes an image by the `width` and `height` query
// parameters of its URL (Storefront's `url(transform:)` sets the same ones). Used on the server to
// make `srcset`s, so the browser picks the size it needs (docs/decisions/product-page.md, "Media").

/** The image's URL at `width` (and `height`, for a fixed crop). */
export function imageUrl(src: string, width: number, height?: number): string {
  try {
    const url = new URL(src);
    url.searchParams.set('width', String(width));
    if (height) url.searchParams.set('height', String(height));
    else url.searchParams.delete('height');
    return url.href;
  } catch {
    return src;
  }
}

/** A `srcset` of the image at each width (`ratio` = height / width for a fixed crop). */
export function srcSet(src: string, widths: readonly number[], ratio?: number): string {
  return widths.map((w) => `${imageUrl(src, w, ratio ? Math.round(w * ratio) : undefined)} ${w}w`).join(', ');
}

/** A fixed-size square thumbnail's `srcset` for 1x and 2x screens. */
export function thumbSrcSet(src: string, size: number): string {
  return `${imageUrl(src, size, size)} 1x, ${imageUrl(src, size * 2, size * 2)} 2x`;
}
