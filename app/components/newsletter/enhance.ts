// Every newsletter form (footer, home page) is HTML made on the server
// (./newsletter-form.server.tsx): it works without JavaScript and its markup costs the
// first load nothing. This one handler, delegated from <body>, is all the browser gets up front:
// the first focus or submit inside such a form loads ./newsletter-client (reCAPTCHA, JSON post,
// messages). Should that fail to load, a submit goes the way it goes without JavaScript.
import type { SyntheticEvent } from 'react';
import './newsletter.css';

export function enhanceNewsletter(event: SyntheticEvent) {
  const form = (event.target as Element).closest<HTMLFormElement>('[data-newsletter]');
  if (!form) return;
  event.preventDefault();
  import('./newsletter-client').then(
    (client) => client.enhance(form, event.type),
    () => event.type == 'submit' && form.submit(),
  );
}
