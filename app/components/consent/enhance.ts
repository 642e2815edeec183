// All the first load gets for consent and analytics (docs/decisions/070, 071): one submit handler
// delegated from <body> that loads the consent script on the first use of a consent form (the bar,
// the footer's "Cookie settings", the map's button), and a 3000 ms timer (spec §9) that loads the analytics sender
// only when the server rendered its loader, i.e. the visitor consented. Everything else is one
// lazily loaded chunk (./consent-client, with the sender) that imports nothing dynamically.
import type { SyntheticEvent } from 'react';
import './consent.css';

const lazy = () => import('./consent-client');

export function enhanceConsent(event: SyntheticEvent) {
  const form = (event.target as Element).closest<HTMLFormElement>('[data-consent]');
  if (!form) return;
  event.preventDefault();
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  void lazy().then((client) => client.handle(form, submitter));
}

export function startAnalytics(body: HTMLElement | null) {
  if (body)
    setTimeout(() => body.querySelector('[data-analytics]') && lazy().then((client) => client.analytics()), 3e3);
}
