// The consent bar's script, loaded on first use (./enhance): the footer's "Cookie settings" opens
// the bar in place; a choice is posted to /consent like a fetcher (no reload), then applied at
// once: withdrawn optional cookies and storage keys are deleted and their scripts stopped, newly
// allowed ones start (analytics 3000 ms after load at the earliest). A group the page's CSP does not
// let in yet (the visitor had declined it) needs a reload, which then happens. Analytics stops
// when the choice is sent, before the answer or a reload: its queue goes with it (issue 47).
import { decide, forbiddenCookies, type Choice, type Consent } from '~/lib/consent/model';
import { forget } from '~/lib/analytics/visitor';
import { start, stop } from '~/components/analytics/sender';

export { analytics } from '~/components/analytics/client';

interface Answer {
  consent: Consent;
  analytics?: { url: string; key: string };
  errors?: string[];
}

const bar = () => document.querySelector<HTMLElement>('[data-consent-bar]');

/** The sender's start, due 3000 ms after load at the earliest, until a withdrawal cancels it. */
let starting: ReturnType<typeof setTimeout> | undefined;

/** No analytics from now on: the pending start, the loader, the sender and its queue go. */
function stopAnalytics() {
  clearTimeout(starting);
  document.querySelector('[data-analytics]')?.remove();
  stop();
}

function open() {
  const section = bar();
  if (!section) return;
  section.hidden = false;
  const details = section.querySelector('details');
  if (details) details.open = true;
  section.querySelector<HTMLElement>('summary, button')?.focus();
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null | undefined) {
  const message = form.querySelector('[data-consent-message]');
  const body = new FormData(form, submitter as HTMLButtonElement | null);
  // A choice without analytics stops it now: nothing queued goes while the choice is saved.
  const choice = body.get('choice') as Choice;
  if (choice !== 'add' && !decide(choice, body.getAll('cookie').map(String)).includes('analytics')) stopAnalytics();
  let answer: Answer;
  try {
    const response = await fetch('/api/consent', { method: 'POST', body });
    answer = (await response.json()) as Answer;
  } catch {
    // The page's words for it are in the bar's HTML (no catalogue in the browser).
    const notSaved = (message as HTMLElement | null)?.dataset.notSaved ?? '';
    answer = { consent: { given: undefined, enabled: [] }, errors: [notSaved] };
  }
  if (answer.errors) {
    if (message) message.textContent = answer.errors[0] ?? '';
    return;
  }
  apply(answer);
}

function apply({ consent, analytics }: Answer) {
  const section = bar();
  const allowed = (section?.dataset.csp ?? '').split(' ');
  const enabled = consent.enabled;
  if (section?.dataset.page !== undefined) {
    // The settings page (no bar to close): back to where the visitor came from, like the form.
    return location.assign(section.querySelector<HTMLInputElement>('[name="redirectTo"]')?.value ?? '/');
  }
  if (section) {
    section.hidden = true;
    section.querySelector('details')?.removeAttribute('open');
    for (const box of section.querySelectorAll<HTMLInputElement>('input[name="cookie"]')) {
      box.checked = box.disabled || enabled.includes(box.value);
    }
  }
  forget(forbiddenCookies(enabled));
  dispatchEvent(new CustomEvent('consentchange', { detail: consent }));
  // Reviews: the server renders the widget's mount only with consent, and a loaded widget cannot be
  // taken back without one either.
  const reviews = enabled.includes('reviews')
    ? document.querySelector('[data-review-consent]')
    : document.querySelector('[data-review-widget]');
  if (!analytics) stopAnalytics();
  const needsReload = ['analytics', 'map'].some((id) => enabled.includes(id) && !allowed.includes(id)) || reviews;
  if (needsReload) return location.reload();
  if (analytics) {
    clearTimeout(starting);
    starting = setTimeout(() => start(analytics), Math.max(0, 3000 - performance.now()));
  }
}

/** A consent form was sent: the footer's (GET) opens the bar, the others post the choice. */
export function handle(event: SubmitEvent) {
  const form = (event.target as Element).closest<HTMLFormElement>('[data-consent]')!;
  if (form.method == 'post') return send(form, event.submitter);
  open();
}
