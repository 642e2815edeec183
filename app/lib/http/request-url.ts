// A request's URL parsed once: the worker's checks before React Router (edge rules, secret check,
// site, rate rules, page-cache plan) and the render's helpers all read the same request's URL, and
// each `new URL(request.url)` is a parse and several string copies in the runtime. Read only: a
// caller that changes the URL (its query, its path) makes its own `new URL(…)`.
const parsed = new WeakMap<Request, URL>();

export function requestUrl(request: Request): Readonly<URL> {
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/** A developer's own machine (dev, preview, tests): the example secret and plain http are fine there. */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOST.test(hostname);
}
