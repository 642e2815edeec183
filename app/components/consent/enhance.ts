// All the first load gets for consent and analytics (docs/decisions/070, 071): one submit handler
// delegated from <body> that loads the consent script on the first use of a consent form (the bar,
// the footer's "Cookie settings", the map's button), and a 3000 ms timer (spec §9) that loads the analytics sender
// only when the server rendered its loader, i.e. the visitor consented. Everything else is one
// lazily loaded chunk (./consent-client, with the sender) that imports nothing dynamically.
import type { SyntheticEvent } from 'react';
import './consent.css';

const lazy = () => import('./consent-client');

export function enhanceConsent(event: SyntheticEvent) {
  if (!(event.target as Element).closest('[data-consent]')) return;
  event.preventDefault();
  void lazy().then((client) => client.handle(event.nativeEvent as SubmitEvent));
}

export function startAnalytics(body: HTMLElement | null) {
  if (body) setTimeout(() => void (body.querySelector('[data-analytics]') && lazy().then((c) => c.analytics())), 3e3);
}
