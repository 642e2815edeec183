// Which pages show reviews (docs/decisions/reviews.md): the routes marked `review` in app/route-table.ts
// (product pages and /review). Shared by the CSP (the widget's hosts are allowed only there) and the
// server code that renders the mount.
import { routeAt } from '~/route-table';

export const isReviewPage = (pathname: string) => routeAt(pathname)?.review === true;

/** The review theme's primary colour (spec §9). */
export const REVIEW_PRIMARY_COLOUR = '#02f900';
/** Widget init is polled up to 50 times, 100 ms apart (spec §9). */
export const REVIEW_POLL_TRIES = 50;
export const REVIEW_POLL_MS = 100;
