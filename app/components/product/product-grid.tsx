// Product cards, from the shared ProductCard fragment (app/graphql/fragments.ts).
import { Link } from 'react-router';
import type { ProductCardFragment } from 'storefrontapi.generated';
import * as styles from './product-grid.css';

/** A card's product with its lowest price formatted by the loader (`productCards`). */
export type ProductCard = ProductCardFragment & { fromPrice: string };

/** Product cards; `eager` turns lazy loading off (the home page, spec §2). */
export function ProductGrid({ products, eager = false }: { products: ProductCard[]; eager?: boolean }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.card}>
          <Link to={`/shop/${product.handle}`} className={styles.cardLink}>
            {product.featuredImage ? (
              <img
                src={product.featuredImage.url}
                alt={product.featuredImage.altText ?? ''}
                width={600}
                height={600}
                loading={eager ? 'eager' : 'lazy'}
              />
            ) : null}
            <h3>{product.title}</h3>
          </Link>
          <p>{`From ${product.fromPrice}`}</p>
        </li>
      ))}
    </ul>
  );
}
