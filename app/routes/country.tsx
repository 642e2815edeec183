// POST /country: the footer selector's form. Validates the code against the shop's countries,
// sets shopify_country / shopify_currency, moves the cart, and answers 303 back to the page
// (or JSON to the selector's script, which reloads the page itself). A cart that cannot follow (a
// refusal, an outage) keeps its market: the new country stands, with a warning (spec §8). In every
// language (`/fr/country`): its messages, and back to the page in its language.
import { data, redirect } from 'react-router';
import * as z from 'zod/mini';
import type { Route } from './+types/country';
import {
  chosenCountry,
  CountryCodeSchema,
  moveCart,
  rememberNotMoved,
  rememberNotUpdated,
} from '~/lib/country/change.server';
import { countryCookies } from '~/lib/country/market.server';
import { firstFields, readForm } from '~/lib/http/body.server';
import { safeRedirectPath } from '~/lib/http/safe-redirect';

const CountryFormSchema = z.object({ country: CountryCodeSchema, redirectTo: z.optional(z.string()) });

/** A GET (typed address, crawler) goes home instead of an error. */
export const loader = ({ context }: Route.LoaderArgs) => redirect(context.localePath('/'), 303);

export async function action({ request, url, context }: Route.ActionArgs) {
  const body = await readForm(request);
  const form = CountryFormSchema.safeParse(body ? firstFields(body) : null);
  const country = form.success ? chosenCountry(context.market.countries, form.data.country) : undefined;
  if (!form.success || !country) return data({ errors: [context.messages.countryChange.unsupported] }, { status: 400 });

  const { notMoved, moved } = await moveCart(context.cart, country, context.log);
  rememberNotMoved(context.flash, notMoved);
  if (!moved) rememberNotUpdated(context, country);
  const headers = new Headers();
  for (const cookie of countryCookies(request, country)) headers.append('Set-Cookie', cookie);

  if (request.headers.get('Accept')?.includes('application/json')) {
    return data({ country: country.code, currency: country.currency, notMoved }, { headers });
  }
  return redirect(safeRedirectPath(form.data.redirectTo, refererPath(request, url, context.localePath('/'))), {
    status: 303,
    headers,
  });
}

/** The page the form was sent from, when the browser says so and it is ours; else `home`. */
function refererPath(request: Request, url: URL, home: string): string {
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    return referer.origin === url.origin ? safeRedirectPath(referer.pathname + referer.search, home) : home;
  } catch {
    return home;
  }
}
