// POST /api/shopify/switzerland-inventory {variantIds, language?} → which variants ship from
// Switzerland and which have stock at the primary location. An endpoint without a language in its
// path: its refusals speak the page the call comes from (`language` in the body, else the
// Referer's path), else English for API clients (the spec's messages).
import { data } from 'react-router';
import * as z from 'zod/mini';
import type { Route } from './+types/api.switzerland-inventory';
import { variantShipping } from '~/lib/catalogue/inventory.server';
import { siteOrigins } from '~/lib/context/env.server';
import { requestUrl } from '~/lib/http/request-url';
import { LANGUAGES, splitLanguage, type Language } from '~/lib/i18n/languages';
import { messagesFor } from '~/lib/i18n/messages/index.server';

const BodySchema = z.object({
  variantIds: z
    .array(z.string().check(z.regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/)))
    .check(z.minLength(1), z.maxLength(250)),
  // Another language than the site's is ignored: the Referer or English answers.
  language: z.catch(z.optional(z.enum(LANGUAGES)), undefined),
});

/** The language of the page that called: the body's, else its Referer's path (on this site), else English. */
function callerLanguage(context: Route.ActionArgs['context'], request: Request, named?: Language): Language {
  if (named) return named;
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    if (referer.origin === requestUrl(request).origin) {
      return splitLanguage(referer.pathname, siteOrigins(context.appEnv, request).onUs).language;
    }
  } catch {
    // No Referer, or not a URL: an API client.
  }
  return 'en';
}

export async function action({ request, context }: Route.ActionArgs) {
  const json: unknown = await request.json().catch(() => null);
  const body = BodySchema.safeParse(json);
  // The language named in a body whose ids are refused still words the refusal.
  const named = BodySchema.shape.language.safeParse((json as { language?: unknown } | null)?.language).data;
  const words = messagesFor(callerLanguage(context, request, named)).productPage.inventory;
  if (!body.success) return data({ error: words.invalidIds }, { status: 400 });
  try {
    return await variantShipping(context.appEnv, body.data.variantIds);
  } catch (error) {
    context.log.error('switzerland-inventory failed', error);
    return data({ error: words.unavailable }, { status: 502 });
  }
}
