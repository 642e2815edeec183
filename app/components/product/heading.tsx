// The buy box's heading: the brand, the title, when the product has reviews its rating summary (the review section's own,
// docs/decisions/reviews.md) as a link down to the reviews, and the variant's price.
import { Summary } from '~/components/review/review-section';
import type { ProductReviewsProps } from '~/lib/review/section.server';
import * as styles from './product.css';

export interface HeadingProps {
  vendor: string;
  title: string;
  /** The review section, or null when reviews are off; no summary without reviews. */
  reviews: ProductReviewsProps | null;
  /** The variant's price, formatted; compareAt only when it is higher. */
  price: { formatted: string; compareAt: string | null } | null;
  /** The struck-through price's name for screen readers. */
  regularPrice: string;
}

export function ProductHeading({ vendor, title, reviews, price, regularPrice }: HeadingProps) {
  const summary = reviews?.summary;
  return (
    <>
      <p>{vendor}</p>
      <h1>{title}</h1>
      {reviews && summary ? (
        <a href="#reviews" className={styles.rating}>
          <Summary summary={summary} words={reviews.slot.words} />
        </a>
      ) : null}
      {price ? (
        <p className={styles.price}>
          <span>{price.formatted}</span>
          {price.compareAt ? <s aria-label={regularPrice}>{price.compareAt}</s> : null}
        </p>
      ) : null}
    </>
  );
}
