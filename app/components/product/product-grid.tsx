// Product cards, from the shared ProductCard fragment (app/graphql/fragments.ts) as the loaders
// hand them over (~/lib/catalogue/product-cards.server).
import { Link } from 'react-router';
import type { ProductCard } from '~/lib/catalogue/product-cards.server';
import { format } from '~/lib/i18n/format';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import * as styles from './product-grid.css';

/** Product cards; `eager` turns lazy loading off (the home page, spec §2). */
export function ProductGrid({ products, eager = false }: { products: ProductCard[]; eager?: boolean }) {
  const words = useMessages().cards;
  const localePath = useLocalePath();
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.card}>
          <Link to={localePath(`/shop/${product.handle}`)} className={styles.cardLink}>
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
          <p>{format(words.fromPrice, { price: product.fromPrice })}</p>
          {product.soldOut ? <p className={styles.soldOut}>{words.soldOut}</p> : null}
        </li>
      ))}
    </ul>
  );
}
