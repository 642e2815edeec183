// Product cards as the loaders hand them to the page: the "from" price formatted here, on the
// server, as the product page's prices already are. The browser then never formats money while it
// hydrates a listing: its first `Intl.NumberFormat` initialises ICU, a 15–40 ms task on this
// machine (×4 on Lighthouse's phone), the long task in the home page's hydration (decision 176).
import type { ProductCardFragment } from 'storefrontapi.generated';
import { formatMoney } from './money';

/** The cards ~/components/product/product-grid draws (its `ProductCard`). */
export function productCards(products: ProductCardFragment[]): (ProductCardFragment & { fromPrice: string })[] {
  return products.map((product) => ({ ...product, fromPrice: formatMoney(product.priceRange.minVariantPrice) }));
}
