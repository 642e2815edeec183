// The consent bar as HTML (server only: its markup and text cost the first load no JavaScript).
// A real form posting to /consent (303 back to `redirectTo`); Manage is a <details>, so the
// per-cookie toggles open without JavaScript too. It is rendered on every page: shown while the
// visitor has not decided, hidden (for the footer's "Cookie settings") once they have. When
// analytics is allowed and configured, it also carries the sender's settings (the "loader").
import * as styles from '~/components/consent/consent.css';
import { escapeHtml as escape } from '~/lib/html';
import { allows, COOKIE_GROUPS, type Consent } from './model';

export interface ConsentBarProps {
  consent: Consent;
  redirectTo: string;
  analytics?: { url: string; key: string };
  /** The /consent page: in the page flow, settings open. */
  page?: boolean;
  /** Optional groups this response's CSP lets in (the script reloads to enable another). */
  csp?: string[];
}

function groupHtml(id: string, consent: Consent) {
  const group = COOKIE_GROUPS.find((g) => g.id === id)!;
  const field = `consent-${group.id}`;
  const on = group.necessary || allows(consent, group.id);
  return [
    `<label class="${styles.group}" for="${field}">`,
    `<input id="${field}" class="${styles.toggle}" type="checkbox" name="cookie" value="${group.id}"`,
    on ? ' checked' : '',
    group.necessary ? ' disabled aria-describedby="consent-locked"' : '',
    `><span class="${styles.groupName}">${escape(group.label)}</span>`,
    `<span class="${styles.groupPurpose}">${escape(group.purpose)}</span></label>`,
  ].join('');
}

export function consentBarHtml({ consent, redirectTo, analytics, page, csp = [] }: ConsentBarProps): string {
  const undecided = consent.given === undefined;
  const loader = analytics
    ? `<div hidden data-analytics="${escape(analytics.url)}" data-analytics-key="${escape(analytics.key)}"></div>`
    : '';
  return [
    `<section id="cookie-consent" class="${page ? `${styles.bar} ${styles.page}` : styles.bar}"`,
    ` aria-labelledby="cookie-consent-title" data-csp="${csp.join(' ')}" data-consent-bar${page ? ' data-page' : undecided ? '' : ' hidden'}>`,
    `<form method="post" action="/consent" class="${styles.form}" data-consent>`,
    `<div><h2 id="cookie-consent-title" class="${styles.title}">Cookies on Sharkblades</h2>`,
    `<p class="${styles.text}">We use necessary cookies to run the shop. With your consent we also count visits `,
    `and cart activity and show maps. You can change this any time under Cookie settings in the footer; `,
    `the Privacy Policy there says more.</p></div>`,
    `<div class="${styles.actions}">`,
    `<button class="${styles.primary}" name="choice" value="accept">Accept all</button>`,
    `<button class="${styles.secondary}" name="choice" value="decline">Decline</button></div>`,
    `<details class="${styles.manage}"${page ? ' open' : ''}>`,
    `<summary class="${styles.summary}">Manage cookies</summary>`,
    `<fieldset class="${styles.groups}"><legend class="${styles.legend}">Choose which cookies we may use</legend>`,
    COOKIE_GROUPS.map((g) => groupHtml(g.id, consent)).join(''),
    `<p id="consent-locked" class="${styles.text}">Necessary cookies are always on.</p></fieldset>`,
    `<button class="${styles.save}" name="choice" value="save">Save choices</button></details>`,
    `<input type="hidden" name="redirectTo" value="${escape(redirectTo)}">`,
    `<p class="${styles.text}" aria-live="polite" data-consent-message></p>`,
    `</form></section>`,
    loader,
  ].join('');
}
