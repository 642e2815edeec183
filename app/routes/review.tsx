// /review: the landing page of review links. The gate (docs/decisions/reviews.md): only a
// review request (fera*, action/open=write_review…, a review token) gets the page; anything else
// is sent home. With the review widget configured (docs/decisions/reviews.md) the page holds its mount;
// without, or before the widget renders, the e-mail fallback. In the page's language, the
// widget's too (/fr/review).
import { redirect } from 'react-router';
import type { Route } from './+types/review';
import { pageTitle } from '~/lib/seo/meta';
import { format } from '~/lib/i18n/format';
import { isReviewRequest } from '~/lib/review/query';
import { reviewConfig } from '~/lib/review/config.server';
import { reviewSlot } from '~/lib/review/section.server';
import { ReviewPageWidget } from '~/components/review/review-section';
import * as styles from '~/components/review/review-page.css';

export function loader({ request, url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  if (!isReviewRequest(search)) throw redirect(context.localePath('/'), 302);
  const product = search.get('product') ?? search.get('handle');
  const config = reviewConfig(context.appEnv);
  const words = context.messages.review;
  const slot = config && reviewSlot(context, request, url, config, product);
  return {
    title: words.pageTitle,
    thanks: product ? format(words.thanksFor, { product }) : words.thanks,
    slot,
    // The words of the fallback only.
    words: {
      emailSubject: words.emailSubject,
      published: words.published,
      byEmail: words.byEmail,
      // "The review form loads here", only where a form is coming.
      widgetFallback: slot ? words.widgetFallback : '',
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.title ?? '') },
  { name: 'robots', content: 'noindex' },
];

export default function Review({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1>{loaderData.title}</h1>
      <p>{loaderData.thanks}</p>
      <div>
        <ReviewPageWidget slot={loaderData.slot} className={styles.widget} words={loaderData.words} />
      </div>
    </section>
  );
}
