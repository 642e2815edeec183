// Records a newsletter subscriber in Shopify (Admin API): the customer is created, or updated,
// with email-marketing consent SUBSCRIBED (single opt-in, now). Someone already subscribed gets a
// friendly success, not an error; nothing is written for them.
import { CUSTOMER_CONSENT_MUTATION, CUSTOMER_CONSENT_QUERY, CUSTOMER_CREATE_MUTATION } from '~/graphql/admin/customers';
import type { AppEnv } from '~/lib/context/env.server';
import { adminQuery } from '~/lib/shopify/admin.server';
import { NEWSLETTER } from './messages';

export type SignupResult = { success: boolean; message: string; status: number };

function consent(now: Date) {
  return {
    marketingState: 'SUBSCRIBED' as const,
    marketingOptInLevel: 'SINGLE_OPT_IN' as const,
    consentUpdatedAt: now.toISOString(),
  };
}

/** Shopify's own words for a refusal, else the spec's. */
function refused(userErrors: { message: string }[]): SignupResult {
  return { success: false, message: userErrors[0]?.message || NEWSLETTER.signupFailed, status: 400 };
}

export async function subscribe(env: AppEnv, email: string, now = new Date()): Promise<SignupResult> {
  try {
    const { customerByIdentifier: customer } = await adminQuery(env, CUSTOMER_CONSENT_QUERY, { email });
    if (customer?.emailMarketingConsent?.marketingState === 'SUBSCRIBED') {
      return { success: true, message: NEWSLETTER.alreadySubscribed, status: 200 };
    }
    const userErrors = customer
      ? (
          await adminQuery(env, CUSTOMER_CONSENT_MUTATION, {
            input: { customerId: customer.id, emailMarketingConsent: consent(now) },
          })
        ).customerEmailMarketingConsentUpdate?.userErrors
      : (await adminQuery(env, CUSTOMER_CREATE_MUTATION, { input: { email, emailMarketingConsent: consent(now) } }))
          .customerCreate?.userErrors;
    if (!userErrors) return { success: false, message: NEWSLETTER.signupFailed, status: 502 };
    if (userErrors.length > 0) return refused(userErrors);
    return { success: true, message: NEWSLETTER.subscribed, status: 200 };
  } catch (error) {
    console.error('[newsletter] Admin API failed', error);
    return { success: false, message: NEWSLETTER.signupFailed, status: 503 };
  }
}
