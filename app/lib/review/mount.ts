// Finds the review widget's mounts on the current page (server-rendered only when the widget is
// configured and the visitor allowed review cookies, docs/decisions/reviews.md) and, when one nears the
// viewport, loads the widget into it. Called after hydration and after every client navigation.
import { loadWidget } from './widget-loader';

export function mountReviewWidgets() {
  for (const mount of document.querySelectorAll<HTMLElement>('[data-review-widget]:not([data-review-state])')) {
    mount.dataset.reviewState = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadWidget(mount);
      },
      { rootMargin: '200px' },
    );
    observer.observe(mount);
  }
}
