// The newsletter form as HTML (server only; the browser gets it in the page, not in its bundle).
// Without JavaScript it posts to /api/newsletter-signup with a honeypot field and a signed form
// token and comes back (303) to `redirectTo`, its own #id, with the message in the live region
// (aria-live, not role=status: the header's cart status stays the page's one status region).
import * as styles from '~/components/newsletter/newsletter.css';
import { HONEYPOT_FIELD } from './signup.server';
import { escapeHtml } from '~/lib/html';

export interface NewsletterFormProps {
  /** The form's id, also its anchor: 'newsletter' (footer) or 'newsletter-home'. */
  id: string;
  /** The reCAPTCHA script URL with `?render=<site key>`; absent when no site key is configured. */
  recaptcha?: string;
  token: string;
  redirectTo: string;
  result?: { message: string; error: boolean };
}

const escape = escapeHtml;

export function newsletterFormHtml({ id, recaptcha, token, redirectTo, result }: NewsletterFormProps): string {
  const field = `${escape(id)}-email`;
  return [
    `<form id="${escape(id)}" method="post" action="/api/newsletter-signup" class="${styles.form}" data-newsletter`,
    recaptcha ? ` data-recaptcha="${escape(recaptcha)}">` : '>',
    `<label for="${field}" class="${styles.label}">Get news from the ice: new blades, stories and events</label>`,
    `<div class="${styles.row}">`,
    `<input id="${field}" class="${styles.input}" type="email" name="email" autocomplete="email" required>`,
    `<button class="${styles.button}">Subscribe</button>`,
    `</div>`,
    `<label class="${styles.trap}" aria-hidden="true">Leave this field empty `,
    `<input name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label>`,
    `<input type="hidden" name="formToken" value="${escape(token)}">`,
    `<input type="hidden" name="redirectTo" value="${escape(redirectTo)}">`,
    `<p aria-live="polite" class="${styles.message}"${result ? ` data-error="${result.error}"` : ''}>`,
    result ? escape(result.message) : '',
    `</p></form>`,
  ].join('');
}
