// Product data for 'Product Added', read from the product page's JSON-LD (the page already states
// name, SKU, price and currency for search engines; no second copy in the bundle).
export function productContext(): Record<string, unknown> {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as {
        '@type'?: string;
        name?: string;
        productID?: string;
        sku?: string;
        offers?: { price?: string | number; priceCurrency?: string; sku?: string }[];
      };
      if (data['@type'] != 'Product') continue;
      const offer = data.offers?.[0];
      return {
        name: data.name,
        product_id: data.productID ?? data.sku,
        sku: offer?.sku ?? data.sku,
        price: offer?.price !== undefined ? Number(offer.price) : undefined,
        currency: offer?.priceCurrency,
      };
    } catch {
      // Not ours, or broken: look at the next one.
    }
  }
  return { name: document.querySelector('h1')?.textContent ?? undefined };
}
