// POST /language: the language switch's and the suggestion's form (issue 31, item 5). Remembers the
// choice in a cookie (read only for `/`) and answers 303 to the same page in that language, so the
// page, the cart and the country (cookies) are kept. A bad form is a 400 in the page's language.
import { data, redirect } from 'react-router';
import type { Route } from './+types/language';
import { applyLanguageChoice, LanguageChoice } from '~/lib/i18n/choice.server';
import { readForm } from '~/lib/http/body.server';

/** A GET (typed address, crawler) goes home instead of an error. */
export const loader = () => redirect('/', 303);

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readForm(request);
  const choice = LanguageChoice.safeParse(body ? Object.fromEntries(body) : null);
  if (!choice.success) return data({ errors: [context.messages.language.invalidChoice] }, { status: 400 });
  const { location, cookie } = applyLanguageChoice(request, choice.data);
  return redirect(location, { status: 303, headers: { 'Set-Cookie': cookie } });
}
