// The review markup, made on the server (like the newsletter form) so it costs the product page's
// first-load JavaScript nothing: the rating summary (visible without JavaScript) and the widget's
// mount, whose data-* attributes tell the lazily loaded widget loader what to load. Without a
// configuration there is no mount, so no script and no request (spec §1).
import type { WithCache } from '@shopify/hydrogen';
import type { AppEnv } from '~/lib/context/env.server';
import * as styles from '~/components/review/review.css';
import { reviewConfig, type ReviewConfig } from './config.server';
import { ratingSummary, type RatingSummary } from './summary.server';

import { escapeHtml as escape } from '~/lib/html';
import { allows } from '~/lib/consent/model';
import { requestConsent } from '~/lib/consent/consent.server';

/** The widget's mount: a Fera-style container with the fallback inside until the widget renders. */
export function reviewWidgetHtml(
  config: ReviewConfig,
  productId: string | null,
  fallback: string,
  className: string = styles.widget,
) {
  const attributes = [
    `class="${className}"`,
    'data-review-widget',
    'data-fera-container="product_reviews"',
    productId ? `data-product-id="${escape(productId)}"` : '',
    `data-key="${escape(config.key)}"`,
    `data-store="${escape(config.store)}"`,
    `data-script="${escape(config.scriptUrl)}"`,
  ].filter(Boolean);
  return `<div ${attributes.join(' ')}>${fallback}</div>`;
}

/**
 * The widget's place on a page: its mount when the visitor allowed review cookies (the consent
 * gate, docs/decisions/070), else the fallback with a form that gives that consent (a 303 back
 * without JavaScript; with it the consent script posts it and reloads the page into the widget).
 * Without consent there is no mount, so the widget's script is never requested.
 */
export function reviewSlotHtml(
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
  config: ReviewConfig,
  productId: string | null,
  fallback: string,
  className: string = styles.widget,
) {
  if (allows(requestConsent(request), 'reviews')) return reviewWidgetHtml(config, productId, fallback, className);
  return (
    `<div class="${className}" data-review-consent>${fallback}` +
    `<form method="post" action="/consent" data-consent class="${styles.consent}">` +
    `<input type="hidden" name="choice" value="add"><input type="hidden" name="cookie" value="reviews">` +
    `<input type="hidden" name="redirectTo" value="${escape(url.pathname + url.search)}">` +
    `<p>Reviews come from our review service and are shown only with your consent.</p>` +
    `<button>Allow review cookies and show reviews</button></form></div>`
  );
}

export function summaryHtml(summary: RatingSummary) {
  const average = summary.average.toFixed(1);
  const full = Math.round(summary.average);
  const count = `${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}`;
  return (
    `<p class="${styles.summary}"><span class="${styles.stars}" aria-hidden="true">` +
    `${'★'.repeat(full)}${'☆'.repeat(5 - full)}</span> <span>Rated <strong>${average}</strong> out of 5 ` +
    `<span class="${styles.count}">(${count})</span></span></p>`
  );
}

/** The product page's review section, or null when reviews are not configured. */
export async function productReviewsHtml(
  context: { appEnv: AppEnv; withCache: WithCache },
  request: Request,
  url: Pick<URL, 'pathname' | 'search'>,
  handle: string,
): Promise<string | null> {
  const config = reviewConfig(context.appEnv);
  if (!config) return null;
  const summary = await ratingSummary(config, handle, context.withCache);
  const write = `/review?action=write_review&product=${encodeURIComponent(handle)}`;
  const fallback = `<p>Reviews load here. <a class="${styles.link}" href="${escape(write)}">Write a review</a></p>`;
  return (
    `<section id="reviews" class="${styles.section}" aria-labelledby="reviews-title">` +
    `<h2 id="reviews-title" class="${styles.title}">Reviews</h2>` +
    (summary ? summaryHtml(summary) : '') +
    reviewSlotHtml(request, url, config, handle, fallback) +
    `</section>`
  );
}
