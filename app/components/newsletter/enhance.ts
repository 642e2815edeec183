// The newsletter form (./newsletter-form.tsx) works without JavaScript. This one handler, on the
// form's focus and submit, is all the browser gets up front: the first focus or submit loads
// ./newsletter-client (reCAPTCHA, JSON post,
// messages). Should that fail to load, a submit goes the way it goes without JavaScript.
import type { SyntheticEvent } from 'react';
import type { NewsletterClientWords } from '~/lib/newsletter/messages';
import './newsletter.css';

export function enhanceNewsletter(event: SyntheticEvent<HTMLFormElement>, words: NewsletterClientWords) {
  const form = event.currentTarget;
  event.preventDefault();
  import('./newsletter-client').then(
    (client) => client.enhance(form, event.type, words),
    () => event.type == 'submit' && form.submit(),
  );
}
