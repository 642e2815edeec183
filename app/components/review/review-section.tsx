// The review markup: the rating summary and the widget's mount, whose data-* attributes tell the
// lazily loaded widget loader what to load (and in which language). The widget writes into the
// mount: keyed by its product, React never reuses a mount for another one. Its words and links are
// the page's language's (section.server).
import type { ReactNode } from 'react';
import type { ProductReviewsProps, ReviewSlotProps, ShownRating } from '~/lib/review/section.server';
import type { Messages } from '~/lib/i18n/messages/types';
import * as styles from './review.css';

/** Where a review can be sent without the widget. */
export const REVIEW_EMAIL = 'hello@sharkblades.ch';

type SlotProps = ReviewSlotProps & { className: string; children: ReactNode };

/** A Fera-style container with the fallback inside until the widget renders. */
function ReviewWidget({ config, productId, locale, className, children }: SlotProps) {
  return (
    <div
      className={className}
      data-review-widget=""
      data-fera-container="product_reviews"
      data-product-id={productId ?? undefined}
      data-key={config.key}
      data-store={config.store}
      data-script={config.scriptUrl}
      data-locale={locale}
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
      <form method="post" action={props.consentPath} data-consent="" className={styles.consent}>
        <input type="hidden" name="choice" value="add" />
        <input type="hidden" name="cookie" value="reviews" />
        <input type="hidden" name="redirectTo" value={props.redirectTo} />
        <p>{props.words.consent}</p>
        <button>{props.words.allow}</button>
      </form>
    </div>
  );
}

interface SummaryProps {
  summary: ShownRating;
  words: Messages['review'];
}

/** "★★★★☆ Rated 4.7 out of 5 (3 reviews)": the section's summary, and the product title's. */
export function Summary({ summary, words }: SummaryProps) {
  // "Rated {average} out of 5", with the figure in bold wherever the language puts it.
  const [before = '', after = ''] = words.rated.split('{average}');
  return (
    <p className={styles.summary}>
      <span className={styles.stars} aria-hidden="true">
        {summary.stars}
      </span>{' '}
      <span>
        {before}
        <strong>{summary.average}</strong>
        {after} <span className={styles.count}>{summary.count}</span>
      </span>
    </p>
  );
}

/** The product page's review section. */
export function ProductReviews({ handle, summary, slot, writePath }: ProductReviewsProps) {
  const { words } = slot;
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        {words.title}
      </h2>
      {summary ? <Summary summary={summary} words={words} /> : null}
      <ReviewSlot key={handle} {...slot} className={styles.widget}>
        <p>
          {words.loadHere}{' '}
          <a className={styles.link} href={writePath}>
            {words.write}
          </a>
        </p>
      </ReviewSlot>
    </section>
  );
}

type EmailWords = Pick<Messages['review'], 'emailSubject' | 'published'>;

function ReviewByEmail({ lead, words }: { lead: string; words: EmailWords }) {
  const subject = encodeURIComponent(words.emailSubject);
  return (
    <p>
      {lead} <a href={`mailto:${REVIEW_EMAIL}?subject=${subject}`}>{REVIEW_EMAIL}</a> {words.published}
    </p>
  );
}

/**
 * /review's widget place: the slot with the e-mail as its fallback, or without a configuration the
 * e-mail alone, worded as the way to send a review (no form is coming).
 */
export function ReviewPageWidget({
  slot,
  className,
  words,
}: {
  slot: ReviewSlotProps | null;
  className: string;
  words: EmailWords & Pick<Messages['review'], 'widgetFallback' | 'byEmail'>;
}) {
  return slot ? (
    <ReviewSlot {...slot} className={className}>
      <ReviewByEmail lead={words.widgetFallback} words={words} />
    </ReviewSlot>
  ) : (
    <div id="review-widget">
      <ReviewByEmail lead={words.byEmail} words={words} />
    </div>
  );
}
