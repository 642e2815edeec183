// The review markup, rendered to static HTML on the server so it costs the product page's
// first-load JavaScript nothing: the rating summary and the widget's mount, whose data-* attributes
// tell the lazily loaded widget loader what to load. Never hydrated: the widget writes into the
// mount, which React must not take back (./review-section.tsx, ~/components/island).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RatingSummary } from '~/lib/review/summary.server';
import type { ProductReviewsProps, ReviewSlotProps } from '~/lib/review/section.server';
import { REVIEW_EMAIL, REVIEW_PAGE } from '~/lib/review/messages';
import * as styles from './review.css';

type SlotProps = ReviewSlotProps & { className: string; children: ReactNode };

/** A Fera-style container with the fallback inside until the widget renders. */
function ReviewWidget({ config, productId, className, children }: SlotProps) {
  return (
    <div
      className={className}
      data-review-widget=""
      data-fera-container="product_reviews"
      data-product-id={productId ?? undefined}
      data-key={config.key}
      data-store={config.store}
      data-script={config.scriptUrl}
    >
      {children}
    </div>
  );
}

/**
 * The mount, or without consent the fallback with a form that gives it (a 303 back without
 * JavaScript; with it the consent script posts it and reloads the page into the widget). Without
 * consent there is no mount, so the widget's script is never requested.
 */
function ReviewSlot(props: SlotProps) {
  if (props.consented) return <ReviewWidget {...props} />;
  return (
    <div className={props.className} data-review-consent="">
      {props.children}
      <form method="post" action="/consent" data-consent="" className={styles.consent}>
        <input type="hidden" name="choice" value="add" />
        <input type="hidden" name="cookie" value="reviews" />
        <input type="hidden" name="redirectTo" value={props.redirectTo} />
        <p>Reviews come from our review service and are shown only with your consent.</p>
        <button>Allow review cookies and show reviews</button>
      </form>
    </div>
  );
}

function Summary({ summary }: { summary: RatingSummary }) {
  const full = Math.round(summary.average);
  return (
    <p className={styles.summary}>
      <span className={styles.stars} aria-hidden="true">
        {'★'.repeat(full) + '☆'.repeat(5 - full)}
      </span>{' '}
      <span>
        Rated <strong>{summary.average.toFixed(1)}</strong> out of 5{' '}
        <span className={styles.count}>{`(${summary.count} ${summary.count === 1 ? 'review' : 'reviews'})`}</span>
      </span>
    </p>
  );
}

/** The product page's review section. */
export function productReviewsHtml({ handle, summary, slot }: ProductReviewsProps) {
  const write = `/review?action=write_review&product=${encodeURIComponent(handle)}`;
  return renderToStaticMarkup(
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        Reviews
      </h2>
      {summary ? <Summary summary={summary} /> : null}
      <ReviewSlot {...slot} className={styles.widget}>
        <p>
          Reviews load here.{' '}
          <a className={styles.link} href={write}>
            Write a review
          </a>
        </p>
      </ReviewSlot>
    </section>,
  );
}

function ReviewByEmail({ lead }: { lead: string }) {
  return (
    <p>
      {lead} <a href={`mailto:${REVIEW_EMAIL}?subject=Review`}>{REVIEW_EMAIL}</a> {REVIEW_PAGE.published}
    </p>
  );
}

/**
 * /review's widget place: the slot with the e-mail as its fallback, or without a configuration the
 * e-mail alone, worded as the way to send a review (no form is coming).
 */
export function reviewPageWidgetHtml(slot: ReviewSlotProps | null, className: string) {
  return renderToStaticMarkup(
    slot ? (
      <ReviewSlot {...slot} className={className}>
        <ReviewByEmail lead={REVIEW_PAGE.widgetFallback} />
      </ReviewSlot>
    ) : (
      <div id="review-widget">
        <ReviewByEmail lead={REVIEW_PAGE.byEmail} />
      </div>
    ),
  );
}
