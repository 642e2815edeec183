// The worker's environment, parsed once per isolate. Missing Shopify settings fail every request
// with the spec's message; the log names each missing variable.
import * as z from 'zod/mini';
import { originOf } from '~/lib/http/origin';
import { isLocalHost, requestUrl } from '~/lib/http/request-url';
import { log } from '~/lib/ops/log.server';

const required = z.string().check(z.trim(), z.minLength(1));
const optional = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((v: string | undefined) => v || undefined),
);

const origin = z.pipe(optional, z.optional(z.url({ protocol: /^https?$/ })));

const isTrue = (value: 'true' | 'false') => value === 'true';

const EnvSchema = z.pipe(
  z.object({
    PUBLIC_STORE_DOMAIN: required,
    PUBLIC_STOREFRONT_API_TOKEN: required,
    SESSION_SECRET: required,
    PRIVATE_STOREFRONT_API_TOKEN: optional,
    PUBLIC_STOREFRONT_ID: optional,
    PUBLIC_CHECKOUT_DOMAIN: optional,
    PRIVATE_ADMIN_API_DOMAIN: optional,
    PRIVATE_ADMIN_API_TOKEN: optional,
    // The app's client secret: Shopify signs its webhooks with it (docs/decisions/purges.md).
    SHOPIFY_WEBHOOK_SECRET: optional,
    // Cloudflare's purge by tag for the zone of the two sites (docs/decisions/purges.md): with the zone id
    // and an API token (permission "Cache Purge"), a webhook's purge reaches every data centre and
    // pages stay fresh for hours. The API's base defaults to Cloudflare's; the mock sets it.
    CLOUDFLARE_ZONE_ID: optional,
    CLOUDFLARE_API_TOKEN: optional,
    CLOUDFLARE_API_BASE: origin,
    // Klarna Payments (the shop's own Klarna checkout); without them the Klarna button is hidden.
    KLARNA_API_URL: optional,
    KLARNA_USERNAME: optional,
    KLARNA_PASSWORD: optional,
    KLARNA_WIDGET_URL: optional,
    // reCAPTCHA v3 for the newsletter (docs/decisions/newsletter.md). Script and siteverify default to
    // Google's; the mocks set them. No site key: the form says 'reCAPTCHA site key is not configured'.
    PUBLIC_RECAPTCHA_SITE_KEY: optional,
    PRIVATE_RECAPTCHA_SECRET_KEY: optional,
    PUBLIC_RECAPTCHA_SCRIPT_URL: optional,
    RECAPTCHA_VERIFY_URL: optional,
    RECAPTCHA_MIN_SCORE: z.pipe(
      optional,
      z.transform((v: string | undefined) => (v && Number(v) >= 0 && Number(v) <= 1 ? Number(v) : 0.5)),
    ),
    // Host names a token may come from (comma-separated); empty: the two sites' and the request's.
    RECAPTCHA_HOSTNAMES: optional,
    // Analytics (RudderStack HTTP API, docs/decisions/consent-and-analytics.md): sent only with the visitor's consent.
    PUBLIC_RUDDERSTACK_WRITE_KEY: optional,
    PUBLIC_RUDDERSTACK_DATA_PLANE_URL: origin,
    PUBLIC_DEFAULT_COUNTRY: z.pipe(
      z.optional(z.string().check(z.trim(), z.toUpperCase())),
      z.transform((v: string | undefined) => (v && /^[A-Z]{2}$/.test(v) ? v : undefined)),
    ),
    // The two sites are told apart by host (main: de-CH, US: en-US); see docs/decisions/country-and-markets.md.
    PUBLIC_MAIN_SITE_ORIGIN: origin,
    PUBLIC_US_SITE_ORIGIN: origin,
    // Whose edge headers to trust (docs/decisions/http-and-hardening.md): Cloudflare Workers unless told Oxygen. Empty
    // is the default, as everywhere (wrangler reads a copied .env.example itself,
    // docs/decisions/http-and-hardening.md).
    EDGE_PLATFORM: z.pipe(optional, z._default(z.enum(['oxygen', 'cloudflare']), 'cloudflare')),
    // "true" only behind the real edge, which sets the client IP header itself; otherwise a client's
    // cf-connecting-ip / oxygen-buyer-ip is dropped (docs/decisions/http-and-hardening.md).
    TRUST_EDGE_IP: z.pipe(optional, z.pipe(z._default(z.enum(['true', 'false']), 'false'), z.transform(isTrue))),
    // The review widget (Fera, docs/decisions/reviews.md): public key and store domain, both or neither.
    // Script and API default to Fera's hosts; the mocks set them.
    PUBLIC_REVIEW_KEY: optional,
    PUBLIC_REVIEW_STORE_DOMAIN: optional,
    PUBLIC_REVIEW_SCRIPT_URL: origin,
    PUBLIC_REVIEW_API_URL: origin,
    // Sentry's DSN for the worker's unexpected errors (docs/operations.md); empty: no reports.
    SENTRY_DSN: optional,
  }),
  z.transform((env) => {
    // Both or neither (spec §5: the widget is skipped without a key or a store domain). Half a
    // configuration turns the widget off and names the missing variable once per isolate, rather
    // than failing the whole shop for a review widget.
    if (Boolean(env.PUBLIC_REVIEW_KEY) === Boolean(env.PUBLIC_REVIEW_STORE_DOMAIN)) return env;
    const missing = env.PUBLIC_REVIEW_KEY ? 'PUBLIC_REVIEW_STORE_DOMAIN' : 'PUBLIC_REVIEW_KEY';
    log.warn(`[env] ${missing} is not set: the review widget stays off (set both review variables or neither).`);
    return { ...env, PUBLIC_REVIEW_KEY: undefined, PUBLIC_REVIEW_STORE_DOMAIN: undefined };
  }),
);

export type AppEnv = z.infer<typeof EnvSchema>;

export const SHOPIFY_CONFIG_MISSING = 'Shopify configuration missing.';

export class ConfigurationError extends Error {
  constructor(
    message: string,
    readonly variables: string[],
  ) {
    super(message);
  }
}

const parsed = new WeakMap<object, AppEnv | ConfigurationError>();

function parse(env: Record<string, unknown>): AppEnv | ConfigurationError {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  const variables = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  const shopVariables = variables.filter((name) => name !== 'SESSION_SECRET');
  const message = shopVariables.length > 0 ? SHOPIFY_CONFIG_MISSING : 'Session configuration missing.';
  return new ConfigurationError(message, variables);
}

/** Returns the parsed env, or a ConfigurationError naming the missing variables. */
export function readEnv(env: Record<string, unknown>): AppEnv | ConfigurationError {
  let value = parsed.get(env);
  if (!value) {
    value = parse(env);
    parsed.set(env, value);
  }
  return value;
}

/**
 * The published example values of the secrets (.env.example, the mock upstreams' own): fine on a
 * developer's machine, nowhere else. Each is a secret wrangler.toml has a deployment set
 * (tests/integration/hardening.test.ts holds the two files to this list).
 */
const EXAMPLE_SECRETS: Partial<Record<keyof AppEnv, string>> = {
  SESSION_SECRET: 'dev-only-secret-change-me-in-production',
  PRIVATE_STOREFRONT_API_TOKEN: 'mock-private-storefront-token',
  PRIVATE_ADMIN_API_TOKEN: 'mock-admin-api-token',
  SHOPIFY_WEBHOOK_SECRET: 'mock-shopify-app-client-secret',
  CLOUDFLARE_API_TOKEN: 'mock-cloudflare-api-token',
  KLARNA_USERNAME: 'mock-klarna-user',
  KLARNA_PASSWORD: 'mock-klarna-password',
  PRIVATE_RECAPTCHA_SECRET_KEY: 'mock-recaptcha-secret',
};
const MIN_SECRET_BYTES = 32;

/**
 * Why the worker must not run this request with its secrets, or null: outside local hosts a
 * published example secret (anyone could forge a session or a webhook, or use the examples' keys)
 * and a SESSION_SECRET under 32 bytes are refused. The message is the page's, the variables the log's.
 */
export function secretProblem(env: AppEnv, request: Request): ConfigurationError | null {
  if (isLocalHost(requestUrl(request).hostname)) return null;
  const published = Object.entries(EXAMPLE_SECRETS)
    .filter(([name, example]) => env[name as keyof AppEnv] === example)
    .map(([name]) => `${name} (the published example value; set a secret of your own)`);
  if (new TextEncoder().encode(env.SESSION_SECRET).byteLength < MIN_SECRET_BYTES) {
    published.push(`SESSION_SECRET (under ${MIN_SECRET_BYTES} bytes)`);
  }
  if (published.length === 0) return null;
  const session = published.some((problem) => problem.startsWith('SESSION_SECRET'));
  return new ConfigurationError(session ? 'Session configuration missing.' : SHOPIFY_CONFIG_MISSING, published);
}

/** The store's origin (PUBLIC_STORE_DOMAIN, by the rule of ~/lib/http/origin). */
export function storeOrigin(env: AppEnv): string {
  return originOf(env.PUBLIC_STORE_DOMAIN);
}

/** The hosted checkout's origin: PUBLIC_CHECKOUT_DOMAIN, else the store's. */
export function checkoutOrigin(env: AppEnv): string {
  return env.PUBLIC_CHECKOUT_DOMAIN ? originOf(env.PUBLIC_CHECKOUT_DOMAIN) : storeOrigin(env);
}

/**
 * The two sites' origins (main de-CH, US en-US; both default to the request's own origin) and the
 * one this request is on: the US site is the host name of PUBLIC_US_SITE_ORIGIN, any other host
 * the main site (docs/decisions/country-and-markets.md).
 */
export function siteOrigins(env: AppEnv, request: Request) {
  const own = requestUrl(request);
  const main = (env.PUBLIC_MAIN_SITE_ORIGIN ?? own.origin).replace(/\/$/, '');
  const us = (env.PUBLIC_US_SITE_ORIGIN ?? main).replace(/\/$/, '');
  const onUs = own.hostname === hostOf(us) && hostOf(us) !== hostOf(main);
  return { main, us, current: onUs ? us : main, onUs };
}

const hostOf = (origin: string) => new URL(origin).hostname;
