// Records a newsletter subscriber in Shopify (Admin API): the customer is created, or updated,
// with email-marketing consent SUBSCRIBED (single opt-in, now) and the locale of the page they
// signed up on (`fr-CH`: the language of Shopify's emails to them, docs/decisions/newsletter.md). Someone
// already subscribed gets a friendly success, not an error; nothing is written for them.
import {
  CUSTOMER_CONSENT_MUTATION,
  CUSTOMER_CONSENT_QUERY,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_LOCALE_MUTATION,
} from '~/graphql/admin/customers';
import type { AppEnv } from '~/lib/context/env.server';
import { adminQuery } from '~/lib/shopify/admin.server';
import type { Messages } from '~/lib/i18n/messages/index.server';
import type { Log } from '~/lib/ops/log.server';

export type SignupResult = { success: boolean; message: string; status: number };

function consent(now: Date) {
  return {
    marketingState: 'SUBSCRIBED' as const,
    marketingOptInLevel: 'SINGLE_OPT_IN' as const,
    consentUpdatedAt: now.toISOString(),
  };
}

type Words = Messages['newsletter'];

/** Shopify's own words for a refusal, else the spec's. */
function refused(userErrors: { message: string }[], words: Words): SignupResult {
  return { success: false, message: userErrors[0]?.message || words.signupFailed, status: 400 };
}

/** The subscriber's reply: the page's words, and their locale (`fr-CH`) for Shopify's emails. */
export interface Subscriber {
  words: Words;
  locale: string;
  /** The signup request's log: a failure of the Admin API is written there, with its id. */
  log: Pick<Log, 'warn' | 'error'>;
}

/** A known customer's consent, then their locale when it is another (consent's mutation takes none). */
async function consentOf(
  env: AppEnv,
  customer: { id: string; locale: string },
  { locale, log }: Subscriber,
  now: Date,
) {
  const input = { customerId: customer.id, emailMarketingConsent: consent(now) };
  const { customerEmailMarketingConsentUpdate: done } = await adminQuery(env, CUSTOMER_CONSENT_MUTATION, { input });
  if (done?.userErrors.length === 0 && customer.locale !== locale) {
    // The subscription stands without it: a refused or failed locale is only logged.
    try {
      const { customerUpdate } = await adminQuery(env, CUSTOMER_LOCALE_MUTATION, {
        input: { id: customer.id, locale },
      });
      if (customerUpdate?.userErrors.length) log.warn('[newsletter] locale refused', customerUpdate.userErrors);
    } catch (error) {
      log.warn('[newsletter] locale not saved', error);
    }
  }
  return done?.userErrors;
}

export async function subscribe(
  env: AppEnv,
  email: string,
  subscriber: Subscriber,
  now = new Date(),
): Promise<SignupResult> {
  const { words, locale, log } = subscriber;
  try {
    const { customerByIdentifier: customer } = await adminQuery(env, CUSTOMER_CONSENT_QUERY, { email });
    if (customer?.emailMarketingConsent?.marketingState === 'SUBSCRIBED') {
      return { success: true, message: words.alreadySubscribed, status: 200 };
    }
    const userErrors = customer
      ? await consentOf(env, customer, subscriber, now)
      : (
          await adminQuery(env, CUSTOMER_CREATE_MUTATION, {
            input: { email, emailMarketingConsent: consent(now), locale },
          })
        ).customerCreate?.userErrors;
    if (!userErrors) return { success: false, message: words.signupFailed, status: 502 };
    if (userErrors.length > 0) return refused(userErrors, words);
    return { success: true, message: words.subscribed, status: 200 };
  } catch (error) {
    log.error('[newsletter] Admin API failed', error);
    return { success: false, message: words.signupFailed, status: 503 };
  }
}
