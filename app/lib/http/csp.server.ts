// The document's Content-Security-Policy directives beyond Hydrogen's defaults
// (docs/decisions/security-headers-and-csp.md).
// Scripts: the nonce and 'strict-dynamic' (scripts our nonce'd scripts add, such as Klarna's
// widget, are trusted; host lists only matter to browsers without CSP 3). Klarna's hosts follow
// Klarna Payments' CSP guidance: the widget from x.klarnacdn.net, its frames and calls on
// *.klarna.com / *.klarnaservices.com. No cdn.shopify.com script source: nothing loads one.
import { checkoutOrigin, storeOrigin, type AppEnv } from '~/lib/context/env.server';
import { recaptchaScriptUrl } from '~/lib/newsletter/shell.server';
import { reviewOrigins } from '~/lib/review/config.server';
import { isReviewPage } from '~/lib/review/pages';
import { consentedSources } from '~/lib/consent/sources.server';

const KLARNA_SCRIPT = ['https://x.klarnacdn.net'];
const KLARNA_FRAMES = ['https://*.klarna.com', 'https://*.klarnacdn.net'];
const KLARNA_CONNECT = ['https://*.klarna.com', 'https://*.klarnaservices.com', 'https://*.klarnacdn.net'];

/** The widget's own origin when configured (the mock's 127.0.0.1 in dev and tests). */
function widgetOrigin(env: AppEnv): string[] {
  try {
    return env.KLARNA_WIDGET_URL ? [new URL(env.KLARNA_WIDGET_URL).origin] : [];
  } catch {
    return [];
  }
}

/** reCAPTCHA v3 (newsletter): its script and frames, on Google's hosts or the mock's origin. */
const recaptchaHosts = (env: AppEnv) => [new URL(recaptchaScriptUrl(env)).origin, 'https://www.gstatic.com'];

export function cspDirectives(env: AppEnv, request?: Request) {
  const origin = storeOrigin(env);
  // The review widget's script and API only on the pages that load it (docs/decisions/reviews.md).
  const review = request && isReviewPage(new URL(request.url).pathname) ? reviewOrigins(env) : [];
  // Analytics' data plane and the map's frames only when this visitor's consent allows them.
  const consented = consentedSources(env, request);
  const widget = widgetOrigin(env);
  const recaptcha = recaptchaHosts(env);
  return {
    shop: { checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN, storeDomain: new URL(origin).host },
    scriptSrc: ["'self'", "'strict-dynamic'", ...KLARNA_SCRIPT, ...widget, ...recaptcha, ...review],
    frameSrc: ["'self'", ...KLARNA_FRAMES, ...widget, ...recaptcha, 'https://recaptcha.google.com', ...consented.frame],
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', origin, ...review],
    mediaSrc: ["'self'", 'https://cdn.shopify.com', origin],
    connectSrc: ["'self'", origin, ...KLARNA_CONNECT, ...widget, ...review, ...consented.connect],
    // The checkout hand-off is a form post answered by a redirect to the hosted checkout.
    formAction: ["'self'", checkoutOrigin(env)],
    objectSrc: ["'none'"],
  };
}

/**
 * The policy with each directive's sources listed once: our lists and Hydrogen's defaults overlap
 * ('self', the store), and in development every upstream is the same mock origin.
 */
export function sourcesOnce(policy: string): string {
  return policy
    .split(';')
    .map((directive) => [...new Set(directive.trim().split(/\s+/))].join(' '))
    .filter(Boolean)
    .join('; ');
}
