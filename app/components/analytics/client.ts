// Called 3000 ms after load (~/components/consent/enhance) when the server rendered the analytics
// loader, which it does only with the visitor's consent: start sending with its settings.
import { start } from './sender';

export function analytics() {
  const loader = document.querySelector<HTMLElement>('[data-analytics]');
  if (loader?.dataset.analytics && loader.dataset.analyticsKey) {
    start({ url: loader.dataset.analytics, key: loader.dataset.analyticsKey });
  }
}
