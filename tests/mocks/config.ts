// Credentials the mock upstreams accept. `.env.example` carries the same values, so `npm run dev`
// without a `.env` talks to the mock; any other value gets the upstream's 401.
export const MOCK_STOREFRONT_PUBLIC_TOKEN = 'mock-public-storefront-token';
export const MOCK_STOREFRONT_PRIVATE_TOKEN = 'mock-private-storefront-token';
export const MOCK_ADMIN_TOKEN = 'mock-admin-api-token';
export const MOCK_DEFAULT_PORT = 4001;
export const MOCK_KLARNA_USERNAME = 'mock-klarna-user';
export const MOCK_KLARNA_PASSWORD = 'mock-klarna-password';
export const MOCK_RECAPTCHA_SITE_KEY = 'mock-recaptcha-site-key';
export const MOCK_RECAPTCHA_SECRET = 'mock-recaptcha-secret';
export const MOCK_REVIEW_PUBLIC_KEY = 'pk_mock_review_public_key';
export const MOCK_REVIEW_STORE_DOMAIN = 'sharkblades-mock.myshopify.com';
export const MOCK_RUDDERSTACK_WRITE_KEY = 'mock-rudderstack-write-key';
/** The app's client secret as the mock signs its webhooks with it (SHOPIFY_WEBHOOK_SECRET in .env.example). */
export const MOCK_WEBHOOK_SECRET = 'mock-shopify-app-client-secret';
/** Cloudflare's zone API (purge by tag, docs/decisions/purges.md): the zone and the API token the mock accepts. */
export const MOCK_CLOUDFLARE_ZONE_ID = '023e105f4ecef8ad9ca31a8372d0c353';
export const MOCK_CLOUDFLARE_API_TOKEN = 'mock-cloudflare-api-token';
