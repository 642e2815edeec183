// /review: the landing page of review links. The gate (docs/decisions/005-review-gate.md): only a
// review request (fera*, action/open=write_review…, a review token) gets the page; anything else
// is sent home. With the review widget configured (docs/decisions/090) the page holds its mount;
// without, or before the widget renders, the e-mail fallback.
import { redirect } from 'react-router';
import type { Route } from './+types/review';
import { isReviewRequest } from '~/lib/review/query';
import { reviewConfig } from '~/lib/review/config.server';
import { reviewSlotHtml } from '~/lib/review/section.server';
import * as styles from '~/components/review/review-page.css';

const FALLBACK =
  '<p>The review form loads here. If it does not appear, write to ' +
  '<a href="mailto:hello@sharkblades.ch?subject=Review">hello@sharkblades.ch</a> and we will publish your review.</p>';

export function loader({ request, url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  if (!isReviewRequest(search)) throw redirect('/', 302);
  const product = search.get('product') ?? search.get('handle');
  const config = reviewConfig(context.appEnv);
  return {
    product,
    widget: config
      ? reviewSlotHtml(request, url, config, product, FALLBACK, styles.widget)
      : `<div id="review-widget">${FALLBACK}</div>`,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Write a review | Sharkblades' },
  { name: 'robots', content: 'noindex' },
];

export default function Review({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1>Write a review</h1>
      <p>
        Thank you for taking the time to tell other players about your gear
        {loaderData.product ? ` (${loaderData.product})` : ''}.
      </p>
      <div dangerouslySetInnerHTML={{ __html: loaderData.widget }} />
    </section>
  );
}
