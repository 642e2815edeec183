// Product cards, from the shared ProductCard fragment (app/graphql/fragments.ts) as the loaders
// hand them over (~/lib/catalogue/product-cards.server), in rows without a lonely last card
// (~/lib/listing/grid, docs/decisions/listings.md): the columns for each width are set here from the
// number of cards, the width that picks them is the grid's own (a container query).
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { ProductCard } from '~/lib/catalogue/product-cards.server';
import { format } from '~/lib/i18n/format';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import { gridLayout } from '~/lib/listing/grid';
import { visuallyHidden } from '~/styles/ui.css';
import * as styles from './product-grid.css';

const WIDTHS = [
  ['s', 2],
  ['m', 3],
  ['l', 4],
] as const;

/** The grid's columns per width (CSS variables) and the widths at which the first card is large. */
function layoutOf(count: number) {
  const style: Record<string, number> = {};
  const feature: string[] = [];
  for (const [width, max] of WIDTHS) {
    const layout = gridLayout(count, max);
    style[`--cols-${width}`] = layout.columns;
    if (layout.feature) feature.push(width);
  }
  return { style: style as CSSProperties, feature: feature.join(' ') || undefined };
}

/**
 * "★★★★★ 4.7 (3)" under the title (docs/decisions/reviews.md); screen readers hear the product page's
 * words instead ("Rated 4.7 out of 5 (3 reviews)"). Everything is written on the server.
 */
function CardRating({ rating }: { rating: NonNullable<ProductCard['rating']> }) {
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">
        <span className={styles.stars}>{rating.stars}</span>
        {` ${rating.average} `}
        <span className={styles.ratingCount}>{`(${rating.count})`}</span>
      </span>
      <span className={visuallyHidden}>{rating.label}</span>
    </p>
  );
}

/**
 * Which cards' pictures load at once: `all` on the home page (spec §2: no lazy loading there), the
 * first row (four) on a listing, `none` where the grid starts below the first screen (the product's
 * kit, an article's products), so its pictures do not share a slow connection with the stylesheets
 * and the page's main picture.
 */
export type EagerCards = 'all' | 'first-row' | 'none';
const EAGER_COUNT: Record<EagerCards, number> = { all: Infinity, 'first-row': 4, none: 0 };

/** Product cards; `label` names the list (search results). A card of a named variant links to it. */
export function ProductGrid({
  products,
  eager = 'first-row',
  label,
}: {
  products: ProductCard[];
  eager?: EagerCards;
  label?: string;
}) {
  const words = useMessages().cards;
  const localePath = useLocalePath();
  const { style, feature } = layoutOf(products.length);
  return (
    <div className={styles.frame}>
      <ul className={styles.grid} style={style} data-feature={feature} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.card}>
            <Link to={product.variant?.to ?? localePath(`/shop/${product.handle}`)} className={styles.cardLink}>
              {product.featuredImage ? (
                <img
                  src={product.featuredImage.url}
                  alt={product.featuredImage.altText ?? ''}
                  width={600}
                  height={600}
                  loading={index < EAGER_COUNT[eager] ? 'eager' : 'lazy'}
                />
              ) : null}
              <h3>{product.variant ? `${product.title} · ${product.variant.label}` : product.title}</h3>
            </Link>
            {product.rating ? <CardRating rating={product.rating} /> : null}
            <p>{product.variant?.price ?? format(words.fromPrice, { price: product.fromPrice })}</p>
            {product.soldOut ? <p className={styles.soldOut}>{words.soldOut}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
