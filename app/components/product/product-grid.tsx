import { Link } from 'react-router';
import { formatMoney, type Money } from '~/lib/catalogue/money';
import * as styles from './product-grid.css';

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    featuredImage {
      url(transform: { maxWidth: 600 })
      altText
    }
    variants(first: 1) {
      nodes {
        price {
          amount
          currencyCode
        }
        compareAtPrice {
          amount
          currencyCode
        }
      }
    }
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
  }
` as const;

export interface ProductCard {
  id: string;
  handle: string;
  title: string;
  featuredImage: { url: string; altText: string | null } | null;
  variants: { nodes: { price: Money; compareAtPrice: Money | null }[] };
  priceRange: { minVariantPrice: Money };
}

/** Product cards; `eager` turns lazy loading off (the home page, spec §2). */
export function ProductGrid({ products, eager = false }: { products: ProductCard[]; eager?: boolean }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.card}>
          <Link to={`/shop/${product.handle}`} prefetch="intent" className={styles.cardLink}>
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
          <p>From {formatMoney(product.priceRange.minVariantPrice)}</p>
        </li>
      ))}
    </ul>
  );
}
