// What the page does for consent and analytics once hydrated (docs/decisions/consent-and-analytics.md), from the
// after-hydration chunk (~/lib/build/boot), so none of it is in the first load: a submit listener
// that loads the consent script on the first use of a consent form (the bar, the footer's "Cookie
// settings", the map's button), and a 3000 ms timer (spec §9) that loads the analytics sender only
// when the server rendered its loader, i.e. the visitor consented. Before this runs, a consent
// form posts the way it does without JavaScript (303 back). Everything else is one lazily loaded
// chunk (./consent-client, with the sender) that imports nothing dynamically.
const lazy = () => import('./consent-client');

export function wireConsent() {
  document.addEventListener('submit', (event) => {
    if (!(event.target as Element).closest('[data-consent]')) return;
    event.preventDefault();
    void lazy().then((client) => client.handle(event as SubmitEvent));
  });
  setTimeout(() => void (document.querySelector('[data-analytics]') && lazy().then((c) => c.analytics())), 3e3);
}
