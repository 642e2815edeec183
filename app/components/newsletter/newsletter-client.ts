// The newsletter form with JavaScript, loaded on its first focus or submit (./enhance.ts):
// focus starts loading reCAPTCHA; submit gets a token, posts JSON to /api/newsletter-signup and
// shows the answer in the form's live region. It writes only the live region's text and the
// button's state; the form's handler hands it the page's words, the form carries its language.
import { isErrorMessage, type NewsletterClientWords } from '~/lib/newsletter/messages';
import { loadRecaptcha, recaptchaToken, RecaptchaError } from '~/lib/newsletter/recaptcha';

const busy = new WeakSet<HTMLFormElement>();

function setText(element: Element, text: string) {
  (element.firstChild ?? element.appendChild(document.createTextNode(''))).nodeValue = text;
}

async function send(form: HTMLFormElement, email: string, recaptchaToken: string, words: NewsletterClientWords) {
  const language = (form.elements.namedItem('language') as HTMLInputElement | null)?.value;
  try {
    const response = await fetch('/api/newsletter-signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, recaptchaToken, language }),
    });
    const body = (await response.json()) as { success?: unknown; message?: unknown };
    const success = body.success === true;
    const message = typeof body.message === 'string' && body.message ? body.message : undefined;
    return { success, message: message ?? (success ? words.subscribed : words.signupFailed) };
  } catch {
    return { success: false, message: words.network };
  }
}

async function submit(form: HTMLFormElement, words: NewsletterClientWords) {
  const input = form.elements.namedItem('email') as HTMLInputElement;
  const button = form.querySelector('button')!;
  const status = form.querySelector('[aria-live]')!;
  const show = (message: string, success: boolean) => {
    setText(status, message);
    status.setAttribute('data-error', String(isErrorMessage(message, success)));
  };
  busy.add(form);
  button.disabled = true;
  setText(button, words.subscribing);
  try {
    const email = input.value.trim();
    if (!/^\S+@\S+\.\S+$/.test(email)) return show(words.invalidEmail, false);
    let token: string;
    try {
      token = await recaptchaToken(form.dataset.recaptcha, words.recaptcha);
    } catch (error) {
      return show(error instanceof RecaptchaError ? error.message : words.recaptchaFailed, false);
    }
    const result = await send(form, email, token, words);
    if (result.success) input.value = '';
    show(result.message, result.success);
  } finally {
    busy.delete(form);
    button.disabled = false;
    setText(button, words.subscribe);
  }
}

export function enhance(form: HTMLFormElement, type: string, words: NewsletterClientWords) {
  if (type == 'submit') {
    if (!busy.has(form)) void submit(form, words);
  } else {
    // Warm up only: a failure is reported when the form is sent.
    loadRecaptcha(form.dataset.recaptcha, words.recaptcha).catch(() => {});
  }
}
