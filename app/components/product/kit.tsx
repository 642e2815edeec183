// "Complete the kit" (docs/decisions/product-page.md): the listing's cards in the listing's markup, styled by
// ./product.css.ts (`kit`), so the grid's own stylesheet stays off the product page.
import { Link } from 'react-router';
import type { ProductCard } from '~/lib/catalogue/product-cards.server';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import * as styles from './product.css';

export interface KitProps {
  products: ProductCard[];
  title: string;
  words: Messages['cards'];
  localePath: (path: string) => string;
}

export function Kit({ products, title, words, localePath }: KitProps) {
  return (
    <section className={styles.kit} aria-labelledby="kit-title">
      <h2 id="kit-title">{title}</h2>
      <div>
        <ul>
          {products.map((product) => (
            <li key={product.id}>
              <Link to={localePath(`/shop/${product.handle}`)}>
                {product.featuredImage ? (
                  <img
                    src={product.featuredImage.url}
                    alt={product.featuredImage.altText ?? ''}
                    width={600}
                    height={600}
                    loading="lazy"
                  />
                ) : null}
                <h3>{product.title}</h3>
              </Link>
              {product.rating ? (
                <p>
                  <span aria-hidden="true">
                    <span>{product.rating.stars}</span>
                    {` ${product.rating.average} `}
                    <span>{`(${product.rating.count})`}</span>
                  </span>
                  <span>{product.rating.label}</span>
                </p>
              ) : null}
              <p>{format(words.fromPrice, { price: product.fromPrice })}</p>
              {product.soldOut ? <p>{words.soldOut}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
