// Turning a configured domain (PUBLIC_STORE_DOMAIN, PUBLIC_CHECKOUT_DOMAIN, PRIVATE_ADMIN_API_DOMAIN)
// into an origin, one rule for all: a scheme given is kept; without one, https, except loopback
// hosts (127.0.0.1, localhost: the local mocks), which get http. Paths and trailing slashes go.
// Hydrogen's own Storefront client adds https:// whenever no scheme is given, so local mocks are
// configured with an explicit http:// (see .env.example).

const LOOPBACK = /^(127\.0\.0\.1|localhost)(:\d+)?$/i;

export function originOf(domain: string): string {
  const value = domain.trim();
  if (/^https?:\/\//i.test(value)) return new URL(value).origin;
  const host = value.replace(/\/.*$/, '');
  return new URL(`${LOOPBACK.test(host) ? 'http' : 'https'}://${host}`).origin;
}
