// The newsletter form. Without JavaScript it posts to /api/newsletter-signup with a honeypot field and a
// signed form token and comes back (303) to `redirectTo`, its own #id, with the message in the live
// region (aria-live, not role=status: the header's cart status stays the page's one status region).
// The hidden inputs keep their attributes in the order type, name, value: the page cache rewrites
// them by that pattern (~/lib/edge-cache/visitor-fields.server). In the page's language: its words,
// the words its script shows (handed to it by the handler) and a `language` field the endpoint
// answers in. Its first focus or submit loads the script (./enhance.ts).
import type { SyntheticEvent } from 'react';
import type { NewsletterFormProps } from '~/lib/newsletter/shell.server';
import { HONEYPOT_FIELD } from '~/lib/newsletter/messages';
import { enhanceNewsletter } from './enhance';
import * as styles from './newsletter.css';

export function NewsletterForm({ id, recaptcha, token, redirectTo, result, words, language }: NewsletterFormProps) {
  const field = `${id}-email`;
  const enhance = (event: SyntheticEvent<HTMLFormElement>) => enhanceNewsletter(event, words);
  return (
    <form
      id={id}
      method="post"
      action="/api/newsletter-signup"
      className={styles.form}
      data-newsletter=""
      data-recaptcha={recaptcha}
      onFocus={enhance}
      onSubmit={enhance}
    >
      <label htmlFor={field} className={styles.label}>
        {words.label}
      </label>
      <div className={styles.row}>
        <input
          id={field}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={words.placeholder}
        />
        <button className={styles.button}>{words.subscribe}</button>
      </div>
      {/* aria-hidden on the wrapper: a label that holds its field may not carry it (W3C checker). */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{words.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="formToken" value={token} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="language" value={language} />
      <p aria-live="polite" className={styles.message} data-error={result ? String(result.error) : undefined}>
        {result?.message}
      </p>
    </form>
  );
}
