// What the cart page says once after a change made without JavaScript, read from its HTML: the
// alert region (refusals, warnings, notices) and the status line (what the change did).

/** The texts of the cart page's alert region. */
export const cartAlerts = (html: string) =>
  [...(/<div role="alert"[^>]*>(.*?)<\/div>/.exec(html)?.[1]?.matchAll(/<p>([^<]*)<\/p>/g) ?? [])].map((m) => m[1]);

/** The cart page's status line ("Added to cart"), or undefined; the header badge's is empty there. */
export const cartStatus = (html: string) => /<div role="status"[^>]*><p>([^<]*)<\/p><\/div>/.exec(html)?.[1];
